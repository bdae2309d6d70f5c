// An AI draft -> the values of the task forms: type and priority names are matched onto the project's own
// (case-insensitive); what cannot be matched keeps the form's default and is said (spec 002 §3).
import dayjs, { type Dayjs } from 'dayjs';
import { matchByName, type NamedOption as Named, TASK_TITLE_MAX as TITLE_MAX, taskBodyFromAiDraft } from '@tessera/shared';
import type { NewTaskBody } from '../../../entities/task';
import type { AiTaskDraft } from '../api/ai-api';

export type { Named };
export { TITLE_MAX };

/** The fields of the Create New Task form a draft fills in. */
export interface AiDraftFormValues {
  title: string;
  description: string;
  typeId?: number;
  priorityId?: number;
  estimatedHours?: number | null;
  startDate?: Dayjs | null;
  dueDate?: Dayjs | null;
}

export interface MappedDraft {
  values: AiDraftFormValues;
  /** What the user should know: a type or priority the project lacks, tags the form has no field for. */
  notes: string[];
}

const date = (value: string | null): Dayjs | null => {
  if (!value) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
};

export const unknownTypeNote = (name: string) => `The suggested type "${name}" is not available in this project: the default type is kept.`;
export const unknownPriorityNote = (name: string) => `The suggested priority "${name}" is not available: the default priority is kept.`;
export const tagsNote = (tags: readonly string[]) => `Suggested tags (tasks have no tags field): ${tags.join(', ')}`;

/** The form values of a draft. Type and priority are left out (the form keeps its default) when the project has no match. */
export function draftToFormValues(draft: AiTaskDraft, types: readonly Named[], priorities: readonly Named[]): MappedDraft {
  const notes: string[] = [];
  const values: AiDraftFormValues = {
    title: draft.title.slice(0, TITLE_MAX),
    description: draft.description,
    estimatedHours: draft.estimatedHours,
    startDate: date(draft.startDate),
    dueDate: date(draft.dueDate),
  };
  const type = matchByName(types, draft.type);
  if (type) values.typeId = type.id;
  else if (draft.type) notes.push(unknownTypeNote(draft.type));
  const priority = matchByName(priorities, draft.priority);
  if (priority) values.priorityId = priority.id;
  else if (draft.priority) notes.push(unknownPriorityNote(draft.priority));
  if (draft.tags.length > 0) notes.push(tagsNote(draft.tags));
  return { values, notes };
}

/** POST /projects/{id}/work_packages body of a sub-task draft: a child of `parentId` (the `parent` link). */
export function subtaskBody(
  draft: AiTaskDraft,
  title: string,
  context: { projectId: number; parentId: number; types: readonly Named[]; priorities: readonly Named[] },
): NewTaskBody {
  const links = { project: { href: `/api/v3/projects/${context.projectId}` }, parent: { href: `/api/v3/work_packages/${context.parentId}` } };
  return taskBodyFromAiDraft(draft, title, { types: context.types, priorities: context.priorities, links });
}
