// GET /backlogs (docs/api.md 'Backlogs'): the backlogs of the first 30 projects the caller may read them in, a few
// stories each. The type is generated from the server's OpenAPI document.
import { useQuery } from '@tanstack/react-query';
import { api, type ApiSchemas } from '@tessera/shared';

export type OrganizationBacklogs = ApiSchemas['schemas']['OrganizationBacklogs'];
export type ProjectBacklogs = OrganizationBacklogs['projects'][number];

/** Spec 002 section 9: a backlog is stale after 120 s. */
export const ORGANIZATION_BACKLOGS_STALE_TIME_MS = 120_000;
/** Stories per backlog asked for: the page shows a few and counts the rest (the server's total). */
export const ORGANIZATION_STORIES_LIMIT = 20;

export const organizationBacklogKeys = { all: ['sprints', 'organization', 'backlogs'] as const };

export const fetchOrganizationBacklogs = (signal?: AbortSignal) =>
  api.get<OrganizationBacklogs>('/backlogs', { query: { limit: ORGANIZATION_STORIES_LIMIT }, signal });

export function useOrganizationBacklogs() {
  return useQuery({ queryKey: organizationBacklogKeys.all, queryFn: ({ signal }) => fetchOrganizationBacklogs(signal), staleTime: ORGANIZATION_BACKLOGS_STALE_TIME_MS });
}
