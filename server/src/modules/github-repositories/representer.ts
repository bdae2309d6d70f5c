import { toBoolean, toIsoStringOrNull } from '../../db/values.ts';
import { actionLink, link } from '../../http/hal.ts';
import type { ConnectedRepository } from './queries.ts';

export const repositoriesPath = (projectId: number) => `/projects/${projectId}/github/repositories`;

/**
 * A repository connected to a project (spec 003 §3: id, name, full_name, created_at, html_url, created_via_app), and
 * when it was removed from the GitHub App's installation (its events stop), as the stats say it.
 */
export function representRepository(projectId: number, row: ConnectedRepository, mayManage: boolean, jobId?: string) {
  const self = `${repositoriesPath(projectId)}/${row.id}`;
  return {
    _type: 'GithubRepository' as const,
    id: row.id,
    githubId: Number(row.github_id),
    name: row.name,
    fullName: row.full_name,
    htmlUrl: row.html_url,
    private: toBoolean(row.private),
    createdAt: toIsoStringOrNull(row.github_created_at),
    connectedAt: toIsoStringOrNull(row.connected_at),
    createdViaApp: toBoolean(row.created_via_app),
    backfilledAt: toIsoStringOrNull(row.backfilled_at),
    installationRemovedAt: toIsoStringOrNull(row.installation_removed_at),
    _links: {
      self: link(self, row.full_name),
      project: link(`/projects/${projectId}`),
      htmlUrl: { href: row.html_url },
      ...(mayManage ? { delete: actionLink(self, 'delete') } : {}),
      ...(jobId ? { backfillJob: link(`/job_statuses/${jobId}`) } : {}),
    },
  };
}
