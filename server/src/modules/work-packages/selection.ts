// OpenProject's `select` on the work package collections (`select=total,elements/id,elements/subject,...`): a client
// names the properties and links it shows, and the answer holds only those, read by one statement that selects only
// the columns and joins they need. The task board, list and sprint board read their cards this way.
import { ApiError } from '../../http/errors.ts';
import { formatIsoDuration } from '../../http/durations.ts';
import { actionLink, link, type Link } from '../../http/hal.ts';
import { richText, richTextExcerpt } from './rich-text.ts';
import { toBoolean, toIsoString } from '../../db/values.ts';
import { mayAddAttachments } from '../../access/index.ts';
import { principalPath } from '../memberships/index.ts';
import { workPackageSchemaPath } from './representer.ts';
import type { SelectedRow, SelectionJoin } from './queries.ts';

export interface SelectionContext {
  permissions: ReadonlySet<string>;
  commentCount: number;
}

interface PropertyDefinition {
  /** work_packages columns (besides id and project_id, always read). */
  columns?: readonly string[];
  joins?: readonly SelectionJoin[];
  /** The comment count (a grouped statement over journals). */
  comments?: boolean;
  value: (row: SelectedRow, context: SelectionContext) => unknown;
}

interface LinkDefinition {
  columns?: readonly string[];
  joins?: readonly SelectionJoin[];
  /** Action links depend on the caller's permissions in the project (one statement, none for admins). */
  permissions?: boolean;
  /** Undefined: the link is left out (an action the caller may not take). */
  value: (row: SelectedRow, context: SelectionContext) => Link | undefined;
}

const str = (value: unknown) => (value === null || value === undefined ? undefined : String(value));
const hours = (value: unknown) => (value === null || value === undefined ? null : formatIsoDuration(Number(value)));
const self = (row: SelectedRow) => `/work_packages/${row.id}`;

function principalLink(id: unknown, type: unknown, name: unknown): Link {
  if (id === null || id === undefined) return { href: null };
  return link(principalPath(type === 'Group' ? 'Group' : 'User', Number(id)), str(name));
}

/** The properties a work package element may be projected to (the WorkPackage schema's, less the costly ones). */
const PROPERTIES: Record<string, PropertyDefinition> = {
  id: { value: (row) => row.id },
  lockVersion: { columns: ['lock_version'], value: (row) => row.lock_version },
  subject: { columns: ['subject'], value: (row) => row.subject },
  description: { columns: ['description'], value: (row) => richText(String(row.description ?? '')) },
  // Selection only: what a card shows of the description (plain text, at most 100 characters and an ellipsis).
  descriptionExcerpt: { columns: ['description'], value: (row) => richTextExcerpt(String(row.description ?? '')) },
  startDate: { columns: ['start_date'], value: (row) => row.start_date },
  dueDate: { columns: ['due_date'], value: (row) => row.due_date },
  estimatedTime: { columns: ['estimated_hours'], value: (row) => hours(row.estimated_hours) },
  remainingTime: { columns: ['remaining_hours'], value: (row) => hours(row.remaining_hours) },
  storyPoints: { columns: ['story_points'], value: (row) => row.story_points },
  percentageDone: { columns: ['done_ratio'], value: (row) => row.done_ratio },
  position: { columns: ['position'], value: (row) => row.position },
  isClosed: { joins: ['status'], value: (row) => toBoolean(row.status_is_closed as never) },
  commentCount: { comments: true, value: (_row, context) => context.commentCount },
  createdAt: { columns: ['created_at'], value: (row) => toIsoString(row.created_at as string) },
  updatedAt: { columns: ['updated_at'], value: (row) => toIsoString(row.updated_at as string) },
};

const can = (permission: string, make: (row: SelectedRow) => Link): LinkDefinition => ({
  permissions: true,
  value: (row, context) => (context.permissions.has(permission) ? make(row) : undefined),
});

/** The links of a work package element, as representWorkPackage writes them (names as link titles). */
const LINKS: Record<string, LinkDefinition> = {
  self: { columns: ['subject'], value: (row) => link(self(row), str(row.subject)) },
  schema: { columns: ['type_id'], value: (row) => link(workPackageSchemaPath(row.project_id, Number(row.type_id))) },
  project: { joins: ['project'], value: (row) => link(`/projects/${row.project_id}`, str(row.project_name)) },
  type: { columns: ['type_id'], joins: ['type'], value: (row) => link(`/types/${row.type_id}`, str(row.type_name)) },
  status: { columns: ['status_id'], joins: ['status'], value: (row) => link(`/statuses/${row.status_id}`, str(row.status_name)) },
  priority: { columns: ['priority_id'], joins: ['priority'], value: (row) => link(`/priorities/${row.priority_id}`, str(row.priority_name)) },
  author: { columns: ['author_id'], joins: ['author'], value: (row) => principalLink(row.author_id, 'User', row.author_name) },
  assignee: { columns: ['assigned_to_id'], joins: ['assignee'], value: (row) => principalLink(row.assigned_to_id, row.assignee_type, row.assignee_name) },
  responsible: {
    columns: ['responsible_id'],
    joins: ['responsible'],
    value: (row) => principalLink(row.responsible_id, row.responsible_type, row.responsible_name),
  },
  parent: {
    columns: ['parent_id'],
    joins: ['parent'],
    value: (row) => (row.parent_id === null ? { href: null } : link(`/work_packages/${row.parent_id}`, str(row.parent_subject))),
  },
  version: {
    columns: ['version_id'],
    joins: ['version'],
    value: (row) => (row.version_id === null ? { href: null } : link(`/versions/${row.version_id}`, str(row.version_name))),
  },
  activities: { value: (row) => link(`${self(row)}/activities`) },
  attachments: { value: (row) => link(`${self(row)}/attachments`) },
  updateImmediately: can('edit_work_packages', (row) => actionLink(self(row), 'patch')),
  changeStatus: can('edit_work_packages', (row) => actionLink(`${self(row)}/status`, 'patch')),
  delete: can('delete_work_packages', (row) => actionLink(self(row), 'delete')),
  addComment: can('add_work_package_notes', (row) => actionLink(`${self(row)}/activities`, 'post')),
  addAttachment: {
    permissions: true,
    value: (row, context) => (mayAddAttachments(context.permissions) ? actionLink(`${self(row)}/attachments`, 'post') : undefined),
  },
  share: can('manage_members', (row) => actionLink(`${self(row)}/shares`, 'post')),
};

/** What the collection itself may be projected to. */
const COLLECTION_PROPERTIES = ['total', 'count', 'pageSize', 'offset', 'self'] as const;
type CollectionProperty = (typeof COLLECTION_PROPERTIES)[number];

export const SELECTABLE_ELEMENT_PROPERTIES = [...Object.keys(PROPERTIES), ...Object.keys(LINKS)];

/** The most entries one `select` may name (every selectable one fits). */
const MAX_SELECT_ENTRIES = 64;

export interface Selection {
  collection: ReadonlySet<CollectionProperty>;
  properties: readonly string[];
  links: readonly string[];
  columns: readonly string[];
  joins: ReadonlySet<SelectionJoin>;
  comments: boolean;
  permissions: boolean;
}

function invalidSelect(message: string): ApiError {
  return new ApiError(400, 'InvalidQuery', message, 'select');
}

/**
 * `select=total,elements/id,elements/subject,...`: collection properties by name, element properties and links under
 * `elements/`. Unknown or unselectable names are a 400 naming the parameter (OpenProject answers InvalidSignal there).
 */
export function parseSelect(raw: string | undefined): Selection | null {
  if (raw === undefined) return null;
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.length > MAX_SELECT_ENTRIES) throw invalidSelect(`The select parameter names at most ${MAX_SELECT_ENTRIES} properties.`);
  const collection = new Set<CollectionProperty>();
  const properties: string[] = [];
  const links: string[] = [];
  for (const entry of entries) {
    if (entry === '') throw invalidSelect('The select parameter has an empty entry: name properties separated by commas (total,elements/id).');
    if ((COLLECTION_PROPERTIES as readonly string[]).includes(entry)) {
      collection.add(entry as CollectionProperty);
      continue;
    }
    const name = entry.startsWith('elements/') ? entry.slice('elements/'.length) : null;
    if (name !== null && Object.hasOwn(PROPERTIES, name)) {
      if (!properties.includes(name)) properties.push(name);
      continue;
    }
    if (name !== null && Object.hasOwn(LINKS, name)) {
      if (!links.includes(name)) links.push(name);
      continue;
    }
    throw invalidSelect(
      `The select parameter names ${JSON.stringify(entry)}, which cannot be selected. Selectable: ${COLLECTION_PROPERTIES.join(', ')}, and ` +
        `elements/ followed by one of ${SELECTABLE_ELEMENT_PROPERTIES.join(', ')}.`,
    );
  }
  const definitions = [...properties.map((name) => PROPERTIES[name]), ...links.map((name) => LINKS[name])];
  return {
    collection,
    properties,
    links,
    columns: [...new Set(definitions.flatMap((definition) => definition.columns ?? []))],
    joins: new Set(definitions.flatMap((definition) => definition.joins ?? [])),
    comments: properties.some((name) => PROPERTIES[name].comments === true),
    permissions: links.some((name) => LINKS[name].permissions === true),
  };
}

/** One element: only the selected properties, and `_links` only when a link was selected. */
export function representSelected(row: SelectedRow, selection: Selection, context: SelectionContext): Record<string, unknown> {
  const element: Record<string, unknown> = {};
  for (const name of selection.properties) element[name] = PROPERTIES[name].value(row, context);
  if (selection.links.length > 0) {
    const links: Record<string, Link> = {};
    for (const name of selection.links) {
      const value = LINKS[name].value(row, context);
      if (value) links[name] = value;
    }
    element._links = links;
  }
  return element;
}

/** The collection with only what was selected (always its `_type` and `_embedded.elements`). */
export function selectedCollection(
  selection: Selection,
  full: { total: number; count: number; pageSize: number; offset: number; _embedded: unknown; _links: Record<string, Link> },
) {
  const pick = (name: CollectionProperty) => selection.collection.has(name);
  return {
    _type: 'Collection' as const,
    ...(pick('total') ? { total: full.total } : {}),
    ...(pick('count') ? { count: full.count } : {}),
    ...(pick('pageSize') ? { pageSize: full.pageSize } : {}),
    ...(pick('offset') ? { offset: full.offset } : {}),
    _embedded: full._embedded,
    ...(pick('self') ? { _links: { self: full._links.self } } : {}),
  };
}
