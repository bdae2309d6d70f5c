// The 'Create tasks from selection' dialog (issue 15, spec 002 §3): the selected passage goes to the AI, which
// proposes tasks; the user unchecks what they do not want and edits titles, then creates them. Each task is created
// in the document's project with a link back to the document in its description, and linked to the document so the
// document lists it with its status. A row that fails says why and can be retried.
import { useEffect, useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, announce, Button, Checkbox, errorMessage, Flex, Input, Modal, Tag, Typography } from '@tessera/shared';
import { createTask, generateTaskDrafts, linkTask, tasksFromSelectionKeys, useTaskChoices, type TaskDraft } from '../api/tasks-from-selection';
import { draftSummary, SELECTION_MAX_LENGTH, TASKS_FROM_SELECTION_MESSAGES as MESSAGES, taskBodyFromDraft, TITLE_MAX } from '../model/drafts';

export interface SelectionDocument {
  id: number;
  title: string;
  projectId: number;
}

type RowState = 'idle' | 'creating' | 'created' | 'failed';

interface Row {
  key: number;
  draft: TaskDraft;
  title: string;
  checked: boolean;
  state: RowState;
  error: string | null;
  /** The created task (kept when only its link failed, so a retry links instead of creating it again). */
  taskId: number | null;
}

export interface CreateTasksDialogProps {
  /** The selected text; null: the dialog is closed. */
  text: string | null;
  document: SelectionDocument;
  onClose: () => void;
}

export function CreateTasksDialog({ text, document, onClose }: CreateTasksDialogProps) {
  const queryClient = useQueryClient();
  const open = text !== null;
  const tooLong = (text?.length ?? 0) > SELECTION_MAX_LENGTH;
  const choices = useTaskChoices(document.projectId, open);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [status, setStatus] = useState('');
  const ids = { quote: useId(), list: useId() };

  const generate = useMutation({
    mutationFn: (passage: string) => generateTaskDrafts(document.projectId, passage),
    onMutate: () => setStatus(MESSAGES.generating),
    onSuccess: (list) => {
      setRows(list.drafts.map((draft, index) => ({ key: index, draft, title: draft.title.slice(0, TITLE_MAX), checked: true, state: 'idle', error: null, taskId: null })));
      setWarning(list.fallback ? (list.message ?? MESSAGES.fallback) : null);
      setStatus(MESSAGES.ready(list.drafts.length));
    },
    onError: (error) => setStatus(errorMessage(error)),
  });

  // Opening with a passage asks at once: choosing the button was the request.
  const { mutate, reset } = generate;
  useEffect(() => {
    if (text !== null && text.length <= SELECTION_MAX_LENGTH) mutate(text);
    return () => {
      reset();
      setRows(null);
      setWarning(null);
      setStatus('');
    };
  }, [text, mutate, reset]);

  const update = (key: number, patch: Partial<Row>) => setRows((current) => current?.map((row) => (row.key === key ? { ...row, ...patch } : row)) ?? null);

  /** Creates the row's task (unless an earlier try did) and links it to the document. */
  const createOne = async (row: Row): Promise<boolean> => {
    update(row.key, { state: 'creating', error: null });
    let taskId = row.taskId;
    try {
      if (taskId === null) {
        taskId = (await createTask(document.projectId, taskBodyFromDraft(row.draft, row.title, { document, ...choices }))).id;
        update(row.key, { taskId });
      }
      await linkTask(document.id, taskId);
      update(row.key, { state: 'created' });
      return true;
    } catch (error) {
      update(row.key, { state: 'failed', error: taskId === null ? errorMessage(error) : `${MESSAGES.linkFailed} ${errorMessage(error)}` });
      return false;
    }
  };

  const pending = (rows ?? []).filter((row) => row.checked && row.state !== 'created' && row.title.trim());
  const finish = (created: number, tried: number) => {
    const message = created === tried ? MESSAGES.created(created) : `${MESSAGES.created(created)} ${MESSAGES.partlyFailed}`;
    setStatus(message);
    announce(message);
    void queryClient.invalidateQueries({ queryKey: tasksFromSelectionKeys.linked(document.id) });
  };

  const createChecked = async () => {
    setCreating(true);
    let created = 0;
    // One after the other, in the list's order.
    for (const row of pending) {
      setStatus(`Creating task ${created + 1} of ${pending.length}…`);
      if (await createOne(row)) created += 1;
    }
    setCreating(false);
    finish(created, pending.length);
  };

  const retryRow = async (row: Row) => {
    if (await createOne(row)) finish(1, 1);
  };

  const doneCount = (rows ?? []).filter((row) => row.state === 'created').length;
  const busy = creating || generate.isPending;
  const footer = (
    <Flex gap={8} justify="end" align="center" wrap>
      {rows && doneCount > 0 ? <Typography.Text type="secondary">{`${doneCount} of ${rows.length} created`}</Typography.Text> : null}
      <Button onClick={onClose} disabled={creating}>
        {doneCount > 0 ? 'Done' : 'Cancel'}
      </Button>
      {rows ? (
        <Button type="primary" disabled={pending.length === 0} loading={creating} onClick={() => void createChecked()} data-testid="create-tasks-submit">
          {MESSAGES.create(pending.length)}
        </Button>
      ) : null}
    </Flex>
  );

  return (
    <Modal open={open} title={MESSAGES.dialogTitle} onCancel={busy ? undefined : onClose} footer={footer} width={720} destroyOnHidden data-testid="create-tasks-dialog">
      <Flex vertical gap={12} data-testid="create-tasks-dialog-body">
        <Typography.Text id={ids.quote} strong>
          Selected text
        </Typography.Text>
        <blockquote aria-labelledby={ids.quote} style={{ margin: 0, paddingLeft: 12, borderLeft: '3px solid #d9d9d9', maxHeight: 120, overflow: 'auto', whiteSpace: 'pre-wrap' }}>
          {text}
        </blockquote>
        {tooLong ? <Alert type="error" showIcon title={MESSAGES.tooLong} data-testid="create-tasks-too-long" /> : null}
        {generate.isError ? (
          <Alert
            type="error"
            showIcon
            title={errorMessage(generate.error)}
            data-testid="create-tasks-error"
            action={
              <Button size="small" onClick={() => text !== null && generate.mutate(text)}>
                Retry
              </Button>
            }
          />
        ) : null}
        {rows ? (
          <>
            {warning ? <Alert type="warning" showIcon title={warning} data-testid="create-tasks-fallback" /> : null}
            <Typography.Text id={ids.list}>Review the suggestions: uncheck the ones you do not want and edit the titles.</Typography.Text>
            <ul aria-labelledby={ids.list} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {rows.map((row, index) => {
                const locked = row.state === 'created' || row.state === 'creating' || creating;
                return (
                  <li key={row.key} data-testid="create-tasks-row" style={{ marginBottom: 12 }}>
                    <Flex gap={8} align="center">
                      <Checkbox checked={row.checked} disabled={locked} onChange={(event) => update(row.key, { checked: event.target.checked })} aria-label={`Include task ${index + 1}`} />
                      <Input
                        value={row.title}
                        aria-label={`Task ${index + 1} title`}
                        disabled={locked}
                        status={row.checked && !row.title.trim() ? 'error' : undefined}
                        maxLength={TITLE_MAX}
                        onChange={(event) => update(row.key, { title: event.target.value })}
                      />
                      {row.state === 'creating' ? <Tag color="processing">Creating…</Tag> : null}
                      {row.state === 'created' && row.taskId !== null ? <Tag color="success">{`Created #${row.taskId}`}</Tag> : null}
                    </Flex>
                    <Typography.Text type="secondary" style={{ display: 'block', marginLeft: 24, fontSize: 13 }}>
                      {draftSummary(row.draft)}
                    </Typography.Text>
                    {row.checked && !row.title.trim() ? <Typography.Text type="danger">{MESSAGES.titleRequired}</Typography.Text> : null}
                    {row.state === 'failed' ? (
                      <Alert
                        type="error"
                        showIcon
                        style={{ marginTop: 4 }}
                        title={row.taskId === null ? `Task ${index + 1} was not created: ${row.error}` : `Task ${index + 1} (#${row.taskId}): ${row.error}`}
                        data-testid="create-tasks-row-error"
                        action={
                          <Button size="small" onClick={() => void retryRow(row)}>
                            Retry
                          </Button>
                        }
                      />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
        <div role="status" aria-live="polite" data-testid="create-tasks-status">
          {status}
        </div>
      </Flex>
    </Modal>
  );
}
