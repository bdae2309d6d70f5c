// GET /projects/{id}/backlogs, the story moves and creates (docs/api.md 'Backlogs'). Types generated from the server's
// OpenAPI document.
import { useQuery } from '@tanstack/react-query';
import { api, type ApiSchemas } from '@tessera/shared';

export type Backlogs = ApiSchemas['schemas']['Backlogs'];
export type Story = ApiSchemas['schemas']['Story'];
export type SprintBacklog = Backlogs['sprintBacklogs'][number];

/** Spec 002 section 9: a backlog is stale after 120 s (live events refresh it sooner). */
export const BACKLOG_STALE_TIME_MS = 120_000;

/** Under the sprints area's project prefix, so the board's invalidations of the project refresh it too. */
export const backlogKeys = {
  project: (projectId: number) => ['sprints', 'project', projectId, 'backlogs'] as const,
};

export const fetchBacklogs = (projectId: number, signal?: AbortSignal) => api.get<Backlogs>(`/projects/${projectId}/backlogs`, { signal });

export function useBacklogs(projectId: number) {
  return useQuery({ queryKey: backlogKeys.project(projectId), queryFn: ({ signal }) => fetchBacklogs(projectId, signal), staleTime: BACKLOG_STALE_TIME_MS });
}

/** Puts a story at `index` of the product backlog (version null) or a sprint's backlog. */
export const moveStory = (storyId: number, version: number | null, index: number) => api.post<Story>(`/work_packages/${storyId}/backlog_move`, { version, index });

export interface NewStory {
  subject: string;
  storyPoints?: number | null;
  version?: number | null;
}

export const createStory = (projectId: number, story: NewStory) => api.post<Story>(`/projects/${projectId}/backlogs/stories`, story);

/** Story points are a work package attribute: the work packages' own PATCH (journal, lockVersion, live event). */
export const updateStoryPoints = (story: Pick<Story, 'id' | 'lockVersion'>, storyPoints: number | null) =>
  api.patch<{ lockVersion: number }>(`/work_packages/${story.id}`, { lockVersion: story.lockVersion, storyPoints });
