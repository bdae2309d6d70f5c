// Loading the projects list: every project the caller may see, page after page (spec 000 sections 7 and 9).
import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import {
  api,
  elementsOf,
  hasAction,
  isClientError,
  mapProject,
  projectsListPage,
  queryKeys,
  takeAnsweredEarlyRead,
  type Project,
  type ProjectCollectionHal,
  type ProjectHal,
} from '@tessera/shared';

export const PROJECTS_STALE_TIME_MS = 120_000;
export const PROJECTS_REFETCH_INTERVAL_MS = 300_000;
/** Failed loads are retried 3 times (never for 4xx answers: the same request fails the same way). */
export const PROJECTS_RETRY_COUNT = 3;

/** A project of the list, with whether the caller may create a sub-project in it (its createSubproject link). */
export interface ListedProject extends Project {
  canCreateSubproject: boolean;
}

export function mapListedProject(hal: ProjectHal): ListedProject {
  return { ...mapProject(hal), canCreateSubproject: hasAction(hal, 'createSubproject') };
}

export interface ProjectsPage {
  projects: ListedProject[];
  /** All projects matching the query, on every page. */
  total: number;
  /** 1-based page number. */
  offset: number;
}

export interface ProjectsListOptions {
  myProjects: boolean;
  enabled?: boolean;
}

export function projectsListQueryKey(myProjects: boolean) {
  return queryKeys.projects({ list: 'all-pages', scope: myProjects ? 'mine' : 'all' });
}

// The request is @tessera/shared's projectsListPage, which the shell also starts as the page boots (an early read).
export async function fetchProjectsPage(myProjects: boolean, offset: number, signal?: AbortSignal): Promise<ProjectsPage> {
  const { path, query } = projectsListPage(myProjects, offset);
  return projectsPageOf(await api.get<ProjectCollectionHal>(path, { query, signal }), offset);
}

function projectsPageOf(collection: ProjectCollectionHal, offset: number): ProjectsPage {
  const projects = elementsOf(collection).map(mapListedProject);
  return { projects, total: typeof collection.total === 'number' ? collection.total : projects.length, offset };
}

/**
 * The first page as the shell's early read already has it, else undefined: the page's first render then shows the
 * projects. It counts as read now (it is seconds old at most, well within PROJECTS_STALE_TIME_MS).
 */
function answeredFirstPage(myProjects: boolean): InfiniteData<ProjectsPage, number> | undefined {
  const collection = takeAnsweredEarlyRead<ProjectCollectionHal>(projectsListPage(myProjects, 1));
  return collection && { pages: [projectsPageOf(collection, 1)], pageParams: [1] };
}

/** The page after the last one, while fewer projects than the server's total are loaded. */
export function nextProjectsOffset(lastPage: ProjectsPage, pages: readonly ProjectsPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.projects.length, 0);
  // An empty page means the list shrank while loading: stop rather than ask forever.
  if (lastPage.projects.length === 0 || loaded >= lastPage.total) return undefined;
  return lastPage.offset + 1;
}

export function shouldRetryProjectsLoad(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < PROJECTS_RETRY_COUNT;
}

/** Pages may overlap when projects change between requests; the first (newest) copy wins. */
export function mergeProjectPages(data: InfiniteData<ProjectsPage> | undefined): ListedProject[] {
  if (!data) return [];
  const seen = new Set<number>();
  const projects: ListedProject[] = [];
  for (const page of data.pages) {
    for (const project of page.projects) {
      if (seen.has(project.id)) continue;
      seen.add(project.id);
      projects.push(project);
    }
  }
  return projects;
}

/**
 * Every project the caller may see (or only theirs), loading further pages automatically until all are in.
 * `loaded` and `total` drive the 'Loaded N of M projects' progress.
 */
export function useProjectsList({ myProjects, enabled = true }: ProjectsListOptions) {
  const query = useInfiniteQuery({
    queryKey: projectsListQueryKey(myProjects),
    queryFn: ({ pageParam, signal }) => fetchProjectsPage(myProjects, pageParam, signal),
    // Called when the query is built (once per scope).
    initialData: () => answeredFirstPage(myProjects),
    initialPageParam: 1,
    getNextPageParam: nextProjectsOffset,
    staleTime: PROJECTS_STALE_TIME_MS,
    refetchInterval: PROJECTS_REFETCH_INTERVAL_MS,
    retry: shouldRetryProjectsLoad,
    enabled,
  });

  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  useEffect(() => {
    // Keep loading until everything is in; after a failed page, wait for the user's Retry.
    if (hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  const projects = useMemo(() => mergeProjectPages(query.data), [query.data]);
  const lastPage = query.data?.pages[query.data.pages.length - 1];
  return {
    projects,
    loaded: projects.length,
    total: lastPage?.total ?? 0,
    isLoadingMore: Boolean(hasNextPage) && !isFetchNextPageError,
    query,
  };
}
