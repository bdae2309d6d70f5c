// The task view model (spec 001 section 3) and its mapping from the API's WorkPackage (docs/api.md 'Work packages').
// Every tasks feature (board, list, calendar, the task panel, live updates) reads tasks in this shape.
import {
  hasAction,
  idFromHref,
  linkOf,
  parseIsoDuration,
  type WorkPackageHal,
  type WorkPackageSelectionHal,
} from '@tessera/shared';
import { statusColorOf, type StatusColorLookup } from './statuses';
import type { TaskVersionRef } from './versions';

/** The API's WorkPackage, as the server's OpenAPI document describes it (generated into @tessera/shared). */
export type { WorkPackageHal, WorkPackageSelectionHal };

export interface TaskAssignee {
  id: number;
  name: string;
  /** Work packages do not carry avatars; the board fills them in from the project's members when it has them. */
  avatar: string | null;
  type: 'User' | 'Group';
}

export interface TaskRef {
  id: number;
  title: string;
}

export interface TaskPermissions {
  canEdit: boolean;
  canChangeStatus: boolean;
  canDelete: boolean;
  canComment: boolean;
  /** Share the task with users (view, edit or manage). */
  canShare: boolean;
}

export interface Task {
  id: number;
  title: string;
  /** Rendered (sanitised by the server) HTML. */
  description: string;
  /** The markdown source, for editing. */
  descriptionRaw: string;
  /** The description without markup (cards cut it to 100 characters). */
  descriptionText: string;
  status: string;
  statusId: number;
  statusColor: string;
  isClosed: boolean;
  priority: string;
  priorityId: number;
  type: string;
  typeId: number;
  storyPoints: number | null;
  /** A work package has one assignee; the list shape follows the spec's card (up to 3 avatars, then '+N'). */
  assignees: TaskAssignee[];
  commentCount: number;
  dueDate: string | null;
  startDate: string | null;
  /** Hours. */
  estimatedTime: number | null;
  /** Hours. */
  remainingTime: number | null;
  percentageDone: number | null;
  lockVersion: number;
  position: number;
  parent: TaskRef | null;
  version: TaskVersionRef | null;
  projectId: number;
  createdAt: string;
  updatedAt: string;
  permissions: TaskPermissions;
  /**
   * Read with the board's lean select (TASK_CARD_SELECT): what the board, list and calendar show, without the panel's
   * other fields (times, dates of record, action links). The task panel reads the full task before showing it.
   */
  partial?: true;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** HTML -> plain text for card excerpts (the server already sanitised it; this only drops the markup). */
export function stripMarkup(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, entity: string) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
}

function refOf(hal: WorkPackageHal | WorkPackageSelectionHal, name: string): { id: number; title: string } | null {
  const link = linkOf(hal, name);
  const id = idFromHref(link?.href);
  return id === null ? null : { id, title: link?.title ?? '' };
}

function assigneesOf(hal: WorkPackageHal | WorkPackageSelectionHal): TaskAssignee[] {
  const link = linkOf(hal, 'assignee');
  const id = idFromHref(link?.href);
  if (id === null) return [];
  return [{ id, name: link?.title ?? `User ${id}`, avatar: null, type: link?.href?.includes('/groups/') ? 'Group' : 'User' }];
}

/** WorkPackage HAL -> Task. `statusColors` gives the server's status colours (standard colours otherwise). */
export function mapTask(hal: WorkPackageHal, statusColors?: StatusColorLookup): Task {
  return mapWorkPackage(hal, statusColors);
}

/**
 * A work package of the board's select (TASK_CARD_SELECT) -> Task, marked partial. It was read from the project's
 * collection, so that is its project.
 */
export function mapTaskCard(hal: WorkPackageSelectionHal, projectId: number, statusColors?: StatusColorLookup): Task {
  const task = mapWorkPackage(hal, statusColors);
  // The server cut the excerpt already (the same rule as cardExcerpt); the text itself is the panel's to read.
  return { ...task, descriptionText: hal.descriptionExcerpt ?? task.descriptionText, projectId, partial: true };
}

function mapWorkPackage(hal: WorkPackageHal | WorkPackageSelectionHal, statusColors?: StatusColorLookup): Task {
  const status = refOf(hal, 'status');
  const priority = refOf(hal, 'priority');
  const type = refOf(hal, 'type');
  const version = refOf(hal, 'version');
  const html = hal.description?.html ?? '';
  const raw = hal.description?.raw ?? '';
  const statusName = status?.title ?? '';
  return {
    id: hal.id ?? 0,
    title: hal.subject ?? '',
    description: html,
    descriptionRaw: raw,
    descriptionText: html ? stripMarkup(html) : raw.trim(),
    status: statusName,
    statusId: status?.id ?? 0,
    statusColor: statusColorOf(status?.id ?? 0, statusName, statusColors),
    isClosed: hal.isClosed === true,
    priority: priority?.title ?? '',
    priorityId: priority?.id ?? 0,
    type: type?.title ?? '',
    typeId: type?.id ?? 0,
    storyPoints: typeof hal.storyPoints === 'number' ? hal.storyPoints : null,
    assignees: assigneesOf(hal),
    commentCount: hal.commentCount ?? 0,
    dueDate: hal.dueDate ?? null,
    startDate: hal.startDate ?? null,
    estimatedTime: parseIsoDuration(hal.estimatedTime),
    remainingTime: parseIsoDuration(hal.remainingTime),
    percentageDone: typeof hal.percentageDone === 'number' ? hal.percentageDone : null,
    lockVersion: hal.lockVersion ?? 0,
    position: hal.position ?? 0,
    parent: refOf(hal, 'parent'),
    // The link's title is the version's name (docs/api.md 'Versions'); the id stands in only if it is missing.
    version: version ? { id: version.id, name: version.title || `#${version.id}` } : null,
    projectId: idFromHref(linkOf(hal, 'project')?.href) ?? 0,
    createdAt: hal.createdAt ?? '',
    updatedAt: hal.updatedAt ?? '',
    permissions: {
      canEdit: hasAction(hal, 'updateImmediately'),
      canChangeStatus: hasAction(hal, 'changeStatus'),
      canDelete: hasAction(hal, 'delete'),
      canComment: hasAction(hal, 'addComment'),
      canShare: hasAction(hal, 'share'),
    },
  };
}

/** Open with a due date before today (the statistics' rule; `today` is 'YYYY-MM-DD'). */
export function isOverdue(task: Pick<Task, 'dueDate' | 'isClosed'>, today: string): boolean {
  return !task.isClosed && task.dueDate !== null && task.dueDate < today;
}

/** The card's description: markup stripped, cut at 100 characters (spec 001 section 9). */
export const CARD_DESCRIPTION_LIMIT = 100;

export function cardExcerpt(text: string, limit = CARD_DESCRIPTION_LIMIT): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit).trimEnd()}…`;
}
