// Task drafts: the tools the model is made to call, what makes an answer valid (spec 002 §5 "AI response
// validity"), and the fallback task built from the §9 constants when it is not.
import {
  AI_MESSAGES,
  FALLBACK_ESTIMATED_HOURS,
  FALLBACK_MAX_TAGS,
  FALLBACK_TITLE_MAX_LENGTH,
  MAX_DRAFTS,
  MAX_RECOMMENDATIONS,
  TASK_PRIORITIES,
  TASK_TYPES,
} from './constants.ts';
import type { ToolResult, ToolSpec } from './providers/index.ts';

export type TaskType = (typeof TASK_TYPES)[number];
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export interface TaskDraft {
  _type: 'AiTaskDraft';
  title: string;
  description: string;
  type: TaskType;
  priority: TaskPriority;
  estimatedHours: number | null;
  startDate: string | null;
  dueDate: string | null;
  tags: string[];
  fallback: boolean;
  code?: 'PARSING_ERROR';
  message?: string;
  provider: string | null;
}

const TASK_PROPERTIES = {
  title: { type: 'string', description: 'A short, specific title (at most 100 characters).' },
  description: { type: 'string', description: 'What is to be done and when it is done (acceptance criteria), in markdown.' },
  type: { type: 'string', enum: [...TASK_TYPES] },
  priority: { type: 'string', enum: [...TASK_PRIORITIES] },
  estimatedHours: { type: 'number', description: 'The estimated effort in hours.' },
  startDate: { type: 'string', description: 'YYYY-MM-DD, only when the text implies one.' },
  dueDate: { type: 'string', description: 'YYYY-MM-DD, only when the text implies one.' },
  tags: { type: 'array', items: { type: 'string' }, description: 'Up to 5 short tags.' },
} as const;
const TASK_REQUIRED = ['title', 'description', 'type', 'priority'];

/** The generate_task function of spec 002 §7 (forced: the answer is its arguments). */
export const GENERATE_TASK_TOOL: ToolSpec = {
  name: 'generate_task',
  description: 'Create one work package (task) from the user request.',
  parameters: { type: 'object', properties: TASK_PROPERTIES, required: TASK_REQUIRED },
};

export const GENERATE_TASKS_TOOL: ToolSpec = {
  name: 'generate_tasks',
  description: `Create up to ${MAX_DRAFTS} work packages (tasks).`,
  parameters: {
    type: 'object',
    properties: { tasks: { type: 'array', items: { type: 'object', properties: TASK_PROPERTIES, required: TASK_REQUIRED } } },
    required: ['tasks'],
  },
};

export const ANALYZE_TASK_TOOL: ToolSpec = {
  name: 'analyze_task',
  description: 'Analyse a work package: a short summary, its risks and concrete suggestions.',
  parameters: {
    type: 'object',
    properties: { summary: { type: 'string' }, risks: { type: 'array', items: { type: 'string' } }, suggestions: { type: 'array', items: { type: 'string' } } },
    required: ['summary', 'risks', 'suggestions'],
  },
};

export const RECOMMEND_TASKS_TOOL: ToolSpec = {
  name: 'recommend_tasks',
  description: `Recommend up to ${MAX_RECOMMENDATIONS} things to work on next: existing work packages (by id) or new tasks.`,
  parameters: {
    type: 'object',
    properties: {
      recommendations: {
        type: 'array',
        items: {
          type: 'object',
          properties: { title: { type: 'string' }, reason: { type: 'string' }, taskId: { type: 'integer', description: 'The id of an existing work package, if it is one.' } },
          required: ['title', 'reason'],
        },
      },
    },
    required: ['recommendations'],
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function date(value: unknown): string | null {
  const candidate = text(value);
  if (!ISO_DATE.test(candidate)) return null;
  const parsed = new Date(`${candidate}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(candidate) ? candidate : null;
}

function hours(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 && number <= 10_000 ? Math.round(number * 100) / 100 : null;
}

function tags(value: unknown, max = 10): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.map(text).filter((tag) => tag !== '' && tag.length <= 50))].slice(0, max);
}

/** A draft from a model's task object; null when §5 says it is not valid (title, description, type, priority). */
export function validTask(value: unknown, provider: string | null): TaskDraft | null {
  if (!isRecord(value)) return null;
  const title = text(value.title);
  const description = text(value.description);
  const type = TASK_TYPES.find((candidate) => candidate === value.type);
  const priority = TASK_PRIORITIES.find((candidate) => candidate === value.priority);
  if (title === '' || description === '' || !type || !priority) return null;
  return {
    _type: 'AiTaskDraft',
    title: title.slice(0, 255),
    description,
    type,
    priority,
    estimatedHours: hours(value.estimatedHours),
    startDate: date(value.startDate),
    dueDate: date(value.dueDate),
    tags: tags(value.tags),
    fallback: false,
    provider,
  };
}

const STOP_WORDS = new Set(
  'a an and are as at be by for from has have in into is it its of on or our that the their this to was we were will with create task complete following work item'.split(' '),
);

/**
 * §9 fallback task: the title is the first sentence (at most 100 characters), the description the text, type Task,
 * priority Normal, 2 hours, and at most 5 tags (the text's first distinct words of 4 or more letters, no stop words).
 */
export function fallbackTask(source: string, provider: string | null): TaskDraft {
  const body = source.trim();
  const sentence = (/^[^.!?\n]*[.!?]?/.exec(body)?.[0] ?? body).trim() || body;
  let title = sentence.replace(/[.!?]+$/, '').trim();
  if (title.length > FALLBACK_TITLE_MAX_LENGTH) title = `${title.slice(0, FALLBACK_TITLE_MAX_LENGTH - 3).trimEnd()}...`;
  const words = body.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [];
  return {
    _type: 'AiTaskDraft',
    title: title || 'New task',
    description: body,
    type: 'Task',
    priority: 'Normal',
    estimatedHours: FALLBACK_ESTIMATED_HOURS,
    startDate: null,
    dueDate: null,
    tags: [...new Set(words.filter((word) => !STOP_WORDS.has(word)))].slice(0, FALLBACK_MAX_TAGS),
    fallback: true,
    code: 'PARSING_ERROR',
    message: AI_MESSAGES.parsingError,
    provider,
  };
}

/** generate-task: the model's task, or the fallback task from the user's text (flagged PARSING_ERROR). */
export function draftFromResult(result: ToolResult, source: string, provider: string | null): TaskDraft {
  return (result.ok ? validTask(result.value, provider) : null) ?? fallbackTask(source, provider);
}

export interface DraftList {
  _type: 'AiTaskDraftList';
  drafts: TaskDraft[];
  fallback: boolean;
  code?: 'PARSING_ERROR';
  message?: string;
  provider: string | null;
}

/**
 * generate-subtasks and tasks-from-text: the valid tasks of the answer (at most 10). An invalid task with a title
 * or description becomes a fallback draft of that text; when nothing usable is left, one fallback task of the
 * source text. The list is flagged as a fallback when any draft is.
 */
export function draftsFromResult(result: ToolResult, source: string, provider: string | null): DraftList {
  const items = result.ok && isRecord(result.value) && Array.isArray(result.value.tasks) ? result.value.tasks.slice(0, MAX_DRAFTS) : [];
  const drafts = items.flatMap((item) => {
    const valid = validTask(item, provider);
    if (valid) return [valid];
    const itemText = isRecord(item) ? [text(item.title), text(item.description)].filter(Boolean).join('. ') : '';
    return itemText ? [fallbackTask(itemText, provider)] : [];
  });
  if (drafts.length === 0) drafts.push(fallbackTask(source, provider));
  const fallback = drafts.some((draft) => draft.fallback);
  return {
    _type: 'AiTaskDraftList',
    drafts,
    fallback,
    ...(fallback ? { code: 'PARSING_ERROR' as const, message: AI_MESSAGES.parsingError } : {}),
    provider,
  };
}

export interface Analysis {
  summary: string;
  risks: string[];
  suggestions: string[];
}

export function validAnalysis(result: ToolResult): Analysis | null {
  if (!result.ok || !isRecord(result.value)) return null;
  const summary = text(result.value.summary);
  if (summary === '') return null;
  return { summary, risks: stringList(result.value.risks), suggestions: stringList(result.value.suggestions) };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter((item) => item !== '').slice(0, 20) : [];
}

export interface Recommendation {
  title: string;
  reason: string;
  taskId?: number;
}

/** The valid recommendations (a title each); a taskId only when it names one of the work packages shown to the model. */
export function validRecommendations(result: ToolResult, knownIds: ReadonlySet<number>): Recommendation[] | null {
  if (!result.ok || !isRecord(result.value) || !Array.isArray(result.value.recommendations)) return null;
  return result.value.recommendations.slice(0, MAX_RECOMMENDATIONS).flatMap((item) => {
    if (!isRecord(item)) return [];
    const title = text(item.title);
    if (title === '') return [];
    const id = typeof item.taskId === 'string' ? Number(item.taskId) : item.taskId;
    return [{ title, reason: text(item.reason), ...(typeof id === 'number' && knownIds.has(id) ? { taskId: id } : {}) }];
  });
}
