// The Scrum view of a project (spec 002 section 2 'Sprint board'): header with counts, 'Show Stats' and 'Create
// Sprint', the filters, the analytics dashboard when shown, then the sprint columns; the sprint dialogs. A click on a
// task selects it in the URL (?task=<id>), from which the shell shows the tasks area's task panel.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  BarChartOutlined,
  Button,
  Empty,
  errorMessage,
  Flex,
  LazyLoaded,
  PageError,
  PlusOutlined,
  Result,
  Segmented,
  Skeleton,
  Spin,
  Typography,
  useOpenTask,
  useSearchParams,
  type ProjectVersion,
} from '@tessera/shared';
import { useCanManageVersions, useProjectArchived, useProjectVersions } from '../entities/sprint';
import { type SprintTask, useSprintTasks } from '../entities/task';
import { BacklogView } from '../features/backlog';
import { CreateSprintDialog } from '../features/create-sprint';
import { EditSprintDialog } from '../features/edit-sprint';
import { DeleteSprintDialog } from '../features/delete-sprint';
import { useLiveSprintUpdates, useRefetchWhenTaskPanelCloses } from '../features/live-updates';
import {
  ANALYTICS_LOAD_FAILED_HINT,
  ANALYTICS_LOAD_FAILED_MESSAGE,
  BOARD_TITLE,
  boardCounts,
  type BoardFilters,
  BoardToolbar,
  buildSprintBoard,
  CREATE_FIRST_SPRINT_LABEL,
  CREATE_SPRINT_LABEL,
  HIDE_STATS_LABEL,
  LOADING_BOARD_MESSAGE,
  NO_MATCHING_SPRINTS_MESSAGE,
  NO_SPRINTS_HINT,
  NO_SPRINTS_READ_ONLY_HINT,
  NO_SPRINTS_TITLE,
  PROJECT_ARCHIVED_HINT,
  PROJECT_ARCHIVED_NOTE,
  SHOW_STATS_LABEL,
  SprintBoard,
  summarize,
  TASKS_ERROR_TITLE,
  useBoardPrefsStore,
  VERSIONS_ERROR_TITLE,
} from '../features/sprint-board';

const NO_VERSIONS: readonly ProjectVersion[] = [];
const NO_TASKS: readonly SprintTask[] = [];

/** The dashboard (and ApexCharts with it) loads only when the statistics are shown. */
const loadDashboard = () => import('../features/sprint-analytics').then((module) => ({ default: module.SprintAnalyticsDashboard }));

const dashboardLoadFailed = (retry: () => void) => (
  <PageError status="warning" title={ANALYTICS_LOAD_FAILED_MESSAGE} message={ANALYTICS_LOAD_FAILED_HINT} onRetry={retry} />
);

function AnalyticsSection({ projectId, versions }: { projectId: number; versions: readonly ProjectVersion[] }) {
  return (
    <LazyLoaded load={loadDashboard} props={{ projectId, versions }} placeholder={<Skeleton active paragraph={{ rows: 6 }} />} failed={dashboardLoadFailed} />
  );
}

function SprintBoardArea({ projectId }: { projectId: number }) {
  const versionsQuery = useProjectVersions(projectId);
  const tasksQuery = useSprintTasks(projectId);
  useLiveSprintUpdates(projectId);
  useRefetchWhenTaskPanelCloses(projectId);
  const openTask = useOpenTask();
  const { status, sort, showUnassigned, showStats, setPrefs } = useBoardPrefsStore();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ProjectVersion | null>(null);
  const [deleting, setDeleting] = useState<ProjectVersion | null>(null);

  const versions = versionsQuery.data ?? NO_VERSIONS;
  const tasks = tasksQuery.data ?? NO_TASKS;
  const canCreate = useCanManageVersions(projectId, versions);
  const archived = useProjectArchived(projectId);
  const filters: BoardFilters = useMemo(() => ({ search, status, sort, showUnassigned }), [search, status, sort, showUnassigned]);
  const board = useMemo(() => buildSprintBoard(versions, tasks, filters), [versions, tasks, filters]);
  const onEdit = useCallback((version: ProjectVersion) => setEditing(version), []);
  const onDelete = useCallback((version: ProjectVersion) => setDeleting(version), []);
  const workItemsOf = (version: ProjectVersion | null) => summarize(version ? tasks.filter((task) => task.versionId === version.id) : []);

  let content: ReactNode;
  if (versionsQuery.isError) {
    content = <PageError title={VERSIONS_ERROR_TITLE} message={errorMessage(versionsQuery.error)} onRetry={() => void versionsQuery.refetch()} />;
  } else if (tasksQuery.isError) {
    content = <PageError title={TASKS_ERROR_TITLE} message={errorMessage(tasksQuery.error)} onRetry={() => void tasksQuery.refetch()} />;
  } else if (versionsQuery.isPending || tasksQuery.isPending) {
    content = (
      <Flex vertical align="center" gap={12} style={{ padding: 48 }} data-testid="sprint-board-loading">
        <Spin size="large" />
        <Typography.Text type="secondary">{LOADING_BOARD_MESSAGE}</Typography.Text>
      </Flex>
    );
  } else if (versions.length === 0) {
    content = (
      <Result
        icon={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />}
        title={NO_SPRINTS_TITLE}
        subTitle={canCreate ? NO_SPRINTS_HINT : NO_SPRINTS_READ_ONLY_HINT}
        extra={
          canCreate ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {CREATE_FIRST_SPRINT_LABEL}
            </Button>
          ) : undefined
        }
        data-testid="no-sprints"
      />
    );
  } else {
    content = (
      <>
        <BoardToolbar search={search} onSearch={setSearch} />
        {board.shownSprintCount === 0 ? (
          <Typography.Paragraph type="secondary" data-testid="no-matching-sprints">
            {NO_MATCHING_SPRINTS_MESSAGE}{' '}
            <Button type="link" size="small" onClick={() => { setSearch(''); setPrefs({ status: 'all' }); }}>
              Clear filters
            </Button>
          </Typography.Paragraph>
        ) : null}
        <SprintBoard
          projectId={projectId}
          versions={versions}
          tasks={tasks}
          filters={filters}
          onOpenTask={openTask}
          onEdit={onEdit}
          onDelete={onDelete}
          readOnly={archived}
        />
      </>
    );
  }

  const ready = versionsQuery.isSuccess && tasksQuery.isSuccess;
  return (
    <div data-testid="sprint-board-area">
      <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {BOARD_TITLE}
        </Typography.Title>
        {ready ? (
          <Typography.Text type="secondary" data-testid="sprint-board-counts">
            {boardCounts(board.sprintCount, board.shownSprintCount, board.taskCount)}
          </Typography.Text>
        ) : null}
        <span style={{ flex: 1 }} />
        <Button icon={<BarChartOutlined />} onClick={() => setPrefs({ showStats: !showStats })} aria-pressed={showStats}>
          {showStats ? HIDE_STATS_LABEL : SHOW_STATS_LABEL}
        </Button>
        {canCreate && !archived ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="create-sprint-button">
            {CREATE_SPRINT_LABEL}
          </Button>
        ) : null}
      </Flex>
      {archived ? <Alert type="info" showIcon title={PROJECT_ARCHIVED_NOTE} description={PROJECT_ARCHIVED_HINT} style={{ marginBottom: 12 }} data-testid="sprints-archived-note" /> : null}
      {showStats && versionsQuery.isSuccess ? <AnalyticsSection projectId={projectId} versions={versions} /> : null}
      {content}
      <CreateSprintDialog projectId={projectId} open={creating} onClose={() => setCreating(false)} />
      <EditSprintDialog projectId={projectId} version={editing} boardWorkItems={workItemsOf(editing).itemCount} onClose={() => setEditing(null)} />
      <DeleteSprintDialog projectId={projectId} version={deleting} boardSummary={deleting ? workItemsOf(deleting) : null} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** Which Scrum view shows: in the URL (?scrum=backlog; the shell's own ?view= picks the area), so a reload or a shared link keeps it. */
export const SCRUM_VIEW_PARAM = 'scrum';
const SCRUM_VIEWS = [
  { value: 'board', label: 'Board' },
  { value: 'backlog', label: 'Backlog' },
];

/** The root the shell looks for; a new project starts the board afresh (its search, dialogs and queries). */
export default function ProjectSprintsPage({ projectId }: { projectId: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get(SCRUM_VIEW_PARAM) === 'backlog' ? 'backlog' : 'board';
  const show = (next: string) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 'backlog') params.set(SCRUM_VIEW_PARAM, 'backlog');
      else params.delete(SCRUM_VIEW_PARAM);
      return params;
    });
  return (
    <div data-testid="remote-view-mfe_sprints" data-build={process.env.BUILD_LABEL} data-project-id={projectId}>
      <Segmented options={SCRUM_VIEWS} value={view} onChange={(next) => show(String(next))} aria-label="Scrum view" style={{ marginBottom: 12 }} data-testid="scrum-view-switch" />
      {view === 'backlog' ? (
        <>
          <Typography.Title level={2} style={{ margin: '0 0 8px', fontSize: 20 }}>
            Backlog
          </Typography.Title>
          <BacklogView key={projectId} projectId={projectId} />
        </>
      ) : (
        <SprintBoardArea key={projectId} projectId={projectId} />
      )}
    </div>
  );
}
