// The project page's view switcher: which views exist, how they are labelled, and which remote renders each.
import type { ReactNode } from 'react';
import {
  AppstoreOutlined, BarsOutlined, CalendarOutlined, CommentOutlined, DollarOutlined, FileTextOutlined, GithubOutlined,
  ThunderboltOutlined, type ProjectViewKey,
} from '@tessera/shared';
import type { RemoteViewId } from '../../../federation/RemoteView';

export interface ProjectViewOption {
  key: ProjectViewKey;
  label: string;
  icon: ReactNode;
}

/** In switcher order (spec: kanban (Board), list, calendar, scrum, finance, github, documents, forums). */
export const PROJECT_VIEW_OPTIONS: ProjectViewOption[] = [
  { key: 'kanban', label: 'Board', icon: <AppstoreOutlined /> },
  { key: 'list', label: 'List', icon: <BarsOutlined /> },
  { key: 'calendar', label: 'Calendar', icon: <CalendarOutlined /> },
  { key: 'scrum', label: 'Scrum', icon: <ThunderboltOutlined /> },
  { key: 'finance', label: 'Finance', icon: <DollarOutlined /> },
  { key: 'github', label: 'GitHub', icon: <GithubOutlined /> },
  { key: 'documents', label: 'Documents', icon: <FileTextOutlined /> },
  { key: 'forums', label: 'Forums', icon: <CommentOutlined /> },
];

/** The remote view that renders each project view. */
export const PROJECT_VIEW_REMOTES: Record<ProjectViewKey, RemoteViewId> = {
  kanban: 'mfe_tasks/ProjectTasksView',
  list: 'mfe_tasks/ProjectTasksView',
  calendar: 'mfe_tasks/ProjectTasksView',
  scrum: 'mfe_sprints/ProjectSprintsView',
  finance: 'mfe_insights/ProjectFinanceView',
  github: 'mfe_insights/ProjectGithubView',
  documents: 'mfe_docs/ProjectDocumentsView',
  forums: 'mfe_forums/ProjectForumsView',
};

/**
 * The task panel for views of other remotes: the sprint board opens tasks with ?task=<id> (useOpenTask), and
 * mfe_tasks shows them in the same panel as on its own views.
 */
export const PROJECT_TASK_PANEL_REMOTE: RemoteViewId = 'mfe_tasks/ProjectTaskPanel';
/** Views that mount the task panel beside their own remote. */
export const VIEWS_WITH_TASK_PANEL: ReadonlySet<ProjectViewKey> = new Set<ProjectViewKey>(['scrum']);
/** The panel slot's fallback: one quiet line, the view beside it stays usable. */
export const TASK_PANEL_UNAVAILABLE = 'Task details are temporarily unavailable';

/** Shown in the project header on every view. */
export const PROJECT_ACTIONS_REMOTE: RemoteViewId = 'mfe_projects/ProjectActions';
