// The task detail panel: a large right-side drawer for the task selected in the URL (?task=12), on every
// tasks view. A task that cannot be found within 10 s is cleared from the URL and the panel says so.
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, Button, Drawer, Empty, Flex, LazyLoaded, preloadLazy, Result, Skeleton, errorMessage } from '@tessera/shared';
import { cachedTask, fetchTask, keepNewerTask, type Task, taskKeys } from '../../../entities/task';
import { NO_TASK_SELECTED, PANEL_LOAD_FAILED, SELECTED_TASK_TIMEOUT_MS, TASK_LOAD_FAILED, taskNotFoundText } from '../model/panel-constants';
import { useSelectedTask } from '../model/use-selected-task';

// The editor (details, activities, time, GitHub, AI) loads when a task is first opened, beside the task's own read:
// the board, list and calendar do not download it before.
const loadEditorView = () => import('./TaskEditorView').then((module) => ({ default: module.TaskEditorView }));

export interface TaskPanelProps {
  projectId: number;
}

function NotFound({ taskId, onClose }: { taskId: number | null; onClose: () => void }) {
  return (
    <Empty
      data-testid="task-panel-not-found"
      description={
        <>
          <div>{NO_TASK_SELECTED}</div>
          {taskId !== null && Number.isFinite(taskId) && <div>{taskNotFoundText(taskId)}</div>}
        </>
      }
    >
      <Button onClick={onClose}>Close</Button>
    </Empty>
  );
}

interface LoaderProps {
  taskId: number;
  projectId: number;
  onClose: () => void;
  onMissing: () => void;
  headingId: string;
}

const PANEL_LOADING = (
  <div data-testid="task-panel-loading">
    <Skeleton active paragraph={{ rows: 8 }} />
  </div>
);

function LazyEditorView(props: { task: Task; projectId: number; onClose: () => void; headingId: string }) {
  const failed = (retry: () => void) => (
    <Result
      status="error"
      title={PANEL_LOAD_FAILED}
      extra={[
        <Button key="retry" type="primary" onClick={retry}>Retry</Button>,
        <Button key="close" onClick={props.onClose}>Close</Button>,
      ]}
    />
  );
  return <LazyLoaded load={loadEditorView} props={props} placeholder={PANEL_LOADING} failed={failed} />;
}

/** Loads the selected task; shows it once found in this project. */
function TaskLoader({ taskId, projectId, onClose, onMissing, headingId }: LoaderProps) {
  const queryClient = useQueryClient();
  // The editor's code loads while the task is read, not after.
  useEffect(() => preloadLazy(loadEditorView), []);
  const query = useQuery<Task>({
    queryKey: taskKeys.detail(taskId),
    queryFn: ({ signal }) => fetchTask(queryClient, taskId, signal),
    structuralSharing: keepNewerTask,
    // The board's copy shows at once when it is a full one (the panel's own read brings the latest lockVersion); a
    // card read with the board's lean select lacks fields the panel edits, so the panel waits for its own read.
    placeholderData: () => {
      const cached = cachedTask(queryClient, projectId, taskId);
      return cached?.partial ? undefined : cached;
    },
  });
  const task = query.data;
  const gone = (query.error instanceof ApiError && query.error.status === 404) || (task !== undefined && task.projectId !== projectId);
  const hasTask = task !== undefined && !gone;
  const failed = query.isError && !gone && !hasTask;
  const reportMissing = useEffectEvent(onMissing);

  useEffect(() => {
    if (gone) reportMissing();
  }, [gone]);

  // Spec 001 section 2: a selection that is still not found after 10 s is cleared. (A load that failed for
  // another reason than 'not found' says so and offers a retry instead.)
  useEffect(() => {
    if (hasTask || failed) return undefined;
    const timer = setTimeout(() => reportMissing(), SELECTED_TASK_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [hasTask, failed]);

  if (hasTask) return <LazyEditorView task={task} projectId={projectId} onClose={onClose} headingId={headingId} />;
  if (failed) {
    return (
      <Result
        status="error"
        title={TASK_LOAD_FAILED}
        subTitle={errorMessage(query.error)}
        extra={[
          <Button key="retry" type="primary" onClick={() => void query.refetch()}>Retry</Button>,
          <Button key="close" onClick={onClose}>Close</Button>,
        ]}
      />
    );
  }
  return PANEL_LOADING;
}

export function TaskPanel({ projectId }: TaskPanelProps) {
  const { taskId, clearSelection } = useSelectedTask();
  // The id that could not be found: the URL no longer names it, the panel still says what happened.
  const [missingId, setMissingId] = useState<number | null>(null);
  const headingId = useId();
  const validId = taskId !== null && Number.isFinite(taskId) ? taskId : null;
  const open = taskId !== null || missingId !== null;

  const close = () => {
    setMissingId(null);
    if (taskId !== null) clearSelection();
  };
  const onMissing = () => {
    setMissingId(taskId);
    clearSelection(true);
  };

  // An id that is not a number (?task=abc) can never be found: the not-found state shows at once.
  let content = null;
  if (validId !== null) {
    content = <TaskLoader key={validId} taskId={validId} projectId={projectId} onClose={close} onMissing={onMissing} headingId={headingId} />;
  } else if (open) {
    content = <NotFound taskId={missingId} onClose={close} />;
  }

  return (
    // A dialog named by the task's heading once loaded ('Task' until then); antd moves the focus in, keeps it there and
    // gives it back to the card or link that opened it.
    <Drawer
      open={open}
      onClose={close}
      placement="right"
      size="large"
      closable={false}
      destroyOnHidden
      aria-label="Task"
      aria-labelledby={validId !== null ? headingId : undefined}
    >
      {content && (
        <Flex vertical data-testid="task-panel" style={{ minHeight: '100%' }}>
          {content}
        </Flex>
      )}
    </Drawer>
  );
}
