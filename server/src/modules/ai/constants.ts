// Spec 002 §8 (error catalogue) and §9 (constants) for AI, as named constants a reader can match to the spec.

export const AI_KINDS = ['openai', 'anthropic'] as const;
export type AiKind = (typeof AI_KINDS)[number];

/** §9 "AI defaults". */
export const AI_DEFAULT_MODEL = 'gpt-4o-mini';
export const AI_DEFAULT_TEMPERATURE = 0.7;
export const AI_DEFAULT_MAX_TOKENS = 1000;
/** §9 "AI timeout": 30 s. */
export const AI_DEFAULT_TIMEOUT_MS = 30_000;
export const AI_MIN_TIMEOUT_MS = 100;
export const AI_MAX_TIMEOUT_MS = 120_000;
export const AI_MAX_TEMPERATURE = 2;
export const AI_MAX_MAX_TOKENS = 32_000;

/** §9 fallback task: estimate 2 hours, at most 5 tags, title at most 100 characters from the first sentence. */
export const FALLBACK_ESTIMATED_HOURS = 2;
export const FALLBACK_MAX_TAGS = 5;
export const FALLBACK_TITLE_MAX_LENGTH = 100;

/** §5 "AI response validity". */
export const TASK_TYPES = ['Task', 'Bug', 'Feature', 'Epic'] as const;
export const TASK_PRIORITIES = ['Low', 'Normal', 'High', 'Immediate'] as const;

/** §5 "AI input preprocessing". */
export const INPUT_MAX_LENGTH = 1000;
export const SHORT_INPUT_LENGTH = 10;
export const SHORT_INPUT_PREFIX = 'Create a task: ';
export const SINGLE_WORD_MAX_LENGTH = 20;
export const SINGLE_WORD_PREFIX = 'Complete the following work item: ';
/** §9 "AI completion cache 5 min; min input 3 characters". */
export const COMPLETION_MIN_LENGTH = 3;
export const COMPLETION_CACHE_MS = 5 * 60_000;
export const COMPLETION_CACHE_ENTRIES = 2000;

/** §9 "AI provider status: refresh every 300 s". */
export const HEALTH_CHECK_INTERVAL_MS = 300_000;

/** The per-user rate limit's window; the limit itself is a setting (ai_settings.rate_limit_per_minute, default 20). */
export const RATE_LIMIT_WINDOW_MS = 60_000;
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 20;
export const MAX_RATE_LIMIT_PER_MINUTE = 10_000;

/** What generate-subtasks and tasks-from-text return at most; what task-recommendations reads and returns at most. */
export const MAX_DRAFTS = 10;
export const RECOMMENDATION_TASKS = 50;
export const MAX_RECOMMENDATIONS = 10;

/** The codes of §8 plus the two states this server adds (nothing configured, turned off). */
export type AiCode = 'RATE_LIMIT' | 'TIMEOUT' | 'API_ERROR' | 'PARSING_ERROR' | 'UNKNOWN' | 'NOT_CONFIGURED' | 'DISABLED';

/** §8, word for word where the catalogue gives the message. */
export const AI_MESSAGES = {
  rateLimit: 'OpenAI rate limit exceeded. Please try again later.',
  timeout: 'OpenAI request timed out. Please try again.',
  apiError: 'Failed to generate task with OpenAI',
  completionFailed: 'Failed to generate completion',
  parsingError: 'Unable to process AI response. The task was created with default values.',
  /** analyze-task and task-recommendations have no default values to fall back on. */
  analysisParsingError: 'Unable to process AI response.',
  unknown: 'An unexpected error occurred',
  healthCheckFailed: 'Health check failed',
  noToolCall: 'No function call or tool call response received from OpenAI',
  unknownKind: (kind: string) => `Unknown AI provider type: ${kind}`,
  notConfigured: 'AI is not configured: an administrator has to add an AI provider first.',
  disabled: 'AI features are turned off.',
  projectDisabled: 'AI features are turned off for this project.',
  userRateLimit: (perMinute: number) => `Too many AI requests: at most ${perMinute} a minute. Please try again later.`,
  textBlank: "Text can't be blank.",
  textTooShort: `Text is too short: autocomplete needs at least ${COMPLETION_MIN_LENGTH} characters.`,
  parentNotFound: 'The parent task does not exist or is not visible to you.',
  parentOtherProject: 'The parent task belongs to another project.',
  documentOtherProject: 'The document belongs to another project.',
  mayNotAdd: 'You are not allowed to add work packages in this project.',
  mayNotWrite: 'You are not allowed to write in this project.',
  mayNotEditDocument: 'You are not allowed to edit this document.',
  mayNotView: 'You are not allowed to see the work packages of this project.',
  adminOnly: 'Only administrators may configure AI.',
  readOnlyProvider: 'This provider is configured by environment variables: change it there.',
} as const;
