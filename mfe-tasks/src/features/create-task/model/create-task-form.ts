// The 'Create New Task' dialog's rules (spec 001 sections 2, 4, 5) and the request body it sends
// (docs/api.md 'Creating').
import type { Dayjs } from 'dayjs';
import { formatIsoDuration, versionHref, type HalLink } from '@tessera/shared';
import { assigneeHref, type AssigneeOption, type NewTaskBody, typeHasStoryPoints } from '../../../entities/task';

export const CREATE_TASK_TITLE = 'Create New Task';
export const TITLE_REQUIRED_MESSAGE = 'Title is required';
export const TITLE_MAX_LENGTH = 255;
export const TITLE_TOO_LONG_MESSAGE = `Title must be at most ${TITLE_MAX_LENGTH} characters`;
export const TYPE_REQUIRED_MESSAGE = 'Type is required';
export const STORY_POINTS_STEP = 1;
export {
  ESTIMATED_HOURS_MIN_MESSAGE, REMAINING_HOURS_MIN_MESSAGE, STORY_POINTS_RANGE_MESSAGE, TASK_HOURS_STEP as HOURS_STEP,
} from '../../../entities/task';
export const STORY_POINTS_HINT = 'Estimate effort (1-100 points)';
export const DUE_BEFORE_START_MESSAGE = 'Finish date must be on or after the start date.';
export const CREATE_FAILED_MESSAGE = 'Failed to create task. Please try again.';
export const TASK_CREATED_MESSAGE = 'Task created successfully';
export const NO_TASKS_AVAILABLE_MESSAGE = 'No tasks available';
export const DATE_FORMAT = 'YYYY-MM-DD';

export interface CreateTaskValues {
  title: string;
  description?: string;
  typeId?: number;
  statusId?: number;
  priorityId?: number;
  /** assigneeKey() of the chosen member. */
  assignee?: string;
  estimatedHours?: number | null;
  remainingHours?: number | null;
  storyPoints?: number | null;
  startDate?: Dayjs | null;
  dueDate?: Dayjs | null;
  parentId?: number;
  versionId?: number;
}

/** The server names the property it rejects (422); this is the form field that shows it. */
export const SERVER_FIELD_TO_FORM_FIELD: Readonly<Record<string, keyof CreateTaskValues>> = {
  subject: 'title',
  description: 'description',
  type: 'typeId',
  status: 'statusId',
  priority: 'priorityId',
  assignee: 'assignee',
  estimatedTime: 'estimatedHours',
  remainingTime: 'remainingHours',
  storyPoints: 'storyPoints',
  startDate: 'startDate',
  dueDate: 'dueDate',
  parent: 'parentId',
  version: 'versionId',
};

const link = (href: string): HalLink => ({ href });
const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

export interface CreateTaskContext {
  projectId: number;
  assignees: readonly AssigneeOption[];
  /** The chosen type's name (story points are sent only for the types that have them). */
  typeName: string | undefined;
}

/** The form's values -> POST /projects/{id}/work_packages body. Empty optional fields are left out. */
export function buildCreateTaskBody(values: CreateTaskValues, context: CreateTaskContext): NewTaskBody {
  const links: Record<string, HalLink> = { project: link(`/api/v3/projects/${context.projectId}`) };
  if (values.typeId !== undefined) links.type = link(`/api/v3/types/${values.typeId}`);
  if (values.statusId !== undefined) links.status = link(`/api/v3/statuses/${values.statusId}`);
  if (values.priorityId !== undefined) links.priority = link(`/api/v3/priorities/${values.priorityId}`);
  const assignee = values.assignee ? context.assignees.find((option) => `${option.type}:${option.id}` === values.assignee) : undefined;
  if (assignee) links.assignee = link(assigneeHref(assignee));
  if (values.parentId !== undefined && values.parentId !== null) links.parent = link(`/api/v3/work_packages/${values.parentId}`);
  if (values.versionId !== undefined && values.versionId !== null) links.version = link(versionHref(values.versionId));

  const body: NewTaskBody = { subject: values.title.trim(), _links: links };
  const description = values.description?.trim();
  if (description) body.description = { raw: description };
  if (values.startDate) body.startDate = values.startDate.format(DATE_FORMAT);
  if (values.dueDate) body.dueDate = values.dueDate.format(DATE_FORMAT);
  // Hours travel as ISO 8601 durations (PT2H30M); only finite values are sent (spec 001 section 4).
  if (finite(values.estimatedHours)) body.estimatedTime = formatIsoDuration(values.estimatedHours);
  if (finite(values.remainingHours)) body.remainingTime = formatIsoDuration(values.remainingHours);
  if (finite(values.storyPoints) && typeHasStoryPoints(context.typeName)) body.storyPoints = values.storyPoints;
  return body;
}
