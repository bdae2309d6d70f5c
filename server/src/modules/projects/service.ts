import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { permissionsInProjects, type Actor } from '../../auth/permissions.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { toBoolean, toIsoString } from '../../db/values.ts';
import { notFound } from '../../http/errors.ts';
import { dayRange, likePattern, type FilterDefinition, type FilterValue, type PageRequest, type ParsedFilter, type ParsedSort, type SortDefinition } from '../../http/query.ts';
import { hydrateMemberships, representMembership } from '../memberships/representer.ts';
import { projectMembershipPage } from '../memberships/queries.ts';
import * as queries from './queries.ts';
import type { AncestorRow, ProjectPageRow, ProjectsEB } from './queries.ts';
import { PROJECT_ACTION_PERMISSIONS, representProject, type ProjectContext } from './representer.ts';
import { JsonFragmentCache } from '../../http/json-fragment-cache.ts';

/** The project page header shows the first members by name (docs/api.md). */
const PROJECT_JSON_CACHE_SIZE = 20_000;
const NO_PERMISSIONS: ReadonlySet<string> = new Set();
export const EMBEDDED_MEMBERSHIPS_LIMIT = 10;
const DAY_MS = 86_400_000;

export function actorOf(user: PrincipalRow): Actor {
  return { id: user.id, admin: user.role_type === 'admin' };
}

const booleanFilter = (name: string, column: 'projects.active' | 'projects.public' | 'projects.templated', aliases: string[] = []): FilterDefinition<ProjectsEB> => ({
  name,
  aliases,
  operators: ['='],
  valueType: 'boolean',
  build: (eb, _operator, values) => eb(column, 'in', values as boolean[]),
});

function dateFilter(name: string, alias: string, column: 'projects.created_at' | 'projects.updated_at', now: () => Date): FilterDefinition<ProjectsEB> {
  return {
    name,
    aliases: [alias],
    operators: ['<>d', '>t-', '<t-'],
    valueType: 'date',
    build: (eb, operator, values) => {
      if (operator === '<>d') {
        const { from, toExclusive } = dayRange(values);
        return eb.and([...(from ? [eb(column, '>=', from)] : []), ...(toExclusive ? [eb(column, '<', toExclusive)] : [])]);
      }
      // ">t-" n: within the last n days; "<t-" n: more than n days ago.
      const threshold = new Date(now().getTime() - Number(values[0]) * DAY_MS).toISOString();
      return eb(column, operator === '>t-' ? '>=' : '<', threshold);
    },
  };
}

const principalIds = (values: FilterValue[], currentUserId: number) => values.map((value) => (value === 'me' ? currentUserId : Number(value)));

export function projectFilters(now: () => Date): FilterDefinition<ProjectsEB>[] {
  return [
    booleanFilter('active', 'projects.active'),
    booleanFilter('public', 'projects.public'),
    booleanFilter('templated', 'projects.templated'),
    {
      name: 'status',
      aliases: ['project_status_code'],
      operators: ['=', '!'],
      valueType: 'string',
      build: (eb, operator, values) => eb('projects.status_code', operator === '=' ? 'in' : 'not in', values as string[]),
    },
    {
      name: 'name_and_identifier',
      aliases: ['nameAndIdentifier'],
      operators: ['~', '='],
      valueType: 'string',
      build: (eb, operator, values) => {
        const text = String(values[0]).toLowerCase();
        if (operator === '=') return eb.or([eb(eb.fn('lower', ['projects.name']), '=', text), eb('projects.identifier', '=', text)]);
        const pattern = likePattern(text);
        return eb.or([
          sql<boolean>`lower(projects.name) like ${pattern} escape '\\'`,
          sql<boolean>`lower(projects.identifier) like ${pattern} escape '\\'`,
        ]);
      },
    },
    {
      name: 'name',
      operators: ['~', '='],
      valueType: 'string',
      build: (eb, operator, values) => {
        const text = String(values[0]).toLowerCase();
        if (operator === '=') return eb(eb.fn('lower', ['projects.name']), '=', text);
        return sql<boolean>`lower(projects.name) like ${likePattern(text)} escape '\\'`;
      },
    },
    {
      name: 'parent_id',
      aliases: ['parentId', 'parent'],
      operators: ['=', '!', '*', '!*'],
      valueType: 'integer',
      build: (eb, operator, values) => {
        if (operator === '*') return eb('projects.parent_id', 'is not', null);
        if (operator === '!*') return eb('projects.parent_id', 'is', null);
        if (operator === '=') return eb('projects.parent_id', 'in', values as number[]);
        return eb.or([eb('projects.parent_id', 'is', null), eb('projects.parent_id', 'not in', values as number[])]);
      },
    },
    {
      name: 'id',
      operators: ['=', '!'],
      valueType: 'integer',
      build: (eb, operator, values) => eb('projects.id', operator === '=' ? 'in' : 'not in', values as number[]),
    },
    {
      name: 'principal',
      aliases: ['member'],
      operators: ['='],
      valueType: 'principal',
      build: (eb, _operator, values, context) => {
        const ids = principalIds(values, context.currentUserId);
        return eb(
          'projects.id',
          'in',
          eb
            .selectFrom('memberships as fm')
            .select('fm.project_id')
            .where((inner) =>
              inner.or([
                inner('fm.principal_id', 'in', ids),
                inner('fm.principal_id', 'in', inner.selectFrom('group_users as fg').select('fg.group_id').where('fg.user_id', 'in', ids)),
              ]),
            ),
        );
      },
    },
    dateFilter('created_at', 'createdAt', 'projects.created_at', now),
    dateFilter('updated_at', 'updatedAt', 'projects.updated_at', now),
  ];
}

export const PROJECT_SORTS: SortDefinition[] = [
  { name: 'id', column: 'projects.id' },
  { name: 'name', column: 'projects.name', caseInsensitive: true },
  { name: 'identifier', column: 'projects.identifier', caseInsensitive: true },
  { name: 'createdAt', aliases: ['created_at'], column: 'projects.created_at' },
  { name: 'updatedAt', aliases: ['updated_at', 'latestActivityAt', 'latest_activity_at'], column: 'projects.updated_at' },
  { name: 'public', column: 'projects.public' },
];

export const DEFAULT_PROJECT_SORT: ParsedSort[] = [{ column: 'projects.updated_at', direction: 'desc' }];

function ancestorsByProject(rows: AncestorRow[]): Map<number, AncestorRow[]> {
  const result = new Map<number, AncestorRow[]>();
  for (const row of rows) result.set(row.project_id, [...(result.get(row.project_id) ?? []), row]);
  // Root first, parent last.
  for (const list of result.values()) list.sort((a, b) => b.depth - a.depth);
  return result;
}

/** Serialized project representations; about 1.3 KB each, so the default holds a large instance's projects. */
const projectJsonCache = new JsonFragmentCache(PROJECT_JSON_CACHE_SIZE);

/** Everything a project's list representation depends on besides its row (whose updated_at moves on every write). */
function projectJsonKey(row: ProjectPageRow, context: ProjectContext): string {
  const ancestors = context.ancestors.map((a) => `${a.ancestor_id}:${toBoolean(a.visible) ? a.name : ''}`).join('/');
  const actions = PROJECT_ACTION_PERMISSIONS.map((permission) => (context.permissions.has(permission) ? '1' : '0')).join('');
  return `${row.id}|${toIsoString(row.updated_at)}|${actions}|${ancestors}`;
}

/**
 * A page of visible projects, as JSON fragments, in a constant number of statements whatever the page size:
 * count, the page (only what the cache keys need), ancestors of the page's sub-projects, the caller's
 * permissions (non-admins), and the full rows of the projects whose representation is not cached.
 */
export async function listProjects(app: FastifyInstance, user: PrincipalRow, filters: ParsedFilter<ProjectsEB>[], sort: ParsedSort[], page: PageRequest) {
  const actor = actorOf(user);
  const total = await queries.countProjects(app.db, actor, filters);
  if (page.pageSize === 0 || total === 0) return { total, elementsJson: [] };
  const rows = await queries.projectPage(app.db, actor, filters, sort, page.pageSize, (page.offset - 1) * page.pageSize);
  if (rows.length === 0) return { total, elementsJson: [] };
  const ids = rows.map((row) => row.id);
  const publicIds = rows.filter((row) => toBoolean(row.public)).map((row) => row.id);
  const withParent = rows.filter((row) => row.parent_id !== null).map((row) => row.id);
  const [ancestorRows, permissions] = await Promise.all([
    queries.findAncestors(app.db, actor, withParent),
    permissionsInProjects(app.db, actor, ids, publicIds),
  ]);
  const ancestors = ancestorsByProject(ancestorRows);
  const entries = rows.map((row) => {
    const context: ProjectContext = { ancestors: ancestors.get(row.id) ?? [], permissions: permissions.get(row.id) ?? NO_PERMISSIONS };
    const key = projectJsonKey(row, context);
    return { id: row.id, key, context, json: projectJsonCache.get(key) };
  });
  const missing = entries.filter((entry) => entry.json === undefined);
  if (missing.length > 0) {
    const fullRows = new Map((await queries.findProjectsByIds(app.db, missing.map((entry) => entry.id))).map((row) => [row.id, row]));
    for (const entry of missing) {
      const row = fullRows.get(entry.id);
      if (row) entry.json = projectJsonCache.set(entry.key, representProject(row, entry.context));
    }
  }
  // A project deleted between the two reads is left out.
  const elementsJson = entries.flatMap((entry) => (entry.json ? [entry.json] : []));
  return { total, elementsJson };
}

/** One project with its first memberships and the caller's own membership; 404 when invisible. */
export async function getProject(app: FastifyInstance, user: PrincipalRow, id: number) {
  const actor = actorOf(user);
  const found = await queries.findVisibleProject(app.db, actor, id);
  if (!found) throw notFound();
  const { is_member, own_membership_id: ownMembershipId, ...project } = found;
  const [ancestorRows, permissions] = await Promise.all([
    project.parent_id === null ? [] : queries.findAncestors(app.db, actor, [id]),
    permissionsInProjects(app.db, actor, [id], toBoolean(project.public) ? [id] : []),
  ]);
  const projectPermissions = permissions.get(id) ?? new Set<string>();
  // Members see their teammates; outside viewers need view_members.
  const mayViewMembers = projectPermissions.has('view_members') || Number(is_member) === 1;
  const memberPage = mayViewMembers ? await projectMembershipPage(app.db, id, EMBEDDED_MEMBERSHIPS_LIMIT) : null;
  const hydrated = await hydrateMemberships(app.db, [...(memberPage?.ids ?? []), ...(ownMembershipId ? [ownMembershipId] : [])]);
  const representation = representProject(project, { ancestors: ancestorsByProject(ancestorRows).get(id) ?? [], permissions: projectPermissions });
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
