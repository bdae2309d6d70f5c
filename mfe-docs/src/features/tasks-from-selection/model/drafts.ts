// A draft -> the body of the task it becomes: type and priority names matched onto the project's own (what cannot
// be matched keeps the project's default), and a description that links back to the document.
import { type NamedOption, TASK_TITLE_MAX as TITLE_MAX, taskBodyFromAiDraft } from '@tessera/shared';
import type { NewTaskBody, TaskDraft } from '../api/tasks-from-selection';

export { TITLE_MAX };
/** What the server reads of a passage (spec 002 §5): a longer selection is refused before asking. */
export const SELECTION_MAX_LENGTH = 5000;
export const SELECTION_MIN_LENGTH = 3;

/** The markdown line that links a task back to its document (the page's own path, so it opens in the suite). */
export const backLink = (document: { id: number; title: string }) => `From the document [${document.title.replace(/[[\]\\]/g, '\\$&')}](/docs/${document.id}).`;

export function taskBodyFromDraft(
  draft: TaskDraft,
  title: string,
  context: { document: { id: number; title: string }; types: readonly NamedOption[]; priorities: readonly NamedOption[] },
): NewTaskBody {
  const description = [draft.description.trim(), backLink(context.document)].filter(Boolean).join('\n\n');
  return taskBodyFromAiDraft(draft, title, { types: context.types, priorities: context.priorities, description });
}

/** A short line of what the draft proposes beside its title. */
export function draftSummary(draft: TaskDraft): string {
  const parts = [draft.type, `${draft.priority} priority`];
  if (typeof draft.estimatedHours === 'number' && draft.estimatedHours > 0) parts.push(`${draft.estimatedHours} h`);
  if (draft.dueDate) parts.push(`due ${draft.dueDate}`);
  return parts.join(' · ');
}

export const TASKS_FROM_SELECTION_MESSAGES = {
  button: 'Create tasks',
  buttonLabel: 'Create tasks from selection',
  dialogTitle: 'Create tasks from selection',
  generating: 'Asking the AI for tasks…',
  tooShort: `Select at least ${SELECTION_MIN_LENGTH} characters of text to create tasks from.`,
  tooLong: `The selection is too long: select at most ${SELECTION_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  fallback: 'The AI answer could not be used, so this is a default task built from your text. Review it before creating it.',
  ready: (count: number) => `${count} task suggestion${count === 1 ? '' : 's'} ready to review.`,
  create: (count: number) => `Create ${count} task${count === 1 ? '' : 's'}`,
  created: (count: number) => `${count} task${count === 1 ? '' : 's'} created and linked to this document.`,
  partlyFailed: 'Some tasks could not be created: retry them below.',
  titleRequired: 'Title is required.',
  linkFailed: 'The task was created but could not be linked to the document.',
  panelTitle: 'Tasks from this document',
  panelEmpty: 'No tasks yet. Select text and choose Create tasks to make some.',
  panelFailed: 'Could not load the tasks of this document.',
} as const;
