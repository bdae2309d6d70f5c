import { toBoolean, toIsoString } from '../../db/values.ts';
import { formatIsoDuration } from '../../http/durations.ts';
import { actionLink, API_PREFIX, buildQueryString, link, schemaProperty, schemaResource, type Link } from '../../http/hal.ts';
import { principalPath } from '../memberships/index.ts';
import type { WorkPackageRecord } from './queries.ts';
import { SUBJECT_MAX_LENGTH } from './validation.ts';
import { money } from '../../http/inputs.ts';
import { mayAddAttachments } from '../../access/index.ts';
import { type WorkPackageTimeAndCosts } from './time-and-costs.ts';
import { richText } from './rich-text.ts';

export interface WorkPackageContext {
  /** The caller's permissions in the work package's project. */
  permissions: ReadonlySet<string>;
  children: { id: number; subject: string }[];
  /** From the root down to the parent (OpenProject's order). */
  ancestors: { id: number; subject: string }[];
  commentCount: number;
  /** Spent time and costs (time-entries module); null for a package that has just been deleted. */
  timeAndCosts: WorkPackageTimeAndCosts | null;
}

/** OpenProject shows spent time with view_time_entries, labour costs with view_hourly_rates, material costs with view_cost_rates. */
function timeAndCostProperties(context: WorkPackageContext) {
  const values = context.timeAndCosts ?? { spentHours: 0, laborCosts: 0, materialCosts: 0 };
  const labor = context.permissions.has('view_hourly_rates');
  const material = context.permissions.has('view_cost_rates');
  return {
    ...(context.permissions.has('view_time_entries') ? { spentTime: formatIsoDuration(values.spentHours) } : {}),
    ...(labor ? { laborCosts: money(values.laborCosts) } : {}),
    ...(material ? { materialCosts: money(values.materialCosts) } : {}),
    ...(labor && material ? { overallCosts: money(values.laborCosts + values.materialCosts) } : {}),
  };
}

function principalLink(id: number | null, type: string | null, name: string | null): Link {
  if (id === null) return { href: null };
  return link(principalPath(type === 'Group' ? 'Group' : 'User', id), name ?? undefined);
}

/** OpenProject's schema of the work packages of one type in one project: `{projectId}-{typeId}`. */
export const workPackageSchemaPath = (projectId: number, typeId: number) => `/work_packages/schemas/${projectId}-${typeId}`;

const hours = (value: number | null) => (value === null ? null : formatIsoDuration(value));

/** OpenProject's WorkPackage: linked resources carry their names as link titles, so a list needs no embedding. */
export function representWorkPackage(wp: WorkPackageRecord, context: WorkPackageContext) {
  const self = `/work_packages/${wp.id}`;
  const links: Record<string, Link | Link[]> = {
    self: link(self, wp.subject),
    schema: link(workPackageSchemaPath(wp.project_id, wp.type_id)),
    project: link(`/projects/${wp.project_id}`, wp.project_name),
    type: link(`/types/${wp.type_id}`, wp.type_name),
    status: link(`/statuses/${wp.status_id}`, wp.status_name),
    priority: link(`/priorities/${wp.priority_id}`, wp.priority_name),
    author: principalLink(wp.author_id, 'User', wp.author_name),
    assignee: principalLink(wp.assigned_to_id, wp.assignee_type, wp.assignee_name),
    responsible: principalLink(wp.responsible_id, wp.responsible_type, wp.responsible_name),
    parent: wp.parent_id === null ? { href: null } : link(`/work_packages/${wp.parent_id}`, wp.parent_subject ?? undefined),
    children: context.children.map((child) => link(`/work_packages/${child.id}`, child.subject)),
    ancestors: context.ancestors.map((ancestor) => link(`/work_packages/${ancestor.id}`, ancestor.subject)),
    version: wp.version_id === null ? { href: null } : link(`/versions/${wp.version_id}`, wp.version_name ?? undefined),
    activities: link(`${self}/activities`),
    attachments: link(`${self}/attachments`),
  };
  if (context.permissions.has('edit_work_packages')) {
    links.updateImmediately = actionLink(self, 'patch');
    links.changeStatus = actionLink(`${self}/status`, 'patch');
  }
  if (context.permissions.has('delete_work_packages')) links.delete = actionLink(self, 'delete');
  if (context.permissions.has('add_work_package_notes')) links.addComment = actionLink(`${self}/activities`, 'post');
  if (mayAddAttachments(context.permissions)) links.addAttachment = actionLink(`${self}/attachments`, 'post');
  // Sharing admits a non-member to the package, as adding members does (docs/api.md 'Sharing').
  if (context.permissions.has('manage_members')) links.share = actionLink(`${self}/shares`, 'post');
  return {
    _type: 'WorkPackage',
    id: wp.id,
    lockVersion: wp.lock_version,
    subject: wp.subject,
    description: richText(wp.description),
    startDate: wp.start_date,
    dueDate: wp.due_date,
    estimatedTime: hours(wp.estimated_hours),
    remainingTime: hours(wp.remaining_hours),
    storyPoints: wp.story_points,
    percentageDone: wp.done_ratio,
    position: wp.position,
    /** Whether the status is a closed one (Completed, Rejected). */
    isClosed: toBoolean(wp.status_is_closed),
    commentCount: context.commentCount,
    ...timeAndCostProperties(context),
    createdAt: toIsoString(wp.created_at),
    updatedAt: toIsoString(wp.updated_at),
    _links: links,
  };
}

export type WorkPackageRepresentation = ReturnType<typeof representWorkPackage>;

/**
 * The schema of the work packages of one type in one project (OpenProject's `GET /work_packages/schemas/{p}-{t}`):
 * what a work package has, what a client may write and where the linked values are chosen from.
 */
export function representWorkPackageSchema(projectId: number, typeId: number) {
  const inProject = (path: string) => `${API_PREFIX}/projects/${projectId}${path}`;
  const members = `${API_PREFIX}/principals${buildQueryString({ filters: JSON.stringify([{ member: { operator: '=', values: [String(projectId)] } }]) })}`;
  const readOnly = (type: string, name: string) => schemaProperty(type, name, { required: true });
  const linked = (type: string, name: string, options: Parameters<typeof schemaProperty>[2] = {}) =>
    schemaProperty(type, name, { writable: true, location: '_links', ...options });
  return schemaResource(workPackageSchemaPath(projectId, typeId), {
    id: readOnly('Integer', 'ID'),
    lockVersion: readOnly('Integer', 'Resource Version'),
    subject: schemaProperty('String', 'Subject', { required: true, writable: true, minLength: 1, maxLength: SUBJECT_MAX_LENGTH }),
    description: schemaProperty('Formattable', 'Description', { writable: true }),
    startDate: schemaProperty('Date', 'Start date', { writable: true }),
    dueDate: schemaProperty('Date', 'Finish date', { writable: true }),
    estimatedTime: schemaProperty('Duration', 'Work', { writable: true }),
    remainingTime: schemaProperty('Duration', 'Remaining work', { writable: true }),
    storyPoints: schemaProperty('Integer', 'Story points', { writable: true }),
    percentageDone: schemaProperty('Integer', '% Complete', { writable: true }),
    position: schemaProperty('Integer', 'Position', { writable: true, hasDefault: true }),
    spentTime: schemaProperty('Duration', 'Spent time'),
    createdAt: readOnly('DateTime', 'Created on'),
    updatedAt: readOnly('DateTime', 'Updated on'),
    author: schemaProperty('User', 'Author', { required: true, location: '_links' }),
    // A work package stays in the project it was created in.
    project: schemaProperty('Project', 'Project', { required: true, location: '_links' }),
    parent: linked('WorkPackage', 'Parent'),
    type: linked('Type', 'Type', { required: true, hasDefault: true, allowedValues: inProject('/types') }),
    status: linked('Status', 'Status', { required: true, hasDefault: true, allowedValues: `${API_PREFIX}/statuses` }),
    priority: linked('Priority', 'Priority', { required: true, hasDefault: true, allowedValues: `${API_PREFIX}/priorities` }),
    assignee: linked('User', 'Assignee', { allowedValues: members }),
    responsible: linked('User', 'Accountable', { allowedValues: members }),
    version: linked('Version', 'Version', { allowedValues: inProject('/versions') }),
  });
}
