// The GitHub calls of the task panel (spec 001 §7; server: modules/github-pull-requests, github-repositories, github).
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api, elementsOf, isApiError, isClientError, isFromThisTab, isGithubEvent, queryRetry, retryDelay, useProjectEvents, withWriteRetry,
  type ApiSchemas, type HalCollection,
} from '@tessera/shared';
import { AVAILABLE_RETRIES, AVAILABLE_STALE_MS, LINKED_STALE_MS, REPOSITORIES_STALE_MS } from '../model/github-constants';
import { backoffPolling } from '../model/polling';

export type GithubPullRequestHal = ApiSchemas['schemas']['GithubPullRequest'];
export type GithubRepositoryHal = ApiSchemas['schemas']['GithubRepository'];
export type GithubRepositoryCollectionHal = ApiSchemas['schemas']['GithubRepositoryCollection'];

/** The project's connected repositories, and whether GitHub is configured at all (the server tells every viewer). */
export interface ProjectRepositories {
  repositories: GithubRepositoryHal[];
  configured: boolean;
}

export const taskGithubKeys = {
  all: ['taskGithub'] as const,
  linked: (workPackageId: number) => ['taskGithub', 'linked', workPackageId] as const,
  available: (workPackageId: number) => ['taskGithub', 'available', workPackageId] as const,
  repositories: (projectId: number) => ['taskGithub', 'repositories', projectId] as const,
};

const pullRequestsPath = (workPackageId: number) => `/work_packages/${workPackageId}/github_pull_requests`;

/** Spec 001 §7: a 404 on the linked list means an empty list (e.g. a server without the GitHub module). */
export async function fetchLinkedPullRequests(workPackageId: number, signal?: AbortSignal): Promise<GithubPullRequestHal[]> {
  try {
    return elementsOf(await api.get<HalCollection<GithubPullRequestHal>>(pullRequestsPath(workPackageId), { signal }));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export function useLinkedPullRequests(workPackageId: number) {
  const [refetchInterval] = useState(backoffPolling);
  return useQuery({
    queryKey: taskGithubKeys.linked(workPackageId),
    queryFn: ({ signal }) => fetchLinkedPullRequests(workPackageId, signal),
    staleTime: LINKED_STALE_MS,
    refetchInterval,
    refetchIntervalInBackground: false,
    retry: queryRetry,
    retryDelay,
  });
}

/** §8: no retry on 404 or 403 (nor any other 4xx: it would fail the same way), otherwise up to 2. */
const availableRetry = (failureCount: number, error: unknown) => !isClientError(error) && failureCount < AVAILABLE_RETRIES;

export function useAvailablePullRequests(workPackageId: number, enabled: boolean) {
  const [refetchInterval] = useState(backoffPolling);
  return useQuery({
    queryKey: taskGithubKeys.available(workPackageId),
    queryFn: async ({ signal }) =>
      elementsOf(await api.get<HalCollection<GithubPullRequestHal>>(`${pullRequestsPath(workPackageId)}/available`, { signal })),
    enabled,
    staleTime: AVAILABLE_STALE_MS,
    refetchInterval,
    refetchIntervalInBackground: false,
    retry: availableRetry,
    retryDelay,
  });
}

export function useProjectRepositories(projectId: number) {
  return useQuery({
    queryKey: taskGithubKeys.repositories(projectId),
    queryFn: async ({ signal }): Promise<ProjectRepositories> => {
      const answer = await api.get<GithubRepositoryCollectionHal>(`/projects/${projectId}/github/repositories`, { signal });
      return { repositories: elementsOf(answer), configured: answer.configured };
    },
    staleTime: REPOSITORIES_STALE_MS,
    retry: queryRetry,
    retryDelay,
  });
}

export function useAssignPullRequest(workPackageId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pullRequestId: number) =>
      withWriteRetry(() => api.post<GithubPullRequestHal>(`${pullRequestsPath(workPackageId)}/assign`, { pull_request_id: pullRequestId })),
    onSuccess: (linked) => {
      // Moved at once; the refetch below confirms both lists.
      client.setQueryData<GithubPullRequestHal[]>(taskGithubKeys.available(workPackageId), (list) => list?.filter((item) => item.id !== linked.id));
      client.setQueryData<GithubPullRequestHal[]>(taskGithubKeys.linked(workPackageId), (list) =>
        list && !list.some((item) => item.id === linked.id) ? [linked, ...list] : list);
    },
    onSettled: () => Promise.all([
      client.invalidateQueries({ queryKey: taskGithubKeys.linked(workPackageId) }),
      client.invalidateQueries({ queryKey: taskGithubKeys.available(workPackageId) }),
    ]),
  });
}

export function useUnassignPullRequest(workPackageId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (pullRequestId: number) => {
      try {
        await withWriteRetry(() => api.del(`${pullRequestsPath(workPackageId)}/${pullRequestId}/unassign`));
      } catch (error) {
        // Not linked (any more): someone unassigned it already, which is what was asked.
        if (!(isApiError(error) && error.status === 404)) throw error;
      }
      return pullRequestId;
    },
    onSuccess: (pullRequestId) =>
      client.setQueryData<GithubPullRequestHal[]>(taskGithubKeys.linked(workPackageId), (list) => list?.filter((item) => item.id !== pullRequestId)),
    onSettled: () => Promise.all([
      client.invalidateQueries({ queryKey: taskGithubKeys.linked(workPackageId) }),
      client.invalidateQueries({ queryKey: taskGithubKeys.available(workPackageId) }),
    ]),
  });
}

/**
 * Live updates: a pull request of this task linked, unlinked or changed (a webhook, another user) refetches both
 * lists at once; polling stays as the fallback when the stream is down. Changes this tab made are already shown.
 */
export function useGithubLiveUpdates(projectId: number, workPackageId: number) {
  const client = useQueryClient();
  useProjectEvents(projectId, (message) => {
    const ours = message.type === 'resync' || (isGithubEvent(message) && message.workPackageId === workPackageId && !isFromThisTab(message));
    if (!ours) return;
    void client.invalidateQueries({ queryKey: taskGithubKeys.linked(workPackageId) });
    void client.invalidateQueries({ queryKey: taskGithubKeys.available(workPackageId) });
  });
}
