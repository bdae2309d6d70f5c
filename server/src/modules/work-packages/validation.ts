import type { Updateable } from 'kysely';
import { PROJECT_ARCHIVED_MESSAGE } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { WorkPackageRow, WorkPackagesTable } from '../../db/schema.ts';
import { isStorableId, toBoolean } from '../../db/values.ts';
import { isCalendarDate } from '../../http/dates.ts';
import { parseIsoDuration } from '../../http/durations.ts';
import { ApiError, constraintViolation, missingPermission, propertyIsReadOnly } from '../../http/errors.ts';
import { API_PREFIX } from '../../http/hal.ts';
import { versionsForProject } from '../versions/index.ts';
import * as queries from './queries.ts';

export const SUBJECT_MAX_LENGTH = 255;
/** Spec 001 sections 5 and 9: story points from 0 to 100, step 1. */
export const STORY_POINTS_MIN = 0;
export const STORY_POINTS_MAX = 100;

/** Messages: spec 001 wording where it has one ('Title is required', 'Type is required', 'Invalid status'). */
export const WORK_PACKAGE_MESSAGES = {
  subjectRequired: 'Title is required',
  subjectTooLong: `Title is too long (maximum is ${SUBJECT_MAX_LENGTH} characters).`,
  typeRequired: 'Type is required',
  typeNotALink: 'Type must be a type link (/api/v3/types/{id}).',
  typeNotFound: 'The type does not exist.',
  typeNotEnabled: (name: string) => `The type ${name} is not enabled in this project.`,
  statusInvalid: 'Invalid status',
  priorityInvalid: 'Invalid priority',
  projectMissing: 'Please select a project.',
  projectNotALink: 'The project must be a project link (/api/v3/projects/{id}).',
  projectNotFound: 'The project does not exist or is not visible to you.',
  projectMismatch: 'The project is given by the path; the body names another one.',
  projectReadOnly: 'A work package cannot be moved to another project.',
  principalNotALink: (label: string) => `${label} must be a user (/api/v3/users/{id}) or group (/api/v3/groups/{id}) link, or null.`,
  principalNotFound: (label: string) => `The ${label.toLowerCase()} does not exist.`,
  principalNotMember: (name: string) => `${name} is not a member of this project.`,
  parentNotALink: 'Parent must be a work package link (/api/v3/work_packages/{id}) or null.',
  parentNotFound: 'Parent must be an existing work package of the same project.',
  parentCycle: 'A work package cannot be its own parent or the parent of one of its ancestors.',
  versionNotALink: 'Version must be a version link (/api/v3/versions/{id}) or null.',
  versionNotAvailable: 'The version is not available in this project.',
  versionNotOpen: (name: string, status: string) => `${name} is ${status}: work packages cannot be added to it.`,
  dateInvalid: (label: string) => `${label} must be a date (YYYY-MM-DD) or null.`,
  dueBeforeStart: 'Finish date must be on or after the start date.',
  durationInvalid: (label: string) => `${label} must be an ISO 8601 duration such as PT2H30M, or null.`,
  durationNegative: (label: string) => `${label} must be at least 0.`,
  storyPoints: `Story points must be a whole number from ${STORY_POINTS_MIN} to ${STORY_POINTS_MAX}.`,
  percentageDone: '% Complete must be a whole number from 0 to 100.',
  position: 'Position must be a whole number of at least 0.',
  lockVersionMissing: 'lockVersion is required: send the lockVersion of the work package as you last read it.',
  conflict: 'The work package was changed in the meantime (its lockVersion is no longer current). Reload it and apply your changes again.',
  archived: PROJECT_ARCHIVED_MESSAGE,
  addForbidden: 'You are not allowed to add work packages to this project.',
  editForbidden: 'You are not allowed to edit work packages in this project.',
  deleteForbidden: 'You are not allowed to delete work packages in this project.',
  subtasksForbidden: 'You need the "Manage subtasks" permission to change the parent of a work package.',
  versionsForbidden: 'You need the "Assign versions" permission to change the version of a work package.',
} as const;

export const updateConflict = (message: string = WORK_PACKAGE_MESSAGES.conflict) => new ApiError(409, 'UpdateConflict', message);

interface LinkInput {
  href?: string | null;
}

export interface WorkPackageLinksInput {
  type?: LinkInput;
  status?: LinkInput;
  priority?: LinkInput;
  project?: LinkInput;
  assignee?: LinkInput;
  responsible?: LinkInput;
  parent?: LinkInput;
  version?: LinkInput;
}

/** A create or PATCH body (docs/api.md, Work packages); schemas.ts checks its JSON types first. */
export interface WorkPackageInput {
  subject?: string;
  description?: { raw: string };
  startDate?: string | null;
  dueDate?: string | null;
  estimatedTime?: string | null;
  remainingTime?: string | null;
  storyPoints?: number | null;
  percentageDone?: number | null;
  position?: number;
  lockVersion?: number;
  _links?: WorkPackageLinksInput;
  _meta?: Record<string, unknown>;
}

const ID = '([1-9]\\d{0,15})';
const hrefPattern = (path: string) => new RegExp(`^${API_PREFIX}/${path}/${ID}$`);
export const PROJECT_HREF = hrefPattern('projects');
const TYPE_HREF = hrefPattern('types');
const STATUS_HREF = hrefPattern('statuses');
const PRIORITY_HREF = hrefPattern('priorities');
const PARENT_HREF = hrefPattern('work_packages');
const VERSION_HREF = hrefPattern('versions');
const PRINCIPAL_HREF = new RegExp(`^${API_PREFIX}/(users|groups)/${ID}$`);

const hrefOf = (value: LinkInput): string | null => (typeof value.href === 'string' && value.href.trim() !== '' ? value.href.trim() : null);

/**
 * undefined: the link was not sent; null: sent without a value; otherwise the id in the href. A malformed href is a
 * 422 naming the link; an id no row can have (beyond the id column's range) is 0, which matches nothing.
 */
function linkedId(links: WorkPackageLinksInput | undefined, name: keyof WorkPackageLinksInput, pattern: RegExp, malformed: string): number | null | undefined {
  const value = links?.[name];
  if (value === undefined) return undefined;
  const href = hrefOf(value);
  if (href === null) return null;
  const match = pattern.exec(href);
  if (!match) throw constraintViolation(name, malformed);
  const id = Number(match[1]);
  return isStorableId(id) ? id : 0;
}

export function projectLinkId(links: WorkPackageLinksInput | undefined): number | null | undefined {
  return linkedId(links, 'project', PROJECT_HREF, WORK_PACKAGE_MESSAGES.projectNotALink);
}


type Reference = Awaited<ReturnType<typeof queries.referenceData>>;

/**
 * The lookups a write needs, each made at most once per request (a bulk edit of many work packages in a few
 * projects costs a few statements, not a few per package). The reference data comes with the types the first project
 * asked about enables, in one statement.
 */
export class WriteLookups {
  private readonly db: Db;
  private reference?: { projectId: number; data: Promise<Reference> };
  private readonly types = new Map<number, Promise<{ type_id: number; is_default: boolean | number }[]>>();
  private readonly members = new Map<string, Promise<boolean>>();
  private readonly principals = new Map<number, ReturnType<typeof queries.findPrincipal>>();
  private readonly parents = new Map<number, Promise<WorkPackageRow | undefined>>();
  private readonly versions = new Map<string, Promise<{ name: string; status: string; available: boolean } | undefined>>();

  constructor(db: Db) {
    this.db = db;
  }

  /** The statuses, priorities and types; `projectId`, the project being written, joins its enabled types to the read. */
  referenceData(projectId: number): Promise<Reference> {
    if (!this.reference) {
      const data = queries.referenceData(this.db, projectId);
      this.reference = { projectId, data };
      this.types.set(projectId, data.then((reference) => reference.enabledTypes));
    }
    return this.reference.data;
  }

  enabledTypes(projectId: number) {
    if (!this.reference) this.referenceData(projectId);
    let found = this.types.get(projectId);
    if (!found) {
      found = queries.enabledTypes(this.db, [projectId]);
      this.types.set(projectId, found);
    }
    return found;
  }

  principal(id: number) {
    let found = this.principals.get(id);
    if (!found) {
      found = queries.findPrincipal(this.db, id);
      this.principals.set(id, found);
    }
    return found;
  }

  isMember(projectId: number, principalId: number): Promise<boolean> {
    const key = `${projectId}:${principalId}`;
    let found = this.members.get(key);
    if (!found) {
      found = queries.membersAmong(this.db, projectId, [principalId]).then((ids) => ids.has(principalId));
      this.members.set(key, found);
    }
    return found;
  }

  /** A version with whether it is usable in the project (its own, or shared into it). */
  version(projectId: number, id: number) {
    const key = `${projectId}:${id}`;
    let found = this.versions.get(key);
    if (!found) {
      found = versionsForProject(this.db, projectId, [id]).then(([row]) => (row ? { name: row.name, status: row.status, available: Number(row.available) === 1 } : undefined));
      this.versions.set(key, found);
    }
    return found;
  }

  workPackage(id: number) {
    let found = this.parents.get(id);
    if (!found) {
      found = queries.findWorkPackage(this.db, id);
      this.parents.set(id, found);
    }
    return found;
  }

  /** The type a new work package gets: the project's default, else its first enabled type, else the global default. */
  async defaultTypeId(projectId: number): Promise<number> {
    const [{ types }, enabled] = await Promise.all([this.referenceData(projectId), this.enabledTypes(projectId)]);
    const enabledIds = new Set(enabled.map((row) => row.type_id));
    const projectDefault = enabled.find((row) => toBoolean(row.is_default));
    if (projectDefault) return projectDefault.type_id;
    const firstEnabled = types.find((type) => enabledIds.has(type.id));
    if (firstEnabled) return firstEnabled.id;
    return (types.find((type) => toBoolean(type.is_default)) ?? types[0]).id;
  }
}

export interface ChangeContext {
  projectId: number;
  permissions: ReadonlySet<string>;
  /** The work package as stored, or null when creating. */
  current: WorkPackageRow | null;
  lookups: WriteLookups;
}

/**
 * The columns a body sets, validated against spec 001 section 5 and the project: the first violation is thrown
 * (403 for a change the caller may not make, else 422 naming the property). Unchanged values are not re-checked,
 * so saving a form whose assignee has since left the project still works.
 */
export async function resolveChanges(input: WorkPackageInput, context: ChangeContext): Promise<Updateable<WorkPackagesTable>> {
  const { current, lookups, projectId, permissions } = context;
  const links = input._links;
  const changes: Updateable<WorkPackagesTable> = {};
  const changed = <K extends keyof WorkPackageRow>(column: K, value: WorkPackageRow[K] | null) => current === null || current[column] !== value;

  // Permission-bound links first: a 403 wins over a 422.
  const parentId = linkedId(links, 'parent', PARENT_HREF, WORK_PACKAGE_MESSAGES.parentNotALink);
  if (parentId !== undefined && changed('parent_id', parentId) && !permissions.has('manage_subtasks')) {
    throw missingPermission(WORK_PACKAGE_MESSAGES.subtasksForbidden);
  }
  const versionId = linkedId(links, 'version', VERSION_HREF, WORK_PACKAGE_MESSAGES.versionNotALink);
  if (versionId !== undefined && changed('version_id', versionId) && !permissions.has('assign_versions')) {
    throw missingPermission(WORK_PACKAGE_MESSAGES.versionsForbidden);
  }

  if (current !== null) {
    const project = projectLinkId(links);
    if (project !== undefined && project !== current.project_id) throw propertyIsReadOnly('project', WORK_PACKAGE_MESSAGES.projectReadOnly);
  }

  if (input.subject !== undefined || current === null) {
    const subject = (input.subject ?? '').trim();
    if (subject === '') throw constraintViolation('subject', WORK_PACKAGE_MESSAGES.subjectRequired);
    if (subject.length > SUBJECT_MAX_LENGTH) throw constraintViolation('subject', WORK_PACKAGE_MESSAGES.subjectTooLong);
    changes.subject = subject;
  }
  if (input.description !== undefined) changes.description = input.description.raw;

  for (const [attribute, column, label] of [
    ['startDate', 'start_date', 'Start date'],
    ['dueDate', 'due_date', 'Finish date'],
  ] as const) {
    const value = input[attribute];
    if (value === undefined) continue;
    if (value !== null && !isCalendarDate(value)) throw constraintViolation(attribute, WORK_PACKAGE_MESSAGES.dateInvalid(label));
    changes[column] = value;
  }
  const start = changes.start_date !== undefined ? changes.start_date : (current?.start_date ?? null);
  const due = changes.due_date !== undefined ? changes.due_date : (current?.due_date ?? null);
  if (start !== null && due !== null && due < start) {
    throw constraintViolation(input.dueDate !== undefined ? 'dueDate' : 'startDate', WORK_PACKAGE_MESSAGES.dueBeforeStart);
  }

  for (const [attribute, column, label] of [
    ['estimatedTime', 'estimated_hours', 'Estimated time'],
    ['remainingTime', 'remaining_hours', 'Remaining time'],
  ] as const) {
    const value = input[attribute];
    if (value === undefined) continue;
    if (value === null) {
      changes[column] = null;
      continue;
    }
    const hours = parseIsoDuration(value);
    if (hours === null) throw constraintViolation(attribute, WORK_PACKAGE_MESSAGES.durationInvalid(label));
    if (hours < 0) throw constraintViolation(attribute, WORK_PACKAGE_MESSAGES.durationNegative(label));
    changes[column] = hours;
  }

  if (input.storyPoints !== undefined) {
    const points = input.storyPoints;
    if (points !== null && (!Number.isInteger(points) || points < STORY_POINTS_MIN || points > STORY_POINTS_MAX)) {
      throw constraintViolation('storyPoints', WORK_PACKAGE_MESSAGES.storyPoints);
    }
    changes.story_points = points;
  }
  if (input.percentageDone !== undefined) {
    const done = input.percentageDone;
    if (done !== null && (!Number.isInteger(done) || done < 0 || done > 100)) throw constraintViolation('percentageDone', WORK_PACKAGE_MESSAGES.percentageDone);
    changes.done_ratio = done;
  }
  if (input.position !== undefined) {
    if (!Number.isInteger(input.position) || input.position < 0 || input.position > 2_147_483_647) throw constraintViolation('position', WORK_PACKAGE_MESSAGES.position);
    changes.position = input.position;
  }

  // Type: enabled in the project (a project that restricts nothing allows every type).
  const typeId = linkedId(links, 'type', TYPE_HREF, WORK_PACKAGE_MESSAGES.typeNotALink);
  if (typeId === null) throw constraintViolation('type', WORK_PACKAGE_MESSAGES.typeRequired);
  if (typeId !== undefined && changed('type_id', typeId)) {
    const [{ types }, enabled] = await Promise.all([lookups.referenceData(projectId), lookups.enabledTypes(projectId)]);
    const type = types.find((candidate) => candidate.id === typeId);
    if (!type) throw constraintViolation('type', WORK_PACKAGE_MESSAGES.typeNotFound);
    if (enabled.length > 0 && !enabled.some((row) => row.type_id === typeId)) throw constraintViolation('type', WORK_PACKAGE_MESSAGES.typeNotEnabled(type.name));
    changes.type_id = typeId;
  } else if (current === null) {
    changes.type_id = await lookups.defaultTypeId(projectId);
  }

  // Status and priority: one of the known ones (spec 001 section 4: anything else is 'Invalid status').
  const statusId = linkedId(links, 'status', STATUS_HREF, WORK_PACKAGE_MESSAGES.statusInvalid);
  if (statusId !== undefined || current === null) {
    const { statuses } = await lookups.referenceData(projectId);
    if (statusId === undefined) changes.status_id = (statuses.find((status) => toBoolean(status.is_default)) ?? statuses[0]).id;
    else if (statusId === null || !statuses.some((status) => status.id === statusId)) throw constraintViolation('status', WORK_PACKAGE_MESSAGES.statusInvalid);
    else changes.status_id = statusId;
  }
  const priorityId = linkedId(links, 'priority', PRIORITY_HREF, WORK_PACKAGE_MESSAGES.priorityInvalid);
  if (priorityId !== undefined || current === null) {
    const { priorities } = await lookups.referenceData(projectId);
    const active = priorities.filter((priority) => toBoolean(priority.is_active));
    if (priorityId === undefined) changes.priority_id = (active.find((priority) => toBoolean(priority.is_default)) ?? active[0]).id;
    else if (priorityId === null || (changed('priority_id', priorityId) && !active.some((priority) => priority.id === priorityId))) {
      throw constraintViolation('priority', WORK_PACKAGE_MESSAGES.priorityInvalid);
    } else changes.priority_id = priorityId;
  }

  // Assignee and accountable: members of the project (directly, or through a group).
  for (const [name, column, label] of [
    ['assignee', 'assigned_to_id', 'Assignee'],
    ['responsible', 'responsible_id', 'Accountable'],
  ] as const) {
    const value = links?.[name];
    if (value === undefined) continue;
    const href = hrefOf(value);
    if (href === null) {
      changes[column] = null;
      continue;
    }
    const match = PRINCIPAL_HREF.exec(href);
    if (!match) throw constraintViolation(name, WORK_PACKAGE_MESSAGES.principalNotALink(label));
    const id = Number(match[2]);
    if (!changed(column, id)) continue;
    const principal = isStorableId(id) ? await lookups.principal(id) : undefined;
    if (!principal || principal.type !== (match[1] === 'groups' ? 'Group' : 'User')) throw constraintViolation(name, WORK_PACKAGE_MESSAGES.principalNotFound(label));
    if (!(await lookups.isMember(projectId, id))) throw constraintViolation(name, WORK_PACKAGE_MESSAGES.principalNotMember(principal.name));
    changes[column] = id;
  }

  // Parent: a work package of the same project, never the package itself (cycles through descendants are checked
  // again inside the writing transaction, where the hierarchy is locked).
  if (parentId !== undefined && changed('parent_id', parentId)) {
    if (parentId !== null) {
      if (current !== null && parentId === current.id) throw constraintViolation('parent', WORK_PACKAGE_MESSAGES.parentCycle);
      const parent = parentId === 0 ? undefined : await lookups.workPackage(parentId);
      if (!parent || parent.project_id !== projectId) throw constraintViolation('parent', WORK_PACKAGE_MESSAGES.parentNotFound);
    }
    changes.parent_id = parentId;
  }
  // Version: usable in the project (docs/api.md, Versions); only an open one accepts work. A package may stay in a
  // version that was locked or closed after it was assigned (unchanged values are not re-checked).
  if (versionId !== undefined && changed('version_id', versionId)) {
    if (versionId !== null) {
      const version = versionId === 0 ? undefined : await lookups.version(projectId, versionId);
      if (!version?.available) throw constraintViolation('version', WORK_PACKAGE_MESSAGES.versionNotAvailable);
      if (version.status !== 'open') throw constraintViolation('version', WORK_PACKAGE_MESSAGES.versionNotOpen(version.name, version.status));
    }
    changes.version_id = versionId;
  }
  return changes;
}
