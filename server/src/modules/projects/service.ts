import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { actorOf, type ProjectsEB } from '../../access/index.ts';
import { type Updateable } from 'kysely';
import { accessInProjects, allowedTo, enabledModulesOf, isProjectModule, permissionsInProjects, PROJECT_MODULES, type Actor, type ProjectModule } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { NewProject, PrincipalRow, ProjectsTable } from '../../db/schema.ts';
import { isStorableId, toBoolean, toIsoString } from '../../db/values.ts';
import { constraintViolation, missingPermission, notFound, propertyIsReadOnly, type ApiError, type ErrorBody } from '../../http/errors.ts';
import { actionLink, API_PREFIX, link, plainCollection, UNDISCLOSED_HREF, type Link } from '../../http/hal.ts';
import type { FilterDefinition, PageRequest, ParsedFilter, ParsedSort } from '../../http/query.ts';
import { hydrateMemberships, representMembership } from '../memberships/index.ts';
import { insertMemberRoles, insertMembership, projectMembershipPage } from '../memberships/index.ts';
import { linksAcrossSubtree, lockedWorkPackagesOfVersions, unassignWorkPackages, unusableLinks } from '../versions/index.ts';
import * as queries from './queries.ts';
import type { AncestorRow, ProjectPageRow } from './queries.ts';
import { PROJECT_ACTION_PERMISSIONS, PROJECT_STATUSES, projectCategoriesPath, representProject, type ProjectContext } from './representer.ts';
import { BoundedCache } from '../../bounded-cache.ts';
import { nextUpdatedAt } from '../../http/inputs.ts';
import { countedPage } from '../../http/collection.ts';
import { deleteAttachmentsOfProjects, removeUnusedFiles } from '../../storage/index.ts';
import { enableDefaultTypes } from './queries.ts';
import { visibleVersion } from '../versions/index.ts';
import { projectsOfVersion } from '../versions/index.ts';

/** The project page header shows the first members by name (docs/api.md). */
const PROJECT_JSON_CACHE_SIZE = 20_000;
const NO_PERMISSIONS: ReadonlySet<string> = new Set();
const ALL_MODULES: ReadonlySet<ProjectModule> = new Set(PROJECT_MODULES);
export const EMBEDDED_MEMBERSHIPS_LIMIT = 10;


function ancestorsByProject(rows: AncestorRow[]): Map<number, AncestorRow[]> {
  const result = new Map<number, AncestorRow[]>();
  for (const row of rows) result.set(row.project_id, [...(result.get(row.project_id) ?? []), row]);
  // Root first, parent last.
  for (const list of result.values()) list.sort((a, b) => b.depth - a.depth);
  return result;
}

/** Serialized project representations; about 1.3 KB each, so the default holds a large instance's projects. */
/**
 * Serialized list representations (UTF-8 JSON), keyed by everything they depend on (see projectJsonKey), as
 * OpenProject caches its representers: building and stringifying a project costs far more than reading its row.
 */
const projectJsonCache = new BoundedCache<string, Buffer>(PROJECT_JSON_CACHE_SIZE);

/** Everything a project's list representation depends on besides its row (whose updated_at moves on every write). */
function projectJsonKey(row: ProjectPageRow, context: ProjectContext): string {
  const ancestors = context.ancestors.map((a) => `${a.ancestor_id}:${toBoolean(a.visible) ? a.name : ''}`).join('/');
  const actions = PROJECT_ACTION_PERMISSIONS.map((permission) => (context.permissions.has(permission) ? '1' : '0')).join('');
  const modules = PROJECT_MODULES.map((module) => (context.modules.has(module) ? '1' : '0')).join('');
  return `${row.id}|${toIsoString(row.updated_at)}|${actions}|${modules}|${ancestors}`;
}

/**
 * A page of visible projects, as JSON fragments, in a constant number of statements whatever the page size:
 * count, the page (only what the cache keys need), ancestors of the page's sub-projects, the caller's
 * permissions (non-admins), and the full rows of the projects whose representation is not cached.
 */
export async function listProjects(app: FastifyInstance, user: PrincipalRow, filters: ParsedFilter<ProjectsEB>[], sort: ParsedSort[], page: PageRequest) {
  const actor = actorOf(user);
  const { total, elements } = await countedPage(page, {
    count: () => queries.countProjects(app.db, actor, filters),
    page: (limit, offset) => queries.projectPage(app.db, actor, filters, sort, limit, offset),
    hydrate: (rows) => projectPageJson(app, actor, rows),
  });
  return { total, elementsJson: elements };
}

/** The list representations of a page of projects, from the cache where their key matches. */
async function projectPageJson(app: FastifyInstance, actor: Actor, rows: ProjectPageRow[]): Promise<Buffer[]> {
  const ids = rows.map((row) => row.id);
  const publicIds = rows.filter((row) => toBoolean(row.public)).map((row) => row.id);
  const withParent = rows.filter((row) => row.parent_id !== null).map((row) => row.id);
  const [ancestorRows, { permissions, modules }] = await Promise.all([
    queries.findAncestors(app.db, actor, withParent),
    accessInProjects(app.db, actor, ids, publicIds),
  ]);
  const ancestors = ancestorsByProject(ancestorRows);
  const entries = rows.map((row) => {
    const context: ProjectContext = {
      ancestors: ancestors.get(row.id) ?? [],
      permissions: permissions.get(row.id) ?? NO_PERMISSIONS,
      modules: modules.get(row.id) ?? ALL_MODULES,
    };
    const key = projectJsonKey(row, context);
    return { id: row.id, key, context, json: projectJsonCache.get(key) };
  });
  const missing = entries.filter((entry) => entry.json === undefined);
  if (missing.length > 0) {
    const fullRows = new Map((await queries.findProjectsByIds(app.db, missing.map((entry) => entry.id))).map((row) => [row.id, row]));
    for (const entry of missing) {
      const row = fullRows.get(entry.id);
      if (row) entry.json = projectJsonCache.set(entry.key, Buffer.from(JSON.stringify(representProject(row, entry.context))));
    }
  }
  // A project deleted between the two reads is left out.
  return entries.flatMap((entry) => (entry.json ? [entry.json] : []));
}

/**
 * OpenProject's categories of a visible project (404 otherwise). Tessera has no work package categories, so the
 * collection is empty; it exists because every project links to it.
 */
export async function listProjectCategories(app: FastifyInstance, user: PrincipalRow, id: number) {
  if (!(await queries.findVisibleProject(app.db, actorOf(user), id))) throw notFound();
  return plainCollection(`${API_PREFIX}${projectCategoriesPath(id)}`, []);
}

/** One project with its first memberships and the caller's own membership; 404 when invisible. */
export async function getProject(app: FastifyInstance, user: PrincipalRow, id: number) {
  const actor = actorOf(user);
  const found = await queries.findVisibleProject(app.db, actor, id);
  if (!found) throw notFound();
  const { is_member, own_membership_id: ownMembershipId, ...project } = found;
  const [ancestorRows, { permissions, modules }] = await Promise.all([
    project.parent_id === null ? [] : queries.findAncestors(app.db, actor, [id]),
    accessInProjects(app.db, actor, [id], toBoolean(project.public) ? [id] : []),
  ]);
  const projectPermissions = permissions.get(id) ?? new Set<string>();
  // Members see their teammates; outside viewers need view_members.
  const mayViewMembers = projectPermissions.has('view_members') || Number(is_member) === 1;
  const memberPage = mayViewMembers ? await projectMembershipPage(app.db, id, EMBEDDED_MEMBERSHIPS_LIMIT) : null;
  const hydrated = await hydrateMemberships(app.db, [...(memberPage?.ids ?? []), ...(ownMembershipId ? [ownMembershipId] : [])]);
  const representation = representProject(project, {
    ancestors: ancestorsByProject(ancestorRows).get(id) ?? [],
    permissions: projectPermissions,
    modules: modules.get(id) ?? ALL_MODULES,
  });
  const ownMembership = ownMembershipId ? hydrated.get(ownMembershipId) : undefined;
  const embeddedMemberships = memberPage
    ? {
        memberships: {
          _type: 'Collection' as const,
          total: memberPage.total,
          count: memberPage.ids.length,
          _embedded: { elements: memberPage.ids.flatMap((membershipId) => { const m = hydrated.get(membershipId); return m ? [representMembership(m)] : []; }) },
          _links: { self: representation._links.memberships },
        },
      }
    : {};
  return {
    ...representation,
    _embedded: { ...embeddedMemberships, currentUserMembership: ownMembership ? representMembership(ownMembership) : null },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Writes: POST /projects, PATCH /projects/{id}, POST /projects/{id}/form, DELETE /projects/{id}

export const PROJECT_NAME_MAX_LENGTH = 255;
export const PROJECT_IDENTIFIER_MAX_LENGTH = 100;
/** The role a project's creator receives, so managers can manage what they create (seeded; found by name). */
export const CREATOR_ROLE_NAME = 'Project admin';
const IDENTIFIER_PATTERN = /^[a-z0-9_]+$/;
const PARENT_HREF = /^\/api\/v3\/projects\/([1-9]\d{0,9})$/;
const STATUS_HREF = /^\/api\/v3\/project_statuses\/([a-z_]+)$/;

/** Messages as spec 000 section 5 words them where it does. */
export const PROJECT_MESSAGES = {
  nameRequired: 'Project name is required',
  nameTooLong: `Name is too long (maximum is ${PROJECT_NAME_MAX_LENGTH} characters).`,
  identifierFormat: 'Identifier can only contain lowercase letters, numbers, and underscores',
  identifierTooLong: `Identifier is too long (maximum is ${PROJECT_IDENTIFIER_MAX_LENGTH} characters).`,
  identifierUnderivable: "Identifier can't be blank: the name has no letters or digits to derive one from.",
  identifierTaken: 'Identifier has already been taken.',
  identifierReadOnly: 'Identifier cannot be changed after the project is created.',
  parentFormat: 'Parent must be a project link (/api/v3/projects/{id}) or null.',
  parentNotFound: 'Parent does not exist.',
  parentCycle: 'A project cannot be its own ancestor.',
  statusInvalid: `Status must be a project status link (/api/v3/project_statuses/{code}) with one of: ${Object.keys(PROJECT_STATUSES).join(', ')}.`,
  topLevelForbidden: 'Only administrators and managers can create top-level projects.',
  subprojectForbidden: 'You are not allowed to add sub-projects to the parent project.',
  editForbidden: 'You are not allowed to edit this project.',
  archiveForbidden: 'You are not allowed to archive or unarchive this project.',
  deleteForbidden: 'You are not allowed to delete this project.',
  modulesForbidden: "You are not allowed to switch this project's modules.",
  modulesInvalid: `Modules must be a list of: ${PROJECT_MODULES.join(', ')}.`,
} as const;

export interface ProjectInput {
  name?: string;
  identifier?: string;
  description?: { raw: string };
  statusExplanation?: { raw: string };
  public?: boolean;
  active?: boolean;
  templated?: boolean;
  /** Inline comments on the project's documents (edit_project, as the other attributes). */
  documentCommentsEnabled?: boolean;
  /** AI features in this project (edit_project, as the other attributes; see modules/ai). */
  aiEnabled?: boolean;
  /** The modules to have switched on, all others off (select_project_modules). */
  enabledModules?: string[];
  _links?: { parent?: { href: string | null }; status?: { href: string | null } };
}

/** The identifier derived from a name: lowercased, other characters to '_', trimmed of '_', at most 100 characters. */
export function deriveIdentifier(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, PROJECT_IDENTIFIER_MAX_LENGTH)
    .replace(/_+$/, '');
}

export const mayCreateTopLevel = (user: PrincipalRow) => user.role_type === 'admin' || user.role_type === 'manager';

/**
 * The parent a body asks for: undefined = not given (or the undisclosed link sent back, which keeps the old
 * value as in OpenProject), null = top level, or a project id. A malformed href is a 422 naming parent.
 */
export function requestedParent(input: ProjectInput): number | null | undefined {
  const parent = input._links?.parent;
  if (parent === undefined || parent.href === UNDISCLOSED_HREF) return undefined;
  if (parent.href === null) return null;
  const match = PARENT_HREF.exec(parent.href);
  if (!match) throw constraintViolation('parent', PROJECT_MESSAGES.parentFormat);
  // An id no row can have (beyond the id column's range) is simply not an existing project.
  if (!isStorableId(Number(match[1]))) throw constraintViolation('parent', PROJECT_MESSAGES.parentNotFound);
  return Number(match[1]);
}

/** Checks a new parent: visible to the caller (else 422, not leaking existence) and not the project or below it. */
export async function checkParent(app: FastifyInstance, actor: Actor, parentId: number, movingProjectId: number | null): Promise<ApiError | null> {
  const parent = await queries.findVisibleProject(app.db, actor, parentId);
  if (!parent) return constraintViolation('parent', PROJECT_MESSAGES.parentNotFound);
  if (movingProjectId !== null) {
    if (parentId === movingProjectId) return constraintViolation('parent', PROJECT_MESSAGES.parentCycle);
    // Unfiltered by visibility: a hidden ancestor still closes a cycle.
    const ancestors = await queries.findAncestors(app.db, { id: actor.id, admin: true }, [parentId]);
    if (ancestors.some((ancestor) => ancestor.ancestor_id === movingProjectId)) return constraintViolation('parent', PROJECT_MESSAGES.parentCycle);
  }
  return null;
}

/** Attribute rules shared by create, update and the form; collects every violation (the form reports them all). */
export function validateAttributes(input: ProjectInput, creating: boolean): { changes: Updateable<ProjectsTable>; modules?: ProjectModule[]; errors: ApiError[] } {
  const changes: Updateable<ProjectsTable> = {};
  const errors: ApiError[] = [];
  let modules: ProjectModule[] | undefined;
  if (input.enabledModules !== undefined) {
    if (input.enabledModules.every(isProjectModule)) modules = PROJECT_MODULES.filter((module) => input.enabledModules?.includes(module));
    else errors.push(constraintViolation('enabledModules', PROJECT_MESSAGES.modulesInvalid));
  }
  if (creating || input.name !== undefined) {
    const name = (input.name ?? '').trim();
    if (name === '') errors.push(constraintViolation('name', PROJECT_MESSAGES.nameRequired));
    else if (name.length > PROJECT_NAME_MAX_LENGTH) errors.push(constraintViolation('name', PROJECT_MESSAGES.nameTooLong));
    else changes.name = name;
  }
  if (creating) {
    const given = (input.identifier ?? '').trim();
    const identifier = given === '' ? deriveIdentifier((input.name ?? '').trim()) : given;
    if (identifier === '') {
      if (changes.name !== undefined) errors.push(constraintViolation('identifier', PROJECT_MESSAGES.identifierUnderivable));
    } else if (!IDENTIFIER_PATTERN.test(identifier)) errors.push(constraintViolation('identifier', PROJECT_MESSAGES.identifierFormat));
    else if (identifier.length > PROJECT_IDENTIFIER_MAX_LENGTH) errors.push(constraintViolation('identifier', PROJECT_MESSAGES.identifierTooLong));
    else changes.identifier = identifier;
  }
  if (input.description !== undefined) changes.description = input.description.raw;
  if (input.statusExplanation !== undefined) changes.status_explanation = input.statusExplanation.raw;
  if (input.public !== undefined) changes.public = input.public;
  if (input.active !== undefined) changes.active = input.active;
  if (input.templated !== undefined) changes.templated = input.templated;
  if (input.documentCommentsEnabled !== undefined) changes.document_comments_enabled = input.documentCommentsEnabled;
  if (input.aiEnabled !== undefined) changes.ai_enabled = input.aiEnabled;
  const status = input._links?.status;
  if (status !== undefined) {
    if (status.href === null) changes.status_code = null;
    else {
      const code = STATUS_HREF.exec(status.href)?.[1];
      if (code === undefined || !Object.hasOwn(PROJECT_STATUSES, code)) errors.push(constraintViolation('status', PROJECT_MESSAGES.statusInvalid));
      else changes.status_code = code;
    }
  }
  return { changes, modules, errors };
}

const isUniqueViolation = (error: unknown): boolean => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505') && typeof message === 'string' && message.includes('identifier');
};

/** Inserts a project row; a unique-identifier race lost to another request is the same 422 as the check before it. */
export async function insertProjectOrConflict(db: Db, row: NewProject): Promise<number> {
  try {
    return await queries.insertProject(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw constraintViolation('identifier', PROJECT_MESSAGES.identifierTaken);
    throw error;
  }
}

/**
 * POST /projects: validate, authorise, insert the project, the creator's 'Project admin' membership and the project's
 * types (all of them, the global default as the project's) in one transaction.
 */
export async function createProject(app: FastifyInstance, user: PrincipalRow, input: ProjectInput) {
  const actor = actorOf(user);
  // The undisclosed href means "keep the current parent", which a new project does not have.
  if (input._links?.parent?.href === UNDISCLOSED_HREF) throw constraintViolation('parent', PROJECT_MESSAGES.parentFormat);
  const parentId = requestedParent(input) ?? null;
  if (parentId !== null) {
    const parentError = await checkParent(app, actor, parentId, null);
    if (parentError) throw parentError;
    if (!(await allowedTo(app.db, actor, 'add_subprojects', parentId))) throw missingPermission(PROJECT_MESSAGES.subprojectForbidden);
  } else if (!mayCreateTopLevel(user)) {
    throw missingPermission(PROJECT_MESSAGES.topLevelForbidden);
  }
  const { changes, modules, errors } = validateAttributes(input, true);
  if (errors.length > 0) throw errors[0];
  const identifier = changes.identifier as string;
  if (await queries.identifierTaken(app.db, identifier)) throw constraintViolation('identifier', PROJECT_MESSAGES.identifierTaken);
  const now = app.clock.now().toISOString();
  const id = await app.db.transaction().execute(async (trx) => {
    const projectId = await insertProjectOrConflict(trx, {
      identifier,
      name: changes.name as string,
      description: changes.description ?? '',
      status_explanation: changes.status_explanation ?? '',
      public: changes.public ?? true,
      active: changes.active ?? true,
      templated: changes.templated ?? false,
      document_comments_enabled: changes.document_comments_enabled ?? true,
      ai_enabled: changes.ai_enabled ?? true,
      parent_id: parentId,
      status_code: changes.status_code ?? null,
      created_at: now,
      updated_at: now,
    });
    const roleId = await queries.findProjectRoleId(trx, CREATOR_ROLE_NAME);
    if (roleId === undefined) throw new Error(`the '${CREATOR_ROLE_NAME}' role is missing`);
    await insertMemberRoles(trx, await insertMembership(trx, projectId, user.id, now), [roleId]);
    await enableDefaultTypes(trx, [projectId]);
    if (modules) await queries.setEnabledModules(trx, projectId, modules);
    return projectId;
  });
  return getProject(app, user, id);
}


/** What a PATCH (or its form) would change, after the 404/403 checks; 422s are collected, not thrown. */
async function planUpdate(app: FastifyInstance, user: PrincipalRow, id: number, input: ProjectInput) {
  const actor = actorOf(user);
  const project = await queries.findVisibleProject(app.db, actor, id);
  if (!project) throw notFound();
  const permissions = (await permissionsInProjects(app.db, actor, [id], toBoolean(project.public) ? [id] : [])).get(id) ?? NO_PERMISSIONS;
  const { active, identifier, enabledModules, ...rest } = input;
  if (enabledModules !== undefined && !permissions.has('select_project_modules')) throw missingPermission(PROJECT_MESSAGES.modulesForbidden);
  const changesActive = active !== undefined && active !== toBoolean(project.active);
  const editsOther = Object.keys(rest).length > 0 || identifier !== undefined;
  if (changesActive && !permissions.has('archive_project')) throw missingPermission(PROJECT_MESSAGES.archiveForbidden);
  if (editsOther && !permissions.has('edit_project')) throw missingPermission(PROJECT_MESSAGES.editForbidden);
  if (!changesActive && !editsOther && enabledModules === undefined && !permissions.has('edit_project') && !permissions.has('archive_project')) {
    throw missingPermission(PROJECT_MESSAGES.editForbidden);
  }
  const errors: ApiError[] = [];
  if (identifier !== undefined && identifier !== project.identifier) errors.push(propertyIsReadOnly('identifier', PROJECT_MESSAGES.identifierReadOnly));
  let parentId: number | null | undefined;
  try {
    parentId = requestedParent(input);
  } catch (error) {
    errors.push(error as ApiError);
  }
  const validated = validateAttributes(input, false);
  errors.push(...validated.errors);
  const { changes, modules } = validated;
  if (parentId !== undefined && parentId !== project.parent_id) {
    if (parentId === null) {
      if (!mayCreateTopLevel(user)) throw missingPermission(PROJECT_MESSAGES.topLevelForbidden);
    } else {
      const parentError = await checkParent(app, actor, parentId, id);
      if (parentError) errors.push(parentError);
      else if (!(await allowedTo(app.db, actor, 'add_subprojects', parentId))) throw missingPermission(PROJECT_MESSAGES.subprojectForbidden);
    }
    changes.parent_id = parentId;
  }
  return { project, changes, modules, errors };
}

/**
 * PATCH /projects/{id}: the first violation is the answer; updated_at always moves. A move in the hierarchy can take
 * shared versions out of reach: packages whose version is no longer usable in their project leave it in the same
 * transaction (journal, lockVersion, event each), as OpenProject does.
 */
export async function updateProject(app: FastifyInstance, user: PrincipalRow, id: number, input: ProjectInput) {
  const { project, changes, modules, errors } = await planUpdate(app, user, id, input);
  if (errors.length > 0) throw errors[0];
  const now = app.clock.now();
  const unassigned = await app.db.transaction().execute(async (trx) => {
    await queries.updateProject(trx, id, { ...changes, updated_at: nextUpdatedAt(project.updated_at, now) });
    if (modules) await queries.setEnabledModules(trx, id, modules);
    if (changes.parent_id === undefined || changes.parent_id === project.parent_id) return [];
    const links = await linksAcrossSubtree(trx, await queries.projectWithDescendantIds(trx, id));
    return unassignWorkPackages(trx, await unusableLinks(trx, links), user.id, now);
  });
  for (const wp of unassigned) {
    app.events.publish({ type: 'work_package.updated', projectId: wp.projectId, workPackageId: wp.id, lockVersion: wp.lockVersion, actorId: user.id });
  }
  return getProject(app, user, id);
}

/** POST /projects/{id}/form: OpenProject's form answer (200 even when invalid); nothing is saved. */
export async function projectForm(app: FastifyInstance, user: PrincipalRow, id: number, input: ProjectInput) {
  const { project, changes, modules, errors } = await planUpdate(app, user, id, input);
  const current = modules ? undefined : (await enabledModulesOf(app.db, [id])).get(id);
  const enabledModules = modules ?? PROJECT_MODULES.filter((module) => current?.has(module) ?? true);
  const merged = { ...project, ...changes };
  const validationErrors: Record<string, ErrorBody> = {};
  for (const error of errors) if (error.attribute && !validationErrors[error.attribute]) validationErrors[error.attribute] = error.toBody();
  const statusCode = merged.status_code ?? null;
  const links: Record<string, Link> = {
    self: actionLink(`/projects/${id}/form`, 'post'),
    validate: actionLink(`/projects/${id}/form`, 'post'),
  };
  if (errors.length === 0) links.commit = actionLink(`/projects/${id}`, 'patch');
  return {
    _type: 'Form',
    _embedded: {
      payload: {
        name: merged.name,
        identifier: merged.identifier,
        description: { raw: merged.description },
        statusExplanation: { raw: merged.status_explanation },
        public: toBoolean(merged.public as boolean | number),
        active: toBoolean(merged.active as boolean | number),
        templated: toBoolean(merged.templated as boolean | number),
        documentCommentsEnabled: toBoolean(merged.document_comments_enabled as boolean | number),
        aiEnabled: toBoolean((merged.ai_enabled ?? true) as boolean | number),
        enabledModules,
        _links: {
          parent: merged.parent_id === null || merged.parent_id === undefined ? { href: null } : link(`/projects/${merged.parent_id}`),
          status: statusCode === null ? { href: null } : link(`/project_statuses/${statusCode}`, PROJECT_STATUSES[statusCode]),
        },
      },
      validationErrors,
    },
    _links: links,
  };
}

/** DELETE /projects/{id}: the project, its sub-projects (recursively) and their memberships, in one transaction. */
export async function deleteProject(app: FastifyInstance, user: PrincipalRow, id: number): Promise<void> {
  const actor = actorOf(user);
  const project = await queries.findVisibleProject(app.db, actor, id);
  if (!project) throw notFound();
  if (!(await allowedTo(app.db, actor, 'delete_project', id))) throw missingPermission(PROJECT_MESSAGES.deleteForbidden);
  const now = app.clock.now();
  const { files: removedFiles, unassigned } = await app.db.transaction().execute(async (trx) => {
    const ids = await queries.projectWithDescendantIds(trx, id);
    // The deleted projects' versions go with them (cascade); other projects' packages in them are unassigned first,
    // each with a journal, so their history stays true.
    const unassigned = await unassignWorkPackages(trx, await lockedWorkPackagesOfVersions(trx, 'of deleted projects', ids), user.id, now);
    const files = await deleteAttachmentsOfProjects(trx, ids);
    await queries.deleteProjects(trx, ids);
    return { files, unassigned };
  });
  // Attachment files go once the rows are gone for good.
  await removeUnusedFiles(app, removedFiles);
  for (const wp of unassigned) {
    app.events.publish({ type: 'work_package.updated', projectId: wp.projectId, workPackageId: wp.id, lockVersion: wp.lockVersion, actorId: user.id });
  }
  // The projects that were using the deleted versions learn that they are gone.
  for (const pair of new Set(unassigned.map((wp) => `${wp.projectId}:${wp.versionId}`))) {
    const [projectId, versionId] = pair.split(':').map(Number);
    app.events.publish({ type: 'version.deleted', projectId, versionId, actorId: user.id });
  }
}

/** GET /versions/{id}/projects: the projects list (visibility, filters, representation) narrowed to where it is available. */
export async function listVersionProjects(app: FastifyInstance, user: PrincipalRow, id: number, filters: ParsedFilter<ProjectsEB>[], sort: ParsedSort[], page: PageRequest) {
  const { version } = await visibleVersion(app.db, actorOf(user), id);
  const availableIn: FilterDefinition<ProjectsEB> = {
    name: 'availableFor',
    operators: ['='],
    valueType: 'integer',
    build: () => sql<SqlBool>`projects.id in ${projectsOfVersion(version.project_id, version.sharing)}`,
  };
  return listProjects(app, user, [{ definition: availableIn, operator: '=', values: [] }, ...filters], sort, page);
}
