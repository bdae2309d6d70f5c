import type { FastifyInstance } from 'fastify';
import type { PrincipalRow } from '../../db/schema.ts';
import { toIsoStringOrNull } from '../../db/values.ts';
import { constraintViolation } from '../../http/errors.ts';
import { actionLink, link } from '../../http/hal.ts';
import { hrefPattern, linkedId, type LinkInput } from '../../http/inputs.ts';
import { authoriseWrite } from '../../access/index.ts';
import { githubProject } from './service.ts';

const MESSAGES = {
  mayNotManage: "Only the project's administrators can change its GitHub rules.",
  mergedStatus: 'Status when merged must be a status link (/api/v3/statuses/{id}) or null.',
  unknownStatus: 'Status when merged must be an existing status.',
} as const;

export const rulesPath = (projectId: number) => `/projects/${projectId}/github/settings`;

export interface RulesInput {
  _links?: { mergedStatus?: LinkInput };
}

async function loadRules(app: FastifyInstance, projectId: number) {
  return app.db
    .selectFrom('github_project_settings as s')
    .leftJoin('statuses as st', 'st.id', 's.merged_status_id')
    .select(['s.merged_status_id', 'st.name as merged_status_name', 's.updated_at'])
    .where('s.project_id', '=', projectId)
    .executeTakeFirst();
}

function representRules(projectId: number, row: Awaited<ReturnType<typeof loadRules>>, mayManage: boolean) {
  const statusId = row?.merged_status_id ?? null;
  return {
    _type: 'GithubProjectSettings' as const,
    updatedAt: toIsoStringOrNull(row?.updated_at ?? null),
    _links: {
      self: link(rulesPath(projectId)),
      project: link(`/projects/${projectId}`),
      mergedStatus: statusId === null ? { href: null } : link(`/statuses/${statusId}`, row?.merged_status_name ?? undefined),
      ...(mayManage ? { update: actionLink(rulesPath(projectId), 'patch') } : {}),
    },
  };
}

/** GET: the project's GitHub rules (view_github). */
export async function getRules(app: FastifyInstance, user: PrincipalRow, projectId: number) {
  const access = await githubProject(app, user, projectId);
  return representRules(projectId, await loadRules(app, projectId), access.permissions.has('edit_project'));
}

/**
 * PATCH: who may edit the project sets the status a merged pull request's work packages move to. Statuses are not
 * restricted per type here (there are no workflows), so any existing status is allowed for the project's types.
 */
export async function updateRules(app: FastifyInstance, user: PrincipalRow, projectId: number, input: RulesInput) {
  const access = await githubProject(app, user, projectId);
  authoriseWrite(access, 'edit_project', MESSAGES.mayNotManage);
  const statusId = linkedId(input._links?.mergedStatus, 'mergedStatus', hrefPattern('statuses'), MESSAGES.mergedStatus);
  if (statusId !== undefined) {
    if (statusId !== null && !(await app.db.selectFrom('statuses').select('id').where('id', '=', statusId).executeTakeFirst())) throw constraintViolation('mergedStatus', MESSAGES.unknownStatus);
    const now = app.clock.now().toISOString();
    await app.db
      .insertInto('github_project_settings')
      .values({ project_id: projectId, merged_status_id: statusId, merged_status_set_by_id: user.id, updated_at: now })
      .onConflict((oc) => oc.column('project_id').doUpdateSet({ merged_status_id: statusId, merged_status_set_by_id: user.id, updated_at: now }))
      .execute();
  }
  return representRules(projectId, await loadRules(app, projectId), true);
}
