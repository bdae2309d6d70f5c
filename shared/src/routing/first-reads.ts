// What a page reads first, by its browser path. The shell starts these reads as it boots (startEarlyReads), so they
// travel while the page's remote loads; the remote builds its URLs with the same functions, so its first GETs take
// those answers instead of asking again.
import { apiUrl, type ApiRead } from '../api/client';
import type { CurrentUser } from '../auth/current-user';
import { isAdmin } from '../auth/permissions';
import { defaultMyProjects, projectsListPage } from '../domain/project';
import { projectVersionsRead } from '../domain/version';
import { projectWorkPackagesPage, TASK_CARD_SELECT } from '../domain/work-packages';
import { DEFAULT_PROJECT_VIEW, isProjectViewKey, PROJECT_VIEW_PARAM, type ProjectViewKey } from './paths';

/** Comment threads are read a hundred at a time ("Load more" asks for the next page). */
export const DOCUMENT_COMMENT_THREADS_PAGE_SIZE = 100;

/** The document page's reads (mfe-docs). */
export const documentReads = {
  document: (documentId: number) => `/documents/${documentId}`,
  /** `page` counts from 1 (OpenProject's offset). */
  commentThreads: (documentId: number, page: number) =>
    apiUrl(`/documents/${documentId}/comment_threads`, { offset: page, pageSize: DOCUMENT_COMMENT_THREADS_PAGE_SIZE }),
};

/** The project views that show the project's tasks (mfe-tasks: board, list, calendar), all from one read. */
const TASKS_VIEWS: ReadonlySet<ProjectViewKey> = new Set<ProjectViewKey>(['kanban', 'list', 'calendar']);

/** The API's largest page of memberships. */
export const MEMBERSHIPS_PAGE_SIZE = 100;

/** What the tasks views draw their cards with besides the tasks: mfe-tasks makes these same reads. */
export const taskReferenceReads: {
  statuses: ApiRead;
  priorities: ApiRead;
  types: (projectId: number) => ApiRead;
  members: (projectId: number, page: number) => ApiRead;
} = {
  statuses: { path: '/statuses' },
  priorities: { path: '/priorities' },
  types: (projectId: number): ApiRead => ({ path: `/projects/${projectId}/available_types` }),
  /** `page` counts from 1 (OpenProject's offset). */
  members: (projectId: number, page: number): ApiRead => ({ path: `/projects/${projectId}/memberships`, query: { pageSize: MEMBERSHIPS_PAGE_SIZE, offset: page } }),
};

const urlOf = ({ path, query }: ApiRead) => apiUrl(path, query);

/** The tasks views' reads: every task of a project (its first page: most projects have one) and the reference data. */
export const tasksViewReads = {
  firstPage: (projectId: number) => urlOf(projectWorkPackagesPage(projectId, TASK_CARD_SELECT, 1)),
  all: (projectId: number) => [
    tasksViewReads.firstPage(projectId),
    urlOf(taskReferenceReads.statuses),
    urlOf(taskReferenceReads.priorities),
    urlOf(taskReferenceReads.types(projectId)),
    urlOf(taskReferenceReads.members(projectId, 1)),
    urlOf(projectVersionsRead(projectId)),
  ],
};

/** The reads of the page at `pathname` (with `search`) that can start before its code has loaded (none for most pages). */
export function firstReadsOf(pathname: string, search = ''): string[] {
  const document = /^\/docs\/(\d+)\/?$/.exec(pathname);
  if (document) {
    const id = Number(document[1]);
    return [documentReads.document(id), documentReads.commentThreads(id, 1)];
  }
  const project = /^\/projects\/(\d+)\/?$/.exec(pathname);
  if (project) {
    const requested = new URLSearchParams(search).get(PROJECT_VIEW_PARAM);
    const view = isProjectViewKey(requested) ? requested : DEFAULT_PROJECT_VIEW;
    if (TASKS_VIEWS.has(view)) return tasksViewReads.all(Number(project[1]));
  }
  return [];
}

/** The projects list's path ('/' shows it too). */
const PROJECTS_LIST_PATH = /^\/(projects\/?)?$/;

/**
 * The reads of the page at `pathname` that depend on who is signed in, started once the shell knows: the projects
 * list's first page (a member's list starts with their own projects, an admin's with every project).
 */
export function firstReadsOfUser(pathname: string, user: CurrentUser): string[] {
  if (PROJECTS_LIST_PATH.test(pathname)) return [urlOf(projectsListPage(defaultMyProjects(isAdmin(user)), 1))];
  return [];
}
