// An AI task draft (the answers of POST /ai/generate-task, /ai/generate-subtasks and /ai/tasks-from-text) -> the
// body of the task it becomes. Used by the tasks area (AI sub-tasks) and the documents area (tasks from a selection),
// so both match names and write estimates the same way.
import type { ApiRequestBody } from '../api/types';
import type { HalLink } from '../api/hal';
import { formatIsoDuration } from '../format/durations';

/** A project's type or priority, as the drafts' names are matched onto. */
export interface NamedOption {
  id: number;
  name: string;
}

/** The fields every AI draft carries that a task body takes. */
export interface AiTaskDraftFields {
  description: string;
  type: string | null;
  priority: string | null;
  estimatedHours: number | null;
  startDate: string | null;
  dueDate: string | null;
}

export type NewWorkPackageBody = ApiRequestBody<'/api/v3/projects/{id}/work_packages', 'post'>;

/** The API's limit on a work package's subject. */
export const TASK_TITLE_MAX = 255;

/** The item whose name is `name`, ignoring case and surrounding spaces. */
export function matchByName<T extends NamedOption>(items: readonly T[], name: string | null | undefined): T | undefined {
  const wanted = name?.trim().toLowerCase();
  return wanted ? items.find((item) => item.name.trim().toLowerCase() === wanted) : undefined;
}

/**
 * The POST /projects/{id}/work_packages body of a draft under the title the user kept. A type or priority the project
 * lacks is left out (the server's default applies); `links` adds links (a parent), `description` replaces the draft's.
 */
export function taskBodyFromAiDraft(
  draft: AiTaskDraftFields,
  title: string,
  context: { types: readonly NamedOption[]; priorities: readonly NamedOption[]; links?: Record<string, HalLink>; description?: string },
): NewWorkPackageBody {
  const links: Record<string, HalLink> = { ...context.links };
  const type = matchByName(context.types, draft.type);
  if (type) links.type = { href: `/api/v3/types/${type.id}` };
  const priority = matchByName(context.priorities, draft.priority);
  if (priority) links.priority = { href: `/api/v3/priorities/${priority.id}` };
  const body: NewWorkPackageBody = { subject: title.trim().slice(0, TASK_TITLE_MAX), _links: links };
  const description = (context.description ?? draft.description).trim();
  if (description) body.description = { raw: description };
  // An estimate of 0 h says nothing: left out rather than written as PT0H.
  if (typeof draft.estimatedHours === 'number' && Number.isFinite(draft.estimatedHours) && draft.estimatedHours > 0) {
    body.estimatedTime = formatIsoDuration(draft.estimatedHours);
  }
  if (draft.startDate) body.startDate = draft.startDate;
  if (draft.dueDate) body.dueDate = draft.dueDate;
  return body;
}
