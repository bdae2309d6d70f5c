// The projects list screen (spec 000 section 2): header, counters, search, filters, tabs, grid or list.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from '@tessera/shared';
import {
  Alert,
  AppstoreOutlined,
  BarsOutlined,
  Button,
  Flex,
  PageError,
  Progress,
  ReloadOutlined,
  Segmented,
  Skeleton,
  Tabs,
  Tooltip,
  Typography,
  errorMessage,
  isAdmin,
  loadCurrentUser,
  paths,
  useCurrentUser,
  useDebouncedValue,
} from '@tessera/shared';
import type { CurrentUser, Project } from '@tessera/shared';
import { creationRights, useCreationDialogsStore, useProjectsList } from '../entities/project';
import { CreateProjectButtons } from '../features/create';
import { ProjectCreationHost } from './ProjectCreationHost';
import {
  applyProjectFilters,
  countActiveFilters,
  effectiveMyProjects,
  ProjectFiltersPanel,
  sortProjects,
  useProjectFiltersStore,
} from '../features/filters';
import {
  ProjectSearchBox,
  SEARCH_DEBOUNCE_MS,
  searchProjects,
  useRecentSearchesStore,
} from '../features/search';
import {
  clampPage,
  countProjects,
  GRID_PAGE_SIZE,
  LIST_PAGE_SIZE,
  LOAD_FAILED_TITLE,
  PAGE_SUBTITLE,
  PAGE_TITLE,
  parentOptionsOf,
  ProjectCounters,
  ProjectGrid,
  ProjectsEmptyState,
  projectsInTab,
  type ProjectsTab,
  type ProjectsViewMode,
  ProjectTable,
  SIGNED_OUT_TEXT,
  SIGNED_OUT_TITLE,
  useViewModeStore,
} from '../features/list';

export function ProjectsListPage() {
  const { user, status, error } = useCurrentUser();
  if (status === 'loading') return <Skeleton active paragraph={{ rows: 8 }} />;
  if (status === 'anonymous' && error) {
    return <PageError title="Could not load your account" message={error.message} onRetry={() => void loadCurrentUser()} />;
  }
  if (!user) {
    return (
      <div data-testid="projects-signed-out" style={{ textAlign: 'center', padding: '64px 16px' }}>
        <Typography.Title level={1} style={{ fontSize: 30 }}>
          {SIGNED_OUT_TITLE}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{SIGNED_OUT_TEXT}</Typography.Paragraph>
      </div>
    );
  }
  return <ProjectsDashboard user={user} />;
}

function ProjectsDashboard({ user }: { user: CurrentUser }) {
  const admin = isAdmin(user);
  const navigate = useNavigate();
  const filters = useProjectFiltersStore((state) => state.filters);
  const dispatchFilters = useProjectFiltersStore((state) => state.dispatch);
  const viewMode = useViewModeStore((state) => state.viewMode);
  const setViewMode = useViewModeStore((state) => state.setViewMode);
  const addRecentSearch = useRecentSearchesStore((state) => state.addSearch);
  const openCreateDialog = useCreationDialogsStore((state) => state.openCreate);

  const [searchInput, setSearchInput] = useState('');
  const debouncedSearch = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  // Clearing the box shows everything at once; only typing waits for the debounce.
  const searchQuery = searchInput.trim() === '' ? '' : debouncedSearch;
  const [tab, setTab] = useState<ProjectsTab>('active');

  const myProjects = effectiveMyProjects(filters, admin);
  const { projects, loaded, total, isLoadingMore, query } = useProjectsList({ myProjects });

  const counts = useMemo(() => countProjects(projects), [projects]);
  const rights = useMemo(() => creationRights(user, projects), [user, projects]);
  // `?create=1` (the admin dashboard's 'Create a project' quick action) opens the create dialog once, for those who may.
  const [searchParams, setSearchParams] = useSearchParams();
  const createRequested = searchParams.get('create') === '1';
  useEffect(() => {
    if (!createRequested || !rights.canCreate) return;
    openCreateDialog('new');
    const next = new URLSearchParams(searchParams);
    next.delete('create');
    setSearchParams(next, { replace: true });
  }, [createRequested, rights.canCreate, openCreateDialog, searchParams, setSearchParams]);
  const parents = useMemo(() => parentOptionsOf(projects), [projects]);
  const search = useMemo(() => {
    const filtered = applyProjectFilters(projects, filters, new Date());
    return searchProjects(sortProjects(filtered, filters.sortField, filters.sortOrder), searchQuery);
  }, [projects, filters, searchQuery]);
  const tabProjects = useMemo(
    () => ({ active: projectsInTab(search.projects, 'active'), archived: projectsInTab(search.projects, 'archived') }),
    [search.projects],
  );
  const highlight = useMemo(
    () => search.terms.filter((term) => !term.negated && (term.field === null || term.field === 'name')).map((term) => term.value),
    [search.terms],
  );
  const activeFilterCount = countActiveFilters(filters, admin);

  // Back to page 1 whenever what is listed changes.
  const criteriaKey = JSON.stringify([searchQuery, filters, tab, viewMode, myProjects]);
  const [pageState, setPageState] = useState({ key: criteriaKey, page: 1 });
  const shown = tabProjects[tab];
  const pageSize = viewMode === 'grid' ? GRID_PAGE_SIZE : LIST_PAGE_SIZE;
  const page = clampPage(pageState.key === criteriaKey ? pageState.page : 1, shown.length, pageSize);
  const onPageChange = useCallback((next: number) => setPageState({ key: criteriaKey, page: next }), [criteriaKey]);

  const openProject = useCallback(
    (project: Project) => {
      if (searchQuery.trim()) addRecentSearch(searchQuery);
      navigate(paths.project(project.id));
    },
    [addRecentSearch, navigate, searchQuery],
  );

  const header = (
    <Flex justify="space-between" align="flex-start" wrap gap={16}>
      <div>
        {/* The shell titles no whole-page route of a remote: this page gives the h1 (sized as an h2 was). */}
        <Typography.Title level={1} style={{ marginBottom: 0, fontSize: 30 }}>
          {PAGE_TITLE}
        </Typography.Title>
        <Typography.Text type="secondary">{PAGE_SUBTITLE}</Typography.Text>
      </div>
      <Flex gap={8} wrap>
        <Tooltip title="Refresh">
          <Button
            icon={<ReloadOutlined />}
            aria-label="Refresh projects"
            data-testid="projects-refresh"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            Refresh
          </Button>
        </Tooltip>
        <CreateProjectButtons rights={rights} />
      </Flex>
    </Flex>
  );

  let content;
  if (query.isPending) {
    content = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (query.isError && !query.data) {
    content = <PageError title={LOAD_FAILED_TITLE} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  } else {
    const emptyState = (tabKey: ProjectsTab) => (
      <ProjectsEmptyState
        tab={tabKey}
        isSearching={search.isSearching}
        hasActiveFilters={activeFilterCount > 0}
        onClearSearch={() => setSearchInput('')}
        onClearFilters={() => dispatchFilters({ type: 'clear' })}
        onCreate={rights.canCreate ? () => openCreateDialog('new') : undefined}
      />
    );
    const listOf = (tabKey: ProjectsTab) => {
      if (tabKey !== tab) return null;
      if (shown.length === 0) return emptyState(tabKey);
      const props = { projects: shown, page, onPageChange, highlight, onOpen: openProject };
      return viewMode === 'grid' ? <ProjectGrid {...props} /> : <ProjectTable {...props} />;
    };
    content = (
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as ProjectsTab)}
        items={[
          {
            key: 'active',
            label: <span data-testid="projects-tab-active">Active ({tabProjects.active.length})</span>,
            children: listOf('active'),
          },
          {
            key: 'archived',
            label: <span data-testid="projects-tab-archived">Archived ({tabProjects.archived.length})</span>,
            children: listOf('archived'),
          },
        ]}
      />
    );
  }

  const refetchFailed = query.isRefetchError && query.data;
  const nextPageFailed = query.isFetchNextPageError;

  return (
    <Flex vertical gap={16} style={{ padding: 24 }} data-testid="projects-page">
      {header}
      <ProjectCounters counts={counts} loading={query.isPending} />
      {isLoadingMore ? (
        <div data-testid="projects-load-progress">
          <Typography.Text type="secondary">
            Loaded {loaded} of {total} projects
          </Typography.Text>
          <Progress
            aria-label="Projects loaded"
            percent={total > 0 ? Math.round((loaded / total) * 100) : 0}
            size="small"
            showInfo={false}
          />
        </div>
      ) : null}
      {nextPageFailed ? (
        <Alert
          type="error"
          showIcon
          message={`Loaded ${loaded} of ${total} projects. ${errorMessage(query.error)}`}
          action={
            <Button size="small" onClick={() => void query.fetchNextPage()}>
              Retry
            </Button>
          }
        />
      ) : refetchFailed ? (
        <Alert
          type="warning"
          showIcon
          message={`Could not refresh the projects: ${errorMessage(query.error)}`}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        />
      ) : null}
      <Flex gap={12} align="center" wrap>
        <div style={{ flex: '1 1 320px' }}>
          <ProjectSearchBox value={searchInput} onChange={setSearchInput} projects={projects} />
        </div>
        <Segmented<ProjectsViewMode>
          data-testid="view-mode-toggle"
          value={viewMode}
          onChange={setViewMode}
          options={[
            { value: 'grid', icon: <AppstoreOutlined />, label: 'Grid' },
            { value: 'list', icon: <BarsOutlined />, label: 'List' },
          ]}
        />
      </Flex>
      <ProjectFiltersPanel isAdmin={admin} parents={parents} />
      {content}
      <ProjectCreationHost rights={rights} />
    </Flex>
  );
}
