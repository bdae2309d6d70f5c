// The project GitHub view's calls (server: modules/github-repositories: stats, repositories, organization).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api, elementsOf, isGithubEvent, queryRetry, retryDelay, useProjectEvents, withWriteRetry,
  type ApiRequestBody, type ApiSchemas, type HalCollection,
} from '@tessera/shared';
import { REPOSITORIES_REFRESH_MS, STATS_REFRESH_MS, STATS_STALE_MS } from '../model/github-constants';

export type GithubStatsHal = ApiSchemas['schemas']['GithubProjectStats'];
export type GithubRepositoryHal = ApiSchemas['schemas']['GithubRepository'];
export type GithubOrganizationRepositoriesHal = ApiSchemas['schemas']['GithubOrganizationRepositories'];

export const githubOverviewKeys = {
  all: (projectId: number) => ['githubOverview', projectId] as const,
  stats: (projectId: number, includeChildren: boolean) => ['githubOverview', projectId, 'stats', includeChildren] as const,
  repositories: (projectId: number) => ['githubOverview', projectId, 'repositories'] as const,
  organization: (projectId: number) => ['githubOverview', projectId, 'organization'] as const,
};

const repositoriesPath = (projectId: number) => `/projects/${projectId}/github/repositories`;

export function useGithubStats(projectId: number, includeChildren: boolean) {
  return useQuery({
    queryKey: githubOverviewKeys.stats(projectId, includeChildren),
    queryFn: ({ signal }) => api.get<GithubStatsHal>(`/projects/${projectId}/github/stats?includeChildren=${includeChildren}`, { signal }),
    staleTime: STATS_STALE_MS,
    refetchInterval: STATS_REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: queryRetry,
    retryDelay,
  });
}

export function useProjectRepositories(projectId: number) {
  return useQuery({
    queryKey: githubOverviewKeys.repositories(projectId),
    queryFn: async ({ signal }) => elementsOf(await api.get<HalCollection<GithubRepositoryHal>>(repositoriesPath(projectId), { signal })),
    refetchInterval: REPOSITORIES_REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: queryRetry,
    retryDelay,
  });
}

/** The organization's repositories (calls GitHub, conditionally): only while the Connect dialog is open. */
export function useOrganizationRepositories(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: githubOverviewKeys.organization(projectId),
    queryFn: ({ signal }) => api.get<GithubOrganizationRepositoriesHal>(`${repositoriesPath(projectId)}/organization`, { signal }),
    enabled,
    staleTime: 0,
    retry: queryRetry,
    retryDelay,
  });
}

/** After a connection changes, everything of the view is out of date (the list, the figures, the dialog's list). */
function useInvalidateAll(projectId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: githubOverviewKeys.all(projectId) });
}

export function useConnectRepository(projectId: number) {
  const invalidate = useInvalidateAll(projectId);
  return useMutation({
    mutationFn: (fullName: string) => withWriteRetry(() => api.post<GithubRepositoryHal>(repositoriesPath(projectId), { fullName })),
    onSettled: invalidate,
  });
}

// -- Creating a repository through the app (spec 003 §2-3) ----------------------------------------------------------
export type CreateRepositoryBody = ApiRequestBody<'/api/v3/projects/{id}/github/repositories/create', 'post'>;

/** One attempt: after a 5xx GitHub may have created it, so the user decides whether to try again. */
export function useCreateRepository(projectId: number) {
  const invalidate = useInvalidateAll(projectId);
  return useMutation({
    mutationFn: (body: CreateRepositoryBody) => api.post<GithubRepositoryHal>(`${repositoriesPath(projectId)}/create`, body),
    onSettled: invalidate,
  });
}

export function useRemoveRepository(projectId: number) {
  const invalidate = useInvalidateAll(projectId);
  return useMutation({
    mutationFn: (repositoryId: number) => withWriteRetry(() => api.del(`${repositoriesPath(projectId)}/${repositoryId}`)),
    onSettled: invalidate,
  });
}

/** Refetches what the view shows (the Refresh button): resolves when the answers are in. */
export function useRefreshGithub(projectId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.refetchQueries({ queryKey: [...githubOverviewKeys.all(projectId), 'stats'], type: 'active' }),
      client.refetchQueries({ queryKey: githubOverviewKeys.repositories(projectId), type: 'active' }),
    ]);
}

/**
 * Live updates: github.updated (a webhook or backfill stored pull requests, a link or unlink, a connection changed;
 * one per project, not one per task) refetches the figures and the repositories; polling (§9) stays as the fallback.
 * A resync (events missed) refetches everything, the Connect dialog's list included.
 */
export function useGithubLiveUpdates(projectId: number) {
  const client = useQueryClient();
  useProjectEvents(projectId, (message) => {
    if (message.type === 'resync') {
      void client.invalidateQueries({ queryKey: githubOverviewKeys.all(projectId) });
      return;
    }
    // This tab's own changes count too: a link made in the task panel beside the view moves the figures.
    if (!isGithubEvent(message) || message.type !== 'github.updated') return;
    void client.invalidateQueries({ queryKey: [...githubOverviewKeys.all(projectId), 'stats'] });
    void client.invalidateQueries({ queryKey: githubOverviewKeys.repositories(projectId) });
  });
}
