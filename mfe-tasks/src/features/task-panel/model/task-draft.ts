// The panel's editable copy of a task, what differs from the saved copy, and the PATCH body for it
// (docs/api.md 'Updating'; spec 001 section 4 'Task edit and auto-save').
import { formatIsoDuration, versionHref, type ApiRequestBody } from '@tessera/shared';
import { assigneeHref, type CheckedNumberField, numberProblems, statusHref, type Task, type TaskAssignee, type TaskRef, type TaskVersionRef } from '../../../entities/task';
import { TITLE_REQUIRED } from './panel-constants';

export interface TaskDraft {
  subject: string;
  description: string;
  statusId: number;
  typeId: number;
  priorityId: number;
  /** The first assignee (a work package has one); null for none. */
  assignee: Pick<TaskAssignee, 'id' | 'type' | 'name'> | null;
  startDate: string | null;
  dueDate: string | null;
  /** Hours. */
  estimatedTime: number | null;
  /** Hours. */
  remainingTime: number | null;
  storyPoints: number | null;
  percentageDone: number | null;
  parent: TaskRef | null;
  /** The version (sprint) the task is in; null for none. */
  version: TaskVersionRef | null;
}

export type DraftField = keyof TaskDraft;

export const DRAFT_FIELDS: readonly DraftField[] = [
  'subject', 'description', 'statusId', 'typeId', 'priorityId', 'assignee', 'startDate', 'dueDate',
  'estimatedTime', 'remainingTime', 'storyPoints', 'percentageDone', 'parent', 'version',
];

export const FIELD_LABELS: Readonly<Record<DraftField, string>> = {
  subject: 'Title',
  description: 'Description',
  statusId: 'Status',
  typeId: 'Type',
  priorityId: 'Priority',
  assignee: 'Assignee',
  startDate: 'Start date',
  dueDate: 'Due date',
  estimatedTime: 'Estimated hours',
  remainingTime: 'Remaining hours',
  storyPoints: 'Story points',
  percentageDone: '% Complete',
  parent: 'Parent',
  version: 'Version',
};

export function draftFromTask(task: Task): TaskDraft {
  const assignee = task.assignees[0];
  return {
    subject: task.title,
    description: task.descriptionRaw,
    statusId: task.statusId,
    typeId: task.typeId,
    priorityId: task.priorityId,
    assignee: assignee ? { id: assignee.id, type: assignee.type, name: assignee.name } : null,
    startDate: task.startDate,
    dueDate: task.dueDate,
    estimatedTime: task.estimatedTime,
    remainingTime: task.remainingTime,
    storyPoints: task.storyPoints,
    percentageDone: task.percentageDone,
    parent: task.parent ? { id: task.parent.id, title: task.parent.title } : null,
    version: task.version ? { id: task.version.id, name: task.version.name } : null,
  };
}

/** The server keeps hours to the minute: 1.3333 h and 1 h 20 m are the same value. */
const minutes = (hours: number) => Math.round(hours * 60);

export function sameFieldValue<F extends DraftField>(field: F, a: TaskDraft[F], b: TaskDraft[F]): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  switch (field) {
    case 'assignee': {
      const x = a as TaskDraft['assignee'];
      const y = b as TaskDraft['assignee'];
      return x!.id === y!.id && x!.type === y!.type;
    }
    case 'parent':
      return (a as TaskRef).id === (b as TaskRef).id;
    case 'version':
      return (a as TaskVersionRef).id === (b as TaskVersionRef).id;
    case 'estimatedTime':
    case 'remainingTime':
      return minutes(a as number) === minutes(b as number);
    default:
      return false;
  }
}

/** The fields where the draft differs from the saved copy. */
export function changedFields(draft: TaskDraft, saved: TaskDraft): DraftField[] {
  return DRAFT_FIELDS.filter((field) => !sameFieldValue(field, draft[field], saved[field]));
}

export type DraftProblems = Partial<Record<DraftField, string>>;

/** The fields whose value cannot be saved, with the message to show next to each (nothing is saved while any). */
export function draftProblems(draft: TaskDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (draft.subject.trim() === '') problems.subject = TITLE_REQUIRED;
  for (const field of Object.keys(numberProblems) as CheckedNumberField[]) {
    const problem = numberProblems[field](draft[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** Only the values the user changed (to re-apply them on a newer copy of the task). */
export function editsOf(draft: TaskDraft, saved: TaskDraft): Partial<TaskDraft> {
  const edits: Partial<TaskDraft> = {};
  for (const field of changedFields(draft, saved)) (edits as Record<DraftField, unknown>)[field] = draft[field];
  return edits;
}

/** Hours as an ISO 8601 duration; empty clears (null). Only valid drafts are sent (draftProblems). */
function hoursValue(hours: number | null): string | null {
  return hours === null ? null : formatIsoDuration(hours);
}

const typeHref = (id: number) => `/api/v3/types/${id}`;
const priorityHref = (id: number) => `/api/v3/priorities/${id}`;
const workPackageHref = (id: number) => `/api/v3/work_packages/${id}`;

/** PATCH /work_packages/{id} as the server's OpenAPI document describes it. */
export type TaskPatchBody = ApiRequestBody<'/api/v3/work_packages/{id}', 'patch'>;

/** PATCH /work_packages/{id} for the given fields (the status goes by its own call: changeTaskStatus). */
export function patchBody(draft: TaskDraft, fields: readonly DraftField[], lockVersion: number, options: { withStatus?: boolean } = {}): TaskPatchBody {
  const body: TaskPatchBody = { lockVersion };
  const links: Record<string, { href: string | null }> = {};
  for (const field of fields) {
    switch (field) {
      case 'subject': body.subject = draft.subject.trim(); break;
      case 'description': body.description = { raw: draft.description }; break;
      case 'startDate': body.startDate = draft.startDate; break;
      case 'dueDate': body.dueDate = draft.dueDate; break;
      case 'estimatedTime': body.estimatedTime = hoursValue(draft.estimatedTime); break;
      case 'remainingTime': body.remainingTime = hoursValue(draft.remainingTime); break;
      case 'storyPoints': body.storyPoints = draft.storyPoints; break;
      case 'percentageDone': body.percentageDone = draft.percentageDone; break;
      case 'typeId': links.type = { href: typeHref(draft.typeId) }; break;
      case 'priorityId': links.priority = { href: priorityHref(draft.priorityId) }; break;
      case 'assignee': links.assignee = { href: draft.assignee ? assigneeHref(draft.assignee) : null }; break;
      case 'parent': links.parent = { href: draft.parent ? workPackageHref(draft.parent.id) : null }; break;
      case 'version': links.version = { href: draft.version ? versionHref(draft.version.id) : null }; break;
      // The status goes by its own call, except in the one request sent while the page goes away.
      case 'statusId': if (options.withStatus) links.status = { href: statusHref(draft.statusId) }; break;
    }
  }
  if (Object.keys(links).length > 0) body._links = links;
  return body;
}
