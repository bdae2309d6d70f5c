// /projects/:projectId (and /projects/:projectId/forums): project header plus a view switcher whose views
// are mounted from the remotes. Spec 000 section 2 'Project detail page'.
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from '@tessera/shared';
import {
  ApiError, DEFAULT_PROJECT_VIEW, ModuleNotEnabled, PROJECT_VIEW_PARAM, PageError, Result, ResultHeading, Segmented, Skeleton,
  isProjectViewKey, loadCurrentUser, parseProjectId, paths, useCurrentUser, type ProjectDetail, type ProjectViewKey,
} from '@tessera/shared';
import { AuthLoading } from '../../auth';
import { useProjectDetail } from '../api/project-detail';
import { preloadRemoteView } from '../../../federation/RemoteView';
import {
  PROJECT_ACTIONS_REMOTE, PROJECT_TASK_PANEL_REMOTE, PROJECT_VIEW_MODULES, PROJECT_VIEW_OPTIONS, PROJECT_VIEW_REMOTES,
  VIEWS_WITH_TASK_PANEL, isViewEnabled, taskPanelWanted,
} from '../model/project-views';
import { ProjectHeader } from './ProjectHeader';
import { ProjectViewSlot } from './ProjectViewSlot';

export const INVALID_PROJECT_TITLE = 'Invalid Project';
export const INVALID_PROJECT_MESSAGE = 'The project address is not valid. Taking you back to the projects list…';
/** How long 'Invalid Project' stays before the redirect to /projects. */
export const INVALID_PROJECT_REDIRECT_MS = 1500;
export const LOAD_ERROR_TITLE = 'Error';
export const LOAD_ERROR_FALLBACK = 'Failed to load project details. Please try again later.';
export const LOGGED_OUT_TITLE = 'Project Details';
export const LOGGED_OUT_MESSAGE = 'Please log in to view project details.';

function InvalidProject() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.projects(), { replace: true }), INVALID_PROJECT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div data-testid="invalid-project">
      <Result status="warning" title={<ResultHeading level={1}>{INVALID_PROJECT_TITLE}</ResultHeading>} subTitle={INVALID_PROJECT_MESSAGE} />
    </div>
  );
}

function LoggedOut() {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <div data-testid="project-logged-out">
      <Result
        status="info"
        title={<ResultHeading level={1}>{LOGGED_OUT_TITLE}</ResultHeading>}
        subTitle={LOGGED_OUT_MESSAGE}
        extra={<Link to={paths.login(here)}>Log in</Link>}
      />
    </div>
  );
}

/** 404 (and other refusals) carry the server's message; anything else gets the spec's fallback. */
function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.isClientError) return error.message;
  return LOAD_ERROR_FALLBACK;
}

function ProjectLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const retryable = !(error instanceof ApiError && error.isClientError);
  return (
    <PageError
      title={LOAD_ERROR_TITLE}
      headingLevel={1}
      message={loadErrorMessage(error)}
      onRetry={retryable ? onRetry : undefined}
      retryLabel="Try again"
      extra={<Link to={paths.projects()}>Back to projects</Link>}
    />
  );
}

function ProjectDetailView({ projectId, forceView }: { projectId: number; forceView?: ProjectViewKey }) {
  const query = useProjectDetail(projectId);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedView = searchParams.get(PROJECT_VIEW_PARAM);
  // The view asked for (?view= or the switcher); null: the project's default, known once the project is.
  const [selectedView, setSelectedView] = useState<ProjectViewKey | null>(() => (isProjectViewKey(requestedView) ? requestedView : null));

  // ?view=<key> selects a view once (state adjusted during render, so the first paint already shows it)...
  if (isProjectViewKey(requestedView) && requestedView !== selectedView) setSelectedView(requestedView);
  // ...and is then removed from the address (replace, so Back skips it).
  useEffect(() => {
    if (requestedView === null) return;
    const next = new URLSearchParams(searchParams);
    next.delete(PROJECT_VIEW_PARAM);
    setSearchParams(next, { replace: true });
  }, [requestedView, searchParams, setSearchParams]);

  // Until the project is known its default is the board's: its code loads while the project does.
  const askedView = forceView ?? selectedView;
  const activeView = askedView ?? DEFAULT_PROJECT_VIEW;
  // The view's code loads while the project does, not after it.
  const panelWanted = VIEWS_WITH_TASK_PANEL.has(activeView) && taskPanelWanted(searchParams);
  useEffect(() => {
    preloadRemoteView(PROJECT_VIEW_REMOTES[activeView]);
    if (panelWanted) preloadRemoteView(PROJECT_TASK_PANEL_REMOTE);
    preloadRemoteView(PROJECT_ACTIONS_REMOTE);
  }, [activeView, panelWanted]);

  const selectView = (view: ProjectViewKey) => {
    // On the /forums path the view is forced by the address, so leave it for the chosen view.
    if (forceView && view !== forceView) {
      navigate(paths.projectView(projectId, view));
      return;
    }
    setSelectedView(view);
  };

  if (query.isPending) {
    return (
      <div data-testid="project-loading" role="status" aria-label="Loading the project">
        <Skeleton active title={false} paragraph={{ rows: 5 }} />
      </div>
    );
  }
  if (query.isError) return <ProjectLoadError error={query.error} onRetry={() => void query.refetch()} />;

  const project: ProjectDetail = query.data;
  // The switcher offers the views of the modules the project has on; the project's default view is the board, or its
  // first switched-on view. A view asked for by address (?view=, /forums) says when its module is off.
  const options = PROJECT_VIEW_OPTIONS.filter(({ key }) => isViewEnabled(key, project));
  const shownView = askedView ?? (isViewEnabled(DEFAULT_PROJECT_VIEW, project) ? DEFAULT_PROJECT_VIEW : (options[0]?.key ?? DEFAULT_PROJECT_VIEW));
  const module = PROJECT_VIEW_MODULES[shownView];
  return (
    <div data-testid="project-detail">
      <ProjectHeader project={project} />
      {/* Wraps onto more lines on narrow screens and at 200% zoom (the layout's CSS), so every view stays in sight. */}
      <div style={{ marginBottom: 16 }}>
        <Segmented<ProjectViewKey>
          className="tessera-view-switcher"
          value={shownView}
          onChange={selectView}
          options={options.map(({ key, label, icon }) => ({ value: key, label, icon }))}
          aria-label="Project view"
          data-testid="view-switcher"
        />
      </div>
      <section data-testid={`view-slot-${shownView}`} aria-label={`${PROJECT_VIEW_OPTIONS.find((option) => option.key === shownView)?.label ?? shownView} view`}>
        {module !== null && !isViewEnabled(shownView, project) ? (
          <ModuleNotEnabled module={module} projectId={project.id} canOpenSettings={project.canUpdate} />
        ) : (
          <ProjectViewSlot view={shownView} project={project} />
        )}
      </section>
    </div>
  );
}

export function ProjectDetailPage({ forceView }: { forceView?: ProjectViewKey }) {
  const { projectId: rawId } = useParams();
  const projectId = parseProjectId(rawId);
  const { status, error } = useCurrentUser();

  if (projectId === null) return <InvalidProject />;
  if (status === 'loading') return <AuthLoading />;
  if (status === 'anonymous' && error) {
    return <PageError title="Could not load your account" headingLevel={1} message={error.message} onRetry={() => void loadCurrentUser()} />;
  }
  if (status === 'anonymous') return <LoggedOut />;
  return <ProjectDetailView key={projectId} projectId={projectId} forceView={forceView} />;
}
