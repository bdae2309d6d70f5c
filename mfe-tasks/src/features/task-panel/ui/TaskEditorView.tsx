// The loaded task in the panel: header (id, title, save state, share, delete, close), a conflict notice when the
// task changed elsewhere, and the Details / Activities / GitHub tabs.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert, App, Button, Flex, ShareDialog, Tabs, Tag, Tooltip, Typography, CloseOutlined, DeleteOutlined, UserAddOutlined,
} from '@tessera/shared';
import { fetchTask, formPriorities, patchTaskInCaches, type Task, usePriorities, useProjectTypes } from '../../../entities/task';
import { ActivitiesTab } from '../../activities';
import { TaskGithubTab } from '../../task-github';
import { AiSubtasks } from '../../ai-task-generation';
import {
  DELETE_CONFIRM_TEXT, DELETE_CONFIRM_TITLE, SAVE_FAILED, SAVE_STATE_LABELS, type SaveState,
} from '../model/panel-constants';
import { useDeleteTask } from '../model/use-delete-task';
import { useTaskEditor } from '../model/use-task-editor';
import { ConflictNotice } from './ConflictNotice';
import { TaskDetailsForm } from './TaskDetailsForm';
import { ArchivedNote, TasksReadOnlyContext, useProjectAccess } from '../../project-access';

const SAVE_STATE_COLORS: Record<SaveState, string | undefined> = {
  idle: undefined,
  dirty: 'gold',
  saving: 'processing',
  saved: 'success',
  error: 'error',
  conflict: 'warning',
  invalid: 'error',
};

export interface TaskEditorViewProps {
  task: Task;
  projectId: number;
  onClose: () => void;
  /** The id its heading takes: the panel (a dialog) is named by it. */
  headingId?: string;
}

export function TaskEditorView({ task, projectId, onClose, headingId }: TaskEditorViewProps) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { editor, snapshot } = useTaskEditor(task);
  // An archived project's tasks are read-only here too (the panel also opens on other remotes' views).
  const { archived, canCreateTasks } = useProjectAccess(projectId);
  const types = useProjectTypes(projectId);
  const priorities = usePriorities();
  const { draft, saveState, conflict, error, saved } = snapshot;
  const { remove, deleting } = useDeleteTask(projectId, onClose);
  const [sharing, setSharing] = useState(false);
  const stateLabel = SAVE_STATE_LABELS[saveState];
  // The drawer focuses its outer layer, outside the dialog element: once the task shows, the focus goes to its
  // heading, so a screen reader enters the dialog and reads the task's title (unless the user is in it already).
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const heading = headingRef.current;
      const dialog = heading?.closest('[role="dialog"]');
      if (heading && dialog && !dialog.contains(document.activeElement)) heading.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const confirmDelete = () =>
    modal.confirm({
      title: DELETE_CONFIRM_TITLE,
      content: DELETE_CONFIRM_TEXT,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        // Nothing may be saved on a task that is going away; if it stays, saving resumes.
        editor.discard();
        if (!(await remove(saved))) editor.resume();
      },
    });

  // A comment changes the task's comment count on the cards (not its lockVersion): refresh that one task.
  const onCommentAdded = () =>
    void fetchTask(queryClient, saved.id).then((latest) => patchTaskInCaches(queryClient, latest), () => undefined);

  return (
    <TasksReadOnlyContext value={archived}>
      <Flex vertical gap={16}>
        {archived && <ArchivedNote />}
        <Flex align="center" gap={8}>
          <Typography.Text type="secondary">#{saved.id}</Typography.Text>
          {/* The panel is a dialog over the page: its heading is a level below the page's h1. */}
          <Typography.Title level={2} id={headingId} ref={headingRef} tabIndex={-1} style={{ margin: 0, flex: 1, minWidth: 0, fontSize: 20 }} ellipsis data-testid="task-panel-title">
            {draft.subject.trim() || saved.title}
          </Typography.Title>
          <span data-testid="task-panel-save-state" aria-live="polite">
            {stateLabel && <Tag color={SAVE_STATE_COLORS[saveState]}>{stateLabel}</Tag>}
          </span>
          {saved.permissions.canShare && !archived && (
            <Tooltip title="Share task">
              <Button icon={<UserAddOutlined />} aria-label="Share task" data-testid="task-share-button" onClick={() => setSharing(true)} />
            </Tooltip>
          )}
          {saved.permissions.canDelete && !archived && (
            <Tooltip title="Delete task">
              <Button danger icon={<DeleteOutlined />} aria-label="Delete task" data-testid="task-delete-button" loading={deleting} onClick={confirmDelete} />
            </Tooltip>
          )}
          <Button type="text" icon={<CloseOutlined />} aria-label="Close" data-testid="task-panel-close" onClick={onClose} />
        </Flex>
        <ShareDialog entity={{ type: 'WorkPackage', id: saved.id, title: saved.title }} open={sharing} onClose={() => setSharing(false)} />
        {conflict && (
          <ConflictNotice
            draft={draft}
            saved={saved}
            server={conflict}
            onReload={() => editor.reload()}
            onKeepMine={() => void editor.keepMine()}
          />
        )}
        {saveState === 'error' && error && (
          <Alert
            type="error"
            showIcon
            data-testid="task-save-error"
            title={`${SAVE_FAILED}: ${error}`}
            action={<Button size="small" onClick={() => void editor.save()}>Retry</Button>}
          />
        )}
        {canCreateTasks && !archived && (
          <AiSubtasks projectId={projectId} parentId={saved.id} types={types.data ?? []} priorities={formPriorities(priorities.data ?? [])} />
        )}
        <Tabs
          defaultActiveKey="details"
          items={[
            {
              key: 'details',
              label: 'Details',
              children: <TaskDetailsForm task={saved} draft={draft} projectId={projectId} onChange={(patch) => editor.change(patch)} />,
            },
            {
              key: 'activities',
              label: 'Activities',
              children: <ActivitiesTab workPackageId={saved.id} projectId={projectId} canComment={saved.permissions.canComment} onCommentAdded={onCommentAdded} />,
            },
            // Unmounted when hidden: it loads when opened and polls only while shown (spec 001 §9).
            { key: 'github', label: 'GitHub', destroyOnHidden: true, children: <TaskGithubTab workPackageId={saved.id} projectId={projectId} canEdit={saved.permissions.canEdit && !archived} /> },
          ]}
        />
      </Flex>
    </TasksReadOnlyContext>
  );
}
