import type { FastifyInstance } from 'fastify';
import { permissionsInProjects, actorOf } from '../../access/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { isStorableId, toBoolean } from '../../db/values.ts';
import { constraintViolation, missingPermission, notFound } from '../../http/errors.ts';
import { actionLink, plainCollection } from '../../http/hal.ts';
import { findVisibleProject, updateProject } from '../projects/index.ts';
import * as queries from './queries.ts';
import { representAvailableType, representType } from './representer.ts';
import { nextUpdatedAt } from '../../http/inputs.ts';

export const TYPE_MESSAGES = {
  typeIdsEmpty: 'At least one type must stay enabled.',
  typeUnknown: (ids: number[]) => `${ids.length === 1 ? 'Type' : 'Types'} ${ids.join(', ')} ${ids.length === 1 ? 'does' : 'do'} not exist.`,
  typeInUse: (name: string, count: number) =>
    `${name} cannot be disabled: ${count} work ${count === 1 ? 'package' : 'packages'} of this project ${count === 1 ? 'uses' : 'use'} it.`,
  defaultUnknown: (id: number) => `Type ${id} does not exist.`,
  defaultNotEnabled: 'The default type must be one of the enabled types.',
  manageTypesRequired: 'You need the "Manage types" permission in this project.',
} as const;

export async function listTypes(app: FastifyInstance) {
  return (await queries.listTypes(app.db)).map(representType);
}

export async function getType(app: FastifyInstance, id: number) {
  const type = await queries.findType(app.db, id);
  if (!type) throw notFound();
  return representType(type);
}

/**
 * The project and the caller's permissions there: 404 when it is invisible, or (reads, as OpenProject) when the
 * caller may neither view its work packages nor manage its types.
 */
async function projectAccess(app: FastifyInstance, user: PrincipalRow, projectId: number) {
  const actor = actorOf(user);
  const project = await findVisibleProject(app.db, actor, projectId);
  if (!project) throw notFound();
  const permissions = (await permissionsInProjects(app.db, actor, [projectId], toBoolean(project.public) ? [projectId] : [])).get(projectId);
  const mayManage = permissions?.has('manage_types') ?? false;
  const mayView = mayManage || (permissions?.has('view_work_packages') ?? false);
  return { project, mayManage, mayView };
}

/** GET /projects/{id}/types: the types the project enables (OpenProject's path). */
export async function listProjectTypes(app: FastifyInstance, user: PrincipalRow, projectId: number) {
  const { mayView } = await projectAccess(app, user, projectId);
  if (!mayView) throw notFound();
  return (await queries.projectTypes(app.db, projectId)).map(representType);
}

const availableTypesPath = (projectId: number) => `/projects/${projectId}/available_types`;

/** Every type with whether the project enables it, its default, and whether its work packages use it. */
async function availableTypes(app: FastifyInstance, projectId: number, mayManage: boolean) {
  const [all, enabled, inUse] = await Promise.all([queries.listTypes(app.db), queries.projectTypes(app.db, projectId), queries.typesInUse(app.db, projectId)]);
  const enabledById = new Map(enabled.map((type) => [type.id, toBoolean(type.project_default)]));
  const elements = all.map((type) =>
    representAvailableType(type, { enabled: enabledById.has(type.id), isDefault: enabledById.get(type.id) === true, inUse: inUse.has(type.id) }),
  );
  const links = mayManage ? { updateImmediately: actionLink(availableTypesPath(projectId), 'patch') } : {};
  return plainCollection(`/api/v3${availableTypesPath(projectId)}`, elements, links);
}

export async function getAvailableTypes(app: FastifyInstance, user: PrincipalRow, projectId: number) {
  const { mayView, mayManage } = await projectAccess(app, user, projectId);
  if (!mayView) throw notFound();
  return availableTypes(app, projectId, mayManage);
}

export interface AvailableTypesInput {
  type_ids: number[];
  default_type_id?: number;
}

/**
 * PATCH /projects/{id}/available_types: the enabled set is replaced. At least one type stays enabled, types in use
 * stay enabled, and the default is one of the enabled types (when none is given: the current one if it stays
 * enabled, else the first enabled by position). The project's updatedAt moves (list caches are keyed by it).
 */
export async function updateAvailableTypes(app: FastifyInstance, user: PrincipalRow, projectId: number, input: AvailableTypesInput) {
  const { project, mayManage } = await projectAccess(app, user, projectId);
  if (!mayManage) throw missingPermission(TYPE_MESSAGES.manageTypesRequired);
  const requested = [...new Set(input.type_ids)];
  if (requested.length === 0) throw constraintViolation('type_ids', TYPE_MESSAGES.typeIdsEmpty);
  const all = await queries.listTypes(app.db);
  const known = new Map(all.map((type) => [type.id, type]));
  const unknown = requested.filter((id) => !isStorableId(id) || !known.has(id));
  if (unknown.length > 0) throw constraintViolation('type_ids', TYPE_MESSAGES.typeUnknown(unknown));
  if (input.default_type_id !== undefined) {
    if (!known.has(input.default_type_id)) throw constraintViolation('default_type_id', TYPE_MESSAGES.defaultUnknown(input.default_type_id));
    if (!requested.includes(input.default_type_id)) throw constraintViolation('default_type_id', TYPE_MESSAGES.defaultNotEnabled);
  }
  const enabledIds = all.filter((type) => requested.includes(type.id)).map((type) => type.id);
  await app.db.transaction().execute(async (trx) => {
    // Read inside the transaction, so the checks and the write see the same rows.
    const [current, usage] = await Promise.all([queries.projectTypes(trx, projectId), queries.countWorkPackagesByType(trx, projectId)]);
    for (const type of all) {
      const count = usage.get(type.id) ?? 0;
      if (count > 0 && !requested.includes(type.id)) throw constraintViolation('type_ids', TYPE_MESSAGES.typeInUse(type.name, count));
    }
    const currentDefault = current.find((type) => toBoolean(type.project_default))?.id;
    const defaultTypeId =
      input.default_type_id ?? (currentDefault !== undefined && enabledIds.includes(currentDefault) ? currentDefault : enabledIds[0]);
    await queries.replaceProjectTypes(trx, projectId, enabledIds, defaultTypeId);
    await updateProject(trx, projectId, { updated_at: nextUpdatedAt(project.updated_at, app.clock.now()) });
  });
  return availableTypes(app, projectId, true);
}
