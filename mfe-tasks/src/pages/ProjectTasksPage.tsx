// The tasks area of a project (spec 001 section 2): toolbar (create, 'My tasks only', filters), the four summary
// cards, then the board, the list or the calendar. A click on a task selects it in the URL (?task=<id>), which
// the task panel reads.
import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  errorMessage,
  Flex,
  PageError,
  PlusOutlined,
  Result,
  Skeleton,
  Typography,
  useCurrentUser,
} from '@tessera/shared';
import type { ProjectTasksViewProps, TaskViewMode } from '../exposed/contract';
import { buildTaskLookups, InvalidTasksDataError, type Task, useAssignees, usePriorities, useProjectTasks, useProjectTypes, useStatuses } from '../entities/task';
import { preloadOnIntent, useOpenTask } from '@tessera/shared';
import { TaskSummaryCards } from '../features/summary';
import { hasActiveFilters, taskFilterPredicate } from '../features/filters';
import { useTaskFilters } from '../features/filters';
import { MyTasksToggle } from '../features/filters';
import { TaskFilterPopover } from '../features/filters';
import { COLUMNS_LOAD_FAILED_MESSAGE, preloadTaskBoard, TaskBoard } from '../features/board';
import { TaskList } from '../features/list';
import { TaskCalendar } from '../features/calendar';
import { CREATE_TASK_TITLE, CreateTaskDialog, preloadCreateTaskDialog } from '../features/create-task';
import { TaskPanel } from '../features/task-panel';
import { useLiveTaskUpdates } from '../features/live-updates';
import { ArchivedNote, TasksReadOnlyContext, useProjectAccess } from '../features/project-access';

// The switcher labels the shell shows for each mode, so the view names the same thing the user picked.
export const TASK_VIEW_MODE_LABELS: Record<TaskViewMode, string> = { kanban: 'Board', list: 'List', calendar: 'Calendar' };
export const NO_TASKS_MESSAGE = 'No tasks found. Create a new task to get started.';
export const NO_MATCHING_TASKS_MESSAGE = 'No tasks match the current filters.';

const NO_TASKS: readonly Task[] = [];

function TasksArea({ projectId, mode }: ProjectTasksViewProps) {
  const tasksQuery = useProjectTasks(projectId);
  // Other people's changes reach the board, list, calendar and the open panel without a reload.
  useLiveTaskUpdates(projectId);
  const statuses = useStatuses();
  const priorities = usePriorities();
  const types = useProjectTypes(projectId);
  const members = useAssignees(projectId);
  const { user } = useCurrentUser();
  const { filters } = useTaskFilters(projectId);
  const access = useProjectAccess(projectId);
  const openTask = useOpenTask();
  const [creating, setCreating] = useState(false);
  // The board's code loads while the tasks do (the list and the calendar never need it).
  useEffect(() => {
    if (mode === 'kanban') preloadTaskBoard();
  }, [mode]);

  const tasks = tasksQuery.data ?? NO_TASKS;
  const userId = user?.id ?? null;
  const isShown = useMemo(() => taskFilterPredicate(filters, userId), [filters, userId]);
  const filtered = hasActiveFilters(filters);
  const shownTasks = useMemo(() => (filtered ? tasks.filter(isShown) : tasks), [filtered, tasks, isShown]);
  const lookups = useMemo(
    () => buildTaskLookups(types.data ?? [], priorities.data ?? [], members.data ?? []),
    [types.data, priorities.data, members.data],
  );
  const emptyText = tasks.length === 0 ? NO_TASKS_MESSAGE : NO_MATCHING_TASKS_MESSAGE;

  let content;
  if (tasksQuery.isPending) {
    content = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (tasksQuery.isError) {
    content =
      tasksQuery.error instanceof InvalidTasksDataError ? (
        <Result status="error" title={tasksQuery.error.message} />
      ) : (
        <PageError title="Failed to load tasks" message={errorMessage(tasksQuery.error)} onRetry={() => void tasksQuery.refetch()} />
      );
  } else if (mode === 'kanban') {
    if (statuses.isError) {
      content = <Result status="error" title={COLUMNS_LOAD_FAILED_MESSAGE} data-testid="board-columns-error" />;
    } else if (!statuses.data) {
      content = <Skeleton active paragraph={{ rows: 8 }} />;
    } else {
      content = (
        <>
          {shownTasks.length === 0 ? (
            <Typography.Paragraph type="secondary" data-testid="tasks-empty">
              {emptyText}
            </Typography.Paragraph>
          ) : null}
          <TaskBoard
            projectId={projectId}
            statuses={statuses.data}
            tasks={tasks}
            isShown={isShown}
            lookups={lookups}
            onOpenTask={openTask}
          />
        </>
      );
    }
  } else if (mode === 'list') {
    content = <TaskList tasks={shownTasks} lookups={lookups} emptyText={emptyText} onOpenTask={openTask} />;
  } else {
    content = <TaskCalendar tasks={shownTasks} today={lookups.today} onOpenTask={openTask} />;
  }

  return (
    <TasksReadOnlyContext value={access.archived}>
      <div data-testid="tasks-view">
        {access.archived && <div style={{ marginBottom: 12 }}><ArchivedNote /></div>}
        <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
          {/* Offered only when the server offers it (add_work_packages on an active project). */}
          {access.canCreateTasks && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              {...preloadOnIntent(preloadCreateTaskDialog)}
              data-testid="create-task-button"
            >
              {CREATE_TASK_TITLE}
            </Button>
          )}
          <span style={{ flex: 1 }} />
          <MyTasksToggle projectId={projectId} disabled={!user} />
          <TaskFilterPopover
            projectId={projectId}
            tasks={tasks}
            shownCount={shownTasks.length}
            members={members.data ?? []}
            priorities={priorities.data ?? []}
          />
        </Flex>
        <div style={{ marginBottom: 16 }}>
          <TaskSummaryCards tasks={tasksQuery.data ? shownTasks : undefined} today={lookups.today} />
        </div>
        {content}
        <CreateTaskDialog projectId={projectId} open={creating && access.canCreateTasks} onClose={() => setCreating(false)} tasks={tasks} />
        <TaskPanel projectId={projectId} />
      </div>
    </TasksReadOnlyContext>
  );
}

export default function ProjectTasksView({ projectId, mode }: ProjectTasksViewProps) {
  return (
    <div data-testid="remote-view-mfe_tasks" data-build={process.env.BUILD_LABEL} data-project-id={projectId} data-mode={mode}>
      <TasksArea projectId={projectId} mode={mode} />
    </div>
  );
}
