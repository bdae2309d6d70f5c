import { arrayOf, created, halCollection, halResource, NO_CONTENT, nullable, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';
import { MAX_ROW_ID } from '../../db/values.ts';
import { AI_KINDS, TASK_PRIORITIES, TASK_TYPES } from './constants.ts';

const TAGS = ['AI'];
const ID = { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } as const;
/** Ids in bodies: exact JSON types are checked first (http/body.ts), where every number is a 'number'. */
const BODY_ID = { type: 'number', minimum: 1, maximum: MAX_ROW_ID, multipleOf: 1 } as const;
/** Provider ids: the database's (positive) and the environment's read-only ones (-1, -2). */
const PROVIDER_PARAMS = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: -2, maximum: MAX_ROW_ID, not: { const: 0 } } } } as const;
/** Texts are cut to 1000 characters by the preprocessing (spec 002 §5); the schema bounds what is read at all. */
const TEXT = { type: 'string', maxLength: 100_000 } as const;

// ---------------------------------------------------------------------------------------------------------------
// Request bodies (types only: ranges and lists are checked by the service, 422 naming the field)

export const autocompleteBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['projectId'],
  properties: { text: TEXT, projectId: BODY_ID, documentId: BODY_ID },
} as const;

export const generateTaskBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['projectId'],
  properties: { text: TEXT, projectId: BODY_ID, parentTaskId: BODY_ID },
} as const;

export const generateSubtasksBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['projectId', 'parentTaskId'],
  properties: { text: TEXT, projectId: BODY_ID, parentTaskId: BODY_ID },
} as const;

export const tasksFromTextBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['projectId'],
  properties: { text: TEXT, projectId: BODY_ID },
} as const;

export const analyzeTaskBodySchema = { type: 'object', additionalProperties: false, required: ['taskId'], properties: { taskId: BODY_ID } } as const;
export const recommendationsBodySchema = { type: 'object', additionalProperties: false, required: ['projectId'], properties: { projectId: BODY_ID } } as const;

export const providerBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', maxLength: 1000 },
    kind: { type: 'string', maxLength: 100, description: `One of ${AI_KINDS.join(', ')}.` },
    baseUrl: { type: ['string', 'null'], maxLength: 4000, description: 'null: the kind\'s public API.' },
    model: { type: 'string', maxLength: 1000 },
    temperature: { type: 'number' },
    maxTokens: { type: 'number' },
    timeoutMs: { type: 'number' },
    apiKey: { type: ['string', 'null'], maxLength: 10_000, description: 'Write-only: stored encrypted, never answered (hasApiKey). null or "" removes it.' },
    enabled: { type: 'boolean' },
    position: { type: 'number' },
  },
} as const;

export const settingsBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { enabled: { type: 'boolean' }, logPrompts: { type: 'boolean' }, rateLimitPerMinute: { type: 'number' } },
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Answers

const HEALTH_STATUS = { type: 'string', enum: ['healthy', 'unhealthy', 'unknown'] } as const;
const DATE_TIME_OR_NULL = nullable('string', { format: 'date-time' });
const DRAFT_MARKERS = {
  fallback: { type: 'boolean', description: 'The answer was unusable: a default task built from the text (tell the user with message).' },
  code: { type: 'string', enum: ['PARSING_ERROR'] },
  message: { type: 'string' },
  provider: { type: ['string', 'null'], description: 'The name of the provider that answered.' },
};

export const AI_COMPONENTS: readonly ComponentSchema[] = [
  {
    $id: 'AiHealth',
    type: 'object',
    additionalProperties: true,
    required: ['_type', 'enabled', 'configured', 'available', 'providers'],
    properties: {
      _type: { type: 'string', enum: ['AiHealth'] },
      enabled: { type: 'boolean', description: 'AI is turned on globally (an admin setting).' },
      configured: { type: 'boolean', description: 'At least one enabled provider exists.' },
      available: { type: 'boolean', description: 'Enabled, and at least one provider is not known to be down.' },
      projectEnabled: { type: 'boolean', description: 'With ?projectId: AI is on in that project.' },
      providers: arrayOf({
        ...object({ id: { type: 'integer' }, name: { type: 'string' }, kind: { type: 'string', enum: [...AI_KINDS] }, status: HEALTH_STATUS, checkedAt: DATE_TIME_OR_NULL, lastError: nullable('string') }, ['lastError']),
      }),
      _links: ref('Links'),
    },
  },
  {
    $id: 'AiTaskDraft',
    type: 'object',
    additionalProperties: true,
    required: ['_type', 'title', 'description', 'type', 'priority', 'estimatedHours', 'startDate', 'dueDate', 'tags', 'fallback', 'provider'],
    properties: {
      _type: { type: 'string', enum: ['AiTaskDraft'] },
      title: { type: 'string' },
      description: { type: 'string' },
      type: { type: 'string', enum: [...TASK_TYPES] },
      priority: { type: 'string', enum: [...TASK_PRIORITIES] },
      estimatedHours: nullable('number'),
      startDate: nullable('string', { format: 'date' }),
      dueDate: nullable('string', { format: 'date' }),
      tags: arrayOf({ type: 'string' }),
      ...DRAFT_MARKERS,
    },
  },
  {
    $id: 'AiTaskDraftList',
    type: 'object',
    additionalProperties: true,
    required: ['_type', 'drafts', 'fallback', 'provider'],
    properties: { _type: { type: 'string', enum: ['AiTaskDraftList'] }, drafts: arrayOf(ref('AiTaskDraft')), ...DRAFT_MARKERS },
  },
  {
    $id: 'AiTaskAnalysis',
    type: 'object',
    additionalProperties: true,
    required: ['_type', 'summary', 'risks', 'suggestions', 'provider'],
    properties: {
      _type: { type: 'string', enum: ['AiTaskAnalysis'] },
      summary: { type: 'string' },
      risks: arrayOf({ type: 'string' }),
      suggestions: arrayOf({ type: 'string' }),
      provider: { type: 'string' },
    },
  },
  {
    $id: 'AiTaskRecommendations',
    type: 'object',
    additionalProperties: true,
    required: ['_type', 'recommendations', 'provider'],
    properties: {
      _type: { type: 'string', enum: ['AiTaskRecommendations'] },
      recommendations: arrayOf(object({ title: { type: 'string' }, reason: { type: 'string' }, taskId: { type: 'integer' } }, ['taskId'])),
      provider: { type: 'string' },
    },
  },
  halResource(
    'AiProvider',
    'AiProvider',
    {
      id: { type: 'integer', description: 'Negative for the read-only providers of the environment (AI_OPENAI_*, AI_ANTHROPIC_*).' },
      position: { type: 'integer' },
      name: { type: 'string' },
      kind: { type: 'string', enum: [...AI_KINDS] },
      baseUrl: nullable('string'),
      model: { type: 'string' },
      temperature: { type: 'number' },
      maxTokens: { type: 'integer' },
      timeoutMs: { type: 'integer' },
      enabled: { type: 'boolean' },
      hasApiKey: { type: 'boolean', description: 'An API key is set (the key itself is never answered).' },
      apiKeyUnreadable: { type: 'boolean', description: 'The stored key no longer decrypts (the encryption secret changed): enter it again.' },
      readOnly: { type: 'boolean' },
      source: { type: 'string', enum: ['environment', 'database'] },
      status: HEALTH_STATUS,
      checkedAt: DATE_TIME_OR_NULL,
      lastError: nullable('string'),
      createdAt: DATE_TIME_OR_NULL,
      updatedAt: DATE_TIME_OR_NULL,
    },
    ['id', 'position', 'name', 'kind', 'baseUrl', 'model', 'temperature', 'maxTokens', 'timeoutMs', 'enabled', 'hasApiKey', 'apiKeyUnreadable', 'readOnly', 'source', 'status', 'checkedAt', 'lastError'],
  ),
  { $id: 'AiProviderCollection', description: 'The AI providers in the order they are tried (environment first).', ...halCollection(ref('AiProvider')) },
  halResource(
    'AiSettings',
    'AiSettings',
    { enabled: { type: 'boolean' }, logPrompts: { type: 'boolean' }, rateLimitPerMinute: { type: 'integer' }, updatedAt: { type: 'string', format: 'date-time' } },
    ['enabled', 'logPrompts', 'rateLimitPerMinute', 'updatedAt'],
  ),
];

// ---------------------------------------------------------------------------------------------------------------
// Routes

export const healthSchema = {
  tags: TAGS,
  summary: 'Whether AI is on, configured and available, with each provider\'s last health check (anyone signed in; ?projectId adds projectEnabled)',
  querystring: { type: 'object', properties: { projectId: ID } },
  response: ok(ref('AiHealth')),
} as const;

export const autocompleteSchema = {
  tags: TAGS,
  summary:
    'Complete a text, streamed as server-sent events: `event: token` with `{"text"}` pieces, then `event: done` with `{"provider"}`; a failure after the first ' +
    'token is `event: error` with `{"code","message"}`, before it a normal error answer. Who may edit the document (documentId) or write in the project.',
  body: autocompleteBodySchema,
  response: { 200: { description: 'The completion stream', content: { 'text/event-stream': { schema: { type: 'string' } } } } },
} as const;

export const generateTaskSchema = {
  tags: TAGS,
  summary: 'A task draft from a text (add_work_packages); an unusable answer is a fallback draft (fallback: true, code PARSING_ERROR)',
  body: generateTaskBodySchema,
  response: ok(ref('AiTaskDraft')),
} as const;

export const generateSubtasksSchema = {
  tags: TAGS,
  summary: 'Subtask drafts for a parent task (add_work_packages; the parent visible and in the project)',
  body: generateSubtasksBodySchema,
  response: ok(ref('AiTaskDraftList')),
} as const;

export const tasksFromTextSchema = {
  tags: TAGS,
  summary: 'Task drafts from a passage of text, such as a selection in a document (add_work_packages)',
  body: tasksFromTextBodySchema,
  response: ok(ref('AiTaskDraftList')),
} as const;

export const analyzeTaskSchema = { tags: TAGS, summary: 'An analysis of a work package: summary, risks, suggestions (who sees it)', body: analyzeTaskBodySchema, response: ok(ref('AiTaskAnalysis')) } as const;

export const recommendationsSchema = {
  tags: TAGS,
  summary: "What to work on next in a project, from its open work packages (view_work_packages)",
  body: recommendationsBodySchema,
  response: ok(ref('AiTaskRecommendations')),
} as const;

export const listProvidersSchema = { tags: TAGS, summary: 'The AI providers (admins)', response: ok(ref('AiProviderCollection')) } as const;
export const createProviderSchema = { tags: TAGS, summary: 'Add an AI provider (admins)', body: providerBodySchema, response: created(ref('AiProvider')) } as const;
export const getProviderSchema = { tags: TAGS, summary: 'An AI provider (admins)', params: PROVIDER_PARAMS, response: ok(ref('AiProvider')) } as const;
export const updateProviderSchema = {
  tags: TAGS,
  summary: 'Change an AI provider (admins; the environment\'s are read-only, 403)',
  params: PROVIDER_PARAMS,
  body: providerBodySchema,
  response: ok(ref('AiProvider')),
} as const;
export const deleteProviderSchema = { tags: TAGS, summary: 'Remove an AI provider (admins; the environment\'s are read-only, 403)', params: PROVIDER_PARAMS, response: NO_CONTENT } as const;
export const testProviderSchema = { tags: TAGS, summary: 'Check an AI provider\'s health now (admins): the provider with its new status', params: PROVIDER_PARAMS, response: ok(ref('AiProvider')) } as const;
export const getSettingsSchema = { tags: TAGS, summary: 'The global AI settings (admins)', response: ok(ref('AiSettings')) } as const;
export const updateSettingsSchema = { tags: TAGS, summary: 'Change the global AI settings (admins)', body: settingsBodySchema, response: ok(ref('AiSettings')) } as const;
