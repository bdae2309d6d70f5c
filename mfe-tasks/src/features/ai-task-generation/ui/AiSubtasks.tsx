// 'Break into sub-tasks with AI' in the task panel (spec 002 §3): optional guidance, Generate, a review list of the
// drafts (each can be left out and its title edited), then 'Create N sub-tasks' creates the checked ones as children
// of the task, one request each, with a per-row error and Retry.
import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, errorMessage, Flex, Input, RobotOutlined, Tag, Typography } from '@tessera/shared';
import { createTask, invalidateProjectTasks, patchTaskInCaches, taskKeys } from '../../../entities/task';
import { type AiTaskDraft, generateSubtasks, useAiHealth } from '../api/ai-api';
import { AI_TEXT_MAX_LENGTH, aiAvailability, GENERATING_TEXT } from '../model/ai-availability';
import { type Named, subtaskBody } from '../model/draft-mapping';
import { AiUnavailableNote } from './AiUnavailableNote';
import { FALLBACK_DEFAULT_MESSAGE } from './AiTaskGenerator';

export const BREAK_INTO_SUBTASKS_LABEL = 'Break into sub-tasks with AI';
export const GUIDANCE_LABEL = 'Guidance (optional)';
export const createSubtasksLabel = (count: number) => `Create ${count} sub-task${count === 1 ? '' : 's'}`;
export const subtasksCreatedText = (count: number) => `${count} sub-task${count === 1 ? '' : 's'} created.`;
export const draftsReadyText = (count: number) => `${count} sub-task suggestion${count === 1 ? '' : 's'} ready to review.`;

export interface AiSubtasksProps {
  projectId: number;
  parentId: number;
  types: readonly Named[];
  priorities: readonly Named[];
}

type RowState = 'idle' | 'creating' | 'created' | 'failed';

interface Row {
  key: number;
  draft: AiTaskDraft;
  title: string;
  checked: boolean;
  state: RowState;
  error: string | null;
  createdId: number | null;
}

export function AiSubtasks({ projectId, parentId, types, priorities }: AiSubtasksProps) {
  const queryClient = useQueryClient();
  const health = useAiHealth(projectId);
  const availability = aiAvailability(health.data);
  const [open, setOpen] = useState(false);
  const [guidance, setGuidance] = useState('');
  const [rows, setRows] = useState<Row[] | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [status, setStatus] = useState('');
  const ids = { guidance: useId(), list: useId() };

  const generate = useMutation({
    mutationFn: () => generateSubtasks({ projectId, parentTaskId: parentId, ...(guidance.trim() ? { text: guidance } : {}) }),
    onMutate: () => setStatus(GENERATING_TEXT),
    onSuccess: (list) => {
      setRows(list.drafts.map((draft, index) => ({ key: index, draft, title: draft.title, checked: true, state: 'idle', error: null, createdId: null })));
      setWarning(list.fallback ? (list.message ?? FALLBACK_DEFAULT_MESSAGE) : null);
      setStatus(draftsReadyText(list.drafts.length));
    },
    onError: (error) => setStatus(errorMessage(error)),
  });

  if (availability === 'unknown') return null;
  if (availability !== 'ready') return <AiUnavailableNote availability={availability} />;

  const update = (key: number, patch: Partial<Row>) =>
    setRows((current) => current?.map((row) => (row.key === key ? { ...row, ...patch } : row)) ?? null);

  const createOne = async (row: Row): Promise<boolean> => {
    update(row.key, { state: 'creating', error: null });
    try {
      const task = await createTask(queryClient, projectId, subtaskBody(row.draft, row.title, { projectId, parentId, types, priorities }));
      patchTaskInCaches(queryClient, task);
      update(row.key, { state: 'created', createdId: task.id });
      return true;
    } catch (error) {
      update(row.key, { state: 'failed', error: errorMessage(error) });
      return false;
    }
  };

  const refresh = () => {
    void invalidateProjectTasks(queryClient, projectId);
    void queryClient.invalidateQueries({ queryKey: taskKeys.detail(parentId) });
  };

  const pending = (rows ?? []).filter((row) => row.checked && row.state !== 'created' && row.title.trim());
  const createChecked = async () => {
    setCreating(true);
    let created = 0;
    // One after the other: the order of the list is the order of the children.
    for (const row of pending) {
      setStatus(`Creating sub-task ${created + 1} of ${pending.length}…`);
      if (await createOne(row)) created += 1;
    }
    setCreating(false);
    setStatus(created === pending.length ? subtasksCreatedText(created) : `${subtasksCreatedText(created)} ${pending.length - created} failed.`);
    refresh();
  };

  const retryRow = async (row: Row) => {
    if (await createOne(row)) {
      setStatus(subtasksCreatedText(1));
      refresh();
    }
  };

  const close = () => {
    setOpen(false);
    setRows(null);
    setWarning(null);
    setGuidance('');
    generate.reset();
  };

  const doneCount = (rows ?? []).filter((row) => row.state === 'created').length;

  return (
    <section aria-label={BREAK_INTO_SUBTASKS_LABEL} data-testid="ai-subtasks">
      {!open ? (
        <Button icon={<RobotOutlined aria-hidden="true" />} onClick={() => setOpen(true)} data-testid="ai-subtasks-open">
          {BREAK_INTO_SUBTASKS_LABEL}
        </Button>
      ) : (
        <Flex vertical gap={8} style={{ padding: 12, border: '1px solid #d9d9d9', borderRadius: 8 }}>
          <Typography.Text strong>{BREAK_INTO_SUBTASKS_LABEL}</Typography.Text>
          {rows === null && (
            <>
              <label htmlFor={ids.guidance}>{GUIDANCE_LABEL}</label>
              <Input.TextArea
                id={ids.guidance}
                autoFocus
                rows={3}
                value={guidance}
                maxLength={AI_TEXT_MAX_LENGTH}
                showCount
                disabled={generate.isPending}
                placeholder="For example: split by front end and back end"
                onChange={(event) => setGuidance(event.target.value)}
                data-testid="ai-subtasks-guidance"
              />
              {generate.isError && (
                <Alert
                  type="error"
                  showIcon
                  title={errorMessage(generate.error)}
                  data-testid="ai-subtasks-error"
                  action={<Button size="small" onClick={() => generate.mutate()}>Retry</Button>}
                />
              )}
              <Flex gap={8} justify="end">
                <Button onClick={close} disabled={generate.isPending}>Cancel</Button>
                <Button type="primary" loading={generate.isPending} onClick={() => generate.mutate()} data-testid="ai-subtasks-generate">
                  Generate
                </Button>
              </Flex>
            </>
          )}
          {rows !== null && (
            <>
              {warning && <Alert type="warning" showIcon title={warning} data-testid="ai-subtasks-fallback" />}
              <Typography.Text id={ids.list}>Review the suggestions: uncheck the ones you do not want and edit the titles.</Typography.Text>
              <ul aria-labelledby={ids.list} style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="ai-subtasks-list">
                {rows.map((row, index) => (
                  <li key={row.key} data-testid="ai-subtask-row" style={{ marginBottom: 8 }}>
                    <Flex gap={8} align="center">
                      <Checkbox
                        checked={row.checked}
                        disabled={row.state === 'created' || row.state === 'creating' || creating}
                        onChange={(event) => update(row.key, { checked: event.target.checked })}
                        aria-label={`Include sub-task ${index + 1}`}
                      />
                      <Input
                        value={row.title}
                        aria-label={`Sub-task ${index + 1} title`}
                        disabled={row.state === 'created' || row.state === 'creating' || creating}
                        status={row.checked && !row.title.trim() ? 'error' : undefined}
                        maxLength={255}
                        onChange={(event) => update(row.key, { title: event.target.value })}
                      />
                      {row.state === 'creating' && <Tag color="processing">Creating…</Tag>}
                      {row.state === 'created' && <Tag color="success">Created #{row.createdId}</Tag>}
                    </Flex>
                    {row.state === 'failed' && (
                      <Alert
                        type="error"
                        showIcon
                        style={{ marginTop: 4 }}
                        title={`Sub-task ${index + 1} was not created: ${row.error}`}
                        data-testid="ai-subtask-row-error"
                        action={<Button size="small" onClick={() => void retryRow(row)}>Retry</Button>}
                      />
                    )}
                  </li>
                ))}
              </ul>
              <Flex gap={8} justify="end" align="center">
                {doneCount > 0 && <Typography.Text type="secondary">{doneCount} of {rows.length} created</Typography.Text>}
                <Button onClick={close} disabled={creating}>{doneCount > 0 ? 'Done' : 'Cancel'}</Button>
                <Button
                  type="primary"
                  disabled={pending.length === 0}
                  loading={creating}
                  onClick={() => void createChecked()}
                  data-testid="ai-subtasks-create"
                >
                  {createSubtasksLabel(pending.length)}
                </Button>
              </Flex>
            </>
          )}
        </Flex>
      )}
      <div role="status" aria-live="polite" data-testid="ai-subtasks-status">{open ? status : ''}</div>
    </section>
  );
}
