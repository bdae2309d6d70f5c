// The list view: the project's tasks in a sortable table, 50 per page (spec 001 section 9), with the same filters.
import { useMemo, type CSSProperties, type HTMLAttributes, type MouseEvent } from 'react';
import { formatDate, Table, TASK_SEARCH_PARAM, Typography, useSearchParams, type TableColumnsType } from '@tessera/shared';
import { ColorChip, isOverdue, MiniAvatar, priorityWeight, type Task, type TaskLookups } from '../../../entities/task';

export const TASKS_PAGE_SIZE = 50;

const NO_CHIP_COLOR = '#595959';
const overdueStyle: CSSProperties = { color: '#b42318', fontWeight: 600 };

/** Empty values sort last in both directions, as the API sorts them. */
function compareNullable<T>(a: T | null, b: T | null, compare: (x: T, y: T) => number): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return compare(a, b);
}

export interface TaskListProps {
  tasks: readonly Task[];
  lookups: TaskLookups;
  emptyText: string;
  onOpenTask: (taskId: number) => void;
}

/** The page's URL with the task selected: a real link (focusable, opens in a new tab too) to what a click opens. */
function taskHref(search: URLSearchParams, taskId: number): string {
  const next = new URLSearchParams(search);
  next.set(TASK_SEARCH_PARAM, String(taskId));
  return `?${next.toString()}`;
}

export function TaskList({ tasks, lookups, emptyText, onOpenTask }: TaskListProps) {
  const [search] = useSearchParams();
  const columns = useMemo<TableColumnsType<Task>>(
    () => [
      {
        title: 'Title',
        dataIndex: 'title',
        key: 'title',
        sorter: (a, b) => a.title.localeCompare(b.title),
        render: (title: string, task) => (
          <Typography.Link
            href={taskHref(search, task.id)}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              // A plain click opens the panel in place; with a modifier the browser opens the link as usual.
              if (event.ctrlKey || event.metaKey || event.shiftKey) return;
              event.preventDefault();
              onOpenTask(task.id);
            }}
            data-testid={`task-row-title-${task.id}`}
          >
            {title}
          </Typography.Link>
        ),
      },
      {
        title: 'Type',
        dataIndex: 'type',
        key: 'type',
        sorter: (a, b) => a.type.localeCompare(b.type),
        render: (type: string, task) => (type ? <ColorChip color={lookups.typeColors.get(task.typeId) ?? NO_CHIP_COLOR}>{type}</ColorChip> : null),
      },
      {
        title: 'Status',
        dataIndex: 'status',
        key: 'status',
        sorter: (a, b) => a.status.localeCompare(b.status),
        render: (status: string, task) => <ColorChip color={task.statusColor || NO_CHIP_COLOR}>{status}</ColorChip>,
      },
      {
        title: 'Priority',
        dataIndex: 'priority',
        key: 'priority',
        sorter: (a, b) => priorityWeight(a.priority) - priorityWeight(b.priority),
        render: (priority: string, task) => (priority ? <ColorChip color={lookups.priorityColors.get(task.priorityId) ?? NO_CHIP_COLOR}>{priority}</ColorChip> : null),
      },
      {
        title: 'Assignee',
        key: 'assignee',
        sorter: (a, b) => compareNullable(a.assignees[0]?.name ?? null, b.assignees[0]?.name ?? null, (x, y) => x.localeCompare(y)),
        render: (_: unknown, task) =>
          task.assignees.length === 0 ? (
            <Typography.Text type="secondary">Unassigned</Typography.Text>
          ) : (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <MiniAvatar name={task.assignees[0].name} src={task.assignees[0].avatar ?? lookups.avatars.get(task.assignees[0].id) ?? null} decorative />
              {task.assignees.map((assignee) => assignee.name).join(', ')}
            </span>
          ),
      },
      {
        title: 'Due date',
        dataIndex: 'dueDate',
        key: 'dueDate',
        sorter: (a, b) => compareNullable(a.dueDate, b.dueDate, (x, y) => x.localeCompare(y)),
        render: (dueDate: string | null, task) =>
          dueDate ? (
            <span style={isOverdue(task, lookups.today) ? overdueStyle : undefined} data-overdue={isOverdue(task, lookups.today) || undefined}>
              {formatDate(dueDate)}
            </span>
          ) : null,
      },
      {
        title: 'Story points',
        dataIndex: 'storyPoints',
        key: 'storyPoints',
        align: 'right',
        sorter: (a, b) => compareNullable(a.storyPoints, b.storyPoints, (x, y) => x - y),
      },
      {
        title: 'Comments',
        dataIndex: 'commentCount',
        key: 'commentCount',
        align: 'right',
        sorter: (a, b) => a.commentCount - b.commentCount,
      },
    ],
    [lookups, onOpenTask, search],
  );

  return (
    <div data-testid="tasks-list">
      <Table<Task>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={tasks as Task[]}
        pagination={{ pageSize: TASKS_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true, showTotal: (total) => `${total} tasks` }}
        locale={{ emptyText }}
        onRow={(task) => ({ 'data-testid': `task-row-${task.id}` }) as HTMLAttributes<HTMLElement>}
      />
    </div>
  );
}
