// Writing projects (PATCH / DELETE /projects/{id}, docs/api.md 'Writing projects') and keeping every cached
// copy of a project in step: the detail page (queryKeys.project) and every cached list (queryKeys.projects).
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  api,
  mapProjectDetail,
  queryKeys,
  type Project,
  type ProjectDetail,
  type ApiRequestBody,
  type ProjectHal,
} from '@tessera/shared';
import { mapListedProject } from './projects-list';

/** Spec 000 section 5: a blank description is sent as this text. */
export const BLANK_DESCRIPTION = 'No description provided';

/** The body of PATCH /projects/{id} as the server's OpenAPI document describes it (the identifier is immutable, so never sent). */
export type ProjectPatch = Omit<ApiRequestBody<'/api/v3/projects/{id}', 'patch'>, 'identifier'>;

/** The description as the API takes it: blank text becomes the spec's placeholder. */
export function descriptionPayload(text: string | undefined | null): { raw: string } {
  const trimmed = (text ?? '').trim();
  return { raw: trimmed === '' ? BLANK_DESCRIPTION : trimmed };
}

/** PATCH /projects/{id}: answers the project as GET /projects/{id} does (with the embedded members). */
export function patchProject(id: number, body: ProjectPatch): Promise<ProjectHal> {
  return api.patch<ProjectHal>(`/projects/${id}`, body);
}

/** DELETE /projects/{id}: the server deletes the sub-projects too. 204 or an empty body is success. */
export function deleteProject(id: number): Promise<void> {
  return api.del(`/projects/${id}`);
}

type CachedProjects = InfiniteData<{ projects: Project[]; total: number }> | Project[] | { projects: Project[] };

function isInfiniteProjects(data: unknown): data is InfiniteData<{ projects: Project[]; total: number }> {
  const pages = (data as InfiniteData<unknown> | undefined)?.pages;
  return Array.isArray(pages) && pages.every((page) => Array.isArray((page as { projects?: unknown })?.projects));
}

function isProjectArray(data: unknown): data is Project[] {
  return Array.isArray(data) && data.every((item) => typeof (item as Project)?.id === 'number' && 'identifier' in (item as object));
}

function isProjectsHolder(data: unknown): data is { projects: Project[] } {
  return typeof data === 'object' && data !== null && Array.isArray((data as { projects?: unknown }).projects);
}

/**
 * Applies `change` to every project list cached under queryKeys.projects(...), whatever its shape
 * (the paged list, a plain array, or an object holding `projects`); other data under that prefix
 * (counts, job states) is left alone. Returns the previous data, for a rollback.
 */
function updateCachedLists(
  queryClient: QueryClient,
  change: (projects: Project[]) => Project[],
): Array<[QueryKey, unknown]> {
  const snapshot: Array<[QueryKey, unknown]> = [];
  for (const [key, data] of queryClient.getQueriesData<CachedProjects>({ queryKey: queryKeys.projects() })) {
    let next: unknown;
    if (isInfiniteProjects(data)) {
      const before = data.pages.reduce((sum, page) => sum + page.projects.length, 0);
      const pages = data.pages.map((page) => ({ ...page, projects: change(page.projects) }));
      const removed = before - pages.reduce((sum, page) => sum + page.projects.length, 0);
      // The server's total shrinks with the list, so the pager does not go looking for missing pages.
      next = { ...data, pages: pages.map((page) => ({ ...page, total: Math.max(0, page.total - removed) })) };
    } else if (isProjectArray(data)) {
      next = change(data);
    } else if (isProjectsHolder(data)) {
      next = { ...data, projects: change(data.projects) };
    } else {
      continue;
    }
    snapshot.push([key, data]);
    queryClient.setQueryData(key, next);
  }
  return snapshot;
}

/** Every project cached in a list, once. */
function cachedListProjects(queryClient: QueryClient): Project[] {
  const byId = new Map<number, Project>();
  const collect = (projects: Project[]) => {
    for (const project of projects) if (!byId.has(project.id)) byId.set(project.id, project);
    return projects;
  };
  for (const [, data] of queryClient.getQueriesData<CachedProjects>({ queryKey: queryKeys.projects() })) {
    if (isInfiniteProjects(data)) data.pages.forEach((page) => collect(page.projects));
    else if (isProjectArray(data)) collect(data);
    else if (isProjectsHolder(data)) collect(data.projects);
  }
  return [...byId.values()];
}

/** `rootId` and the ids of all projects below it, as far as `projects` tell. */
export function descendantIds(projects: readonly Pick<Project, 'id' | 'parentId'>[], rootId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const project of projects) {
    if (project.parentId === null) continue;
    children.set(project.parentId, [...(children.get(project.parentId) ?? []), project.id]);
  }
  const ids = new Set<number>([rootId]);
  const queue = [rootId];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      if (!ids.has(child)) {
        ids.add(child);
        queue.push(child);
      }
    }
  }
  return ids;
}

/**
 * Removes a project and its sub-projects from every cached list at once (the server deletes them all).
 * Returns a function that puts the lists back as they were.
 */
export function removeProjectFromCachedLists(queryClient: QueryClient, id: number): () => void {
  const gone = descendantIds(cachedListProjects(queryClient), id);
  const snapshot = updateCachedLists(queryClient, (projects) => projects.filter((project) => !gone.has(project.id)));
  return () => {
    for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
  };
}

/** After a successful write: the server's answer replaces the cached copies, then lists refresh in the background. */
export function storeUpdatedProject(queryClient: QueryClient, hal: ProjectHal): ProjectDetail {
  const detail = mapProjectDetail(hal);
  const listed = mapListedProject(hal);
  queryClient.setQueryData(queryKeys.project(detail.id), detail);
  updateCachedLists(queryClient, (projects) => projects.map((project) => (project.id === listed.id ? listed : project)));
  void queryClient.invalidateQueries({ queryKey: queryKeys.projects() });
  // Read again: a read of the project that left before the change (a live update's refetch) would answer it as it
  // was, after the answer above, and put the old name or status back in the header; the new read replaces it.
  void queryClient.invalidateQueries({ queryKey: queryKeys.project(detail.id) });
  return detail;
}
