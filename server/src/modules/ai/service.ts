import type { FastifyInstance } from 'fastify';
import { actorOf, authoriseWrite, projectAccess, type Actor } from '../../access/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { toBoolean } from '../../db/values.ts';
import { constraintViolation, missingPermission, notFound } from '../../http/errors.ts';
import { documentAccess } from '../documents/index.ts';
import { visibleWorkPackage } from '../work-packages/index.ts';
import {
  AI_DEFAULT_MAX_TOKENS,
  AI_DEFAULT_MODEL,
  AI_DEFAULT_TEMPERATURE,
  AI_DEFAULT_TIMEOUT_MS,
  AI_KINDS,
  AI_MAX_MAX_TOKENS,
  AI_MAX_TEMPERATURE,
  AI_MAX_TIMEOUT_MS,
  AI_MESSAGES,
  AI_MIN_TIMEOUT_MS,
  MAX_RATE_LIMIT_PER_MINUTE,
  RECOMMENDATION_TASKS,
  type AiKind,
} from './constants.ts';
import { AI_DEFAULT_ANTHROPIC_MODEL } from '../../config.ts';
import { encryptSecret } from '../../outbound/secrets.ts';
import { AiError, disabled, notConfigured } from './errors.ts';
import { isPrivateHostLiteral } from '../../outbound/hosts.ts';
import { cleanInput, preprocessCompletionInput, preprocessTaskInput } from './preprocess.ts';
import type { ChatRequest, ToolSpec } from './providers/index.ts';
import * as queries from './queries.ts';
import { representHealth, representProvider, representSettings } from './representer.ts';
import { runtimeOf, type AiRuntime, type AiSettings, type ProviderEntry } from './runtime.ts';
import {
  ANALYZE_TASK_TOOL,
  draftFromResult,
  draftsFromResult,
  GENERATE_TASK_TOOL,
  GENERATE_TASKS_TOOL,
  RECOMMEND_TASKS_TOOL,
  validAnalysis,
  validRecommendations,
} from './tasks.ts';

// ---------------------------------------------------------------------------------------------------------------
// Gates: who may ask (404 invisible, 403 forbidden), then whether AI may answer (403 off, 503 not configured,
// 403 off for the project), then the input (422), then the rate limit (429).

interface ProjectContext {
  id: number;
  name: string;
  aiEnabled: boolean;
  permissions: ReadonlySet<string>;
}

async function visibleProject(app: FastifyInstance, actor: Actor, projectId: number): Promise<ProjectContext & { access: NonNullable<Awaited<ReturnType<typeof projectAccess>>> }> {
  const access = await projectAccess(app.db, actor, projectId);
  if (!access?.visible) throw notFound();
  const project = await queries.findProjectAi(app.db, projectId);
  if (!project) throw notFound();
  return { id: project.id, name: project.name, aiEnabled: toBoolean(project.ai_enabled), permissions: access.permissions, access };
}

interface Ready {
  runtime: AiRuntime;
  settings: AiSettings;
  candidates: ProviderEntry[];
}

async function ready(app: FastifyInstance, projectAiEnabled: boolean): Promise<Ready> {
  const runtime = runtimeOf(app);
  const settings = await runtime.settings();
  if (!settings.enabled) throw disabled();
  const candidates = await runtime.candidates();
  if (candidates.length === 0) throw notConfigured();
  if (!projectAiEnabled) throw disabled(AI_MESSAGES.projectDisabled);
  return { runtime, settings, candidates };
}

function requireText(raw: string | undefined, preprocess: (text: string) => string): string {
  const processed = preprocess(raw ?? '');
  if (processed === '') throw constraintViolation('text', AI_MESSAGES.textBlank);
  return processed;
}

const today = (app: FastifyInstance) => app.clock.now().toISOString().slice(0, 10);
const quote = (text: string) => JSON.stringify(text);

/** One tool call through the fallback chain, logged by size and time (content only with prompt logging on). */
async function callTool(ready: Ready, endpoint: string, request: ChatRequest, tool: ToolSpec, apiErrorMessage: string = AI_MESSAGES.apiError) {
  const started = Date.now();
  try {
    const served = await ready.runtime.serve(ready.candidates, (client) => client.callTool(request, tool), apiErrorMessage);
    const answer = served.value.ok ? JSON.stringify(served.value.value) : served.value.reason;
    ready.runtime.logCall(ready.settings, { endpoint, provider: served.provider.name, prompt: `${request.system}\n${request.user}`, answer, ms: Date.now() - started, outcome: served.value.ok ? 'ok' : 'unparseable' });
    return served;
  } catch (error) {
    ready.runtime.logCall(ready.settings, { endpoint, provider: null, prompt: `${request.system}\n${request.user}`, answer: '', ms: Date.now() - started, outcome: error instanceof AiError ? error.aiCode : 'error' });
    throw error;
  }
}

const SYSTEM_INTRO = 'You are the assistant of Tessera, a project management tool. Write in the language of the user text.';

// ---------------------------------------------------------------------------------------------------------------
// GET /ai/health

export async function health(app: FastifyInstance, user: PrincipalRow, projectId: number | undefined) {
  const actor = actorOf(user);
  const project = projectId === undefined ? undefined : await visibleProject(app, actor, projectId);
  const runtime = runtimeOf(app);
  const [settings, providers] = [await runtime.settings(), await runtime.providers()];
  return representHealth({ enabled: settings.enabled, providers, admin: actor.admin, projectEnabled: project?.aiEnabled });
}

// ---------------------------------------------------------------------------------------------------------------
// POST /ai/autocomplete

export interface AutocompleteInput {
  text?: string;
  projectId: number;
  documentId?: number;
}

export type Completion =
  | { cached: true; text: string; provider: string }
  | { cached: false; provider: string; first: IteratorResult<string>; rest: AsyncIterator<string>; done: (text: string, outcome: string) => void };

/**
 * Who may write there: with a document, who may edit it (its project's manage_documents or an edit share; it must
 * belong to projectId); without, who may write work packages or documents in the project.
 */
async function autocompleteProject(app: FastifyInstance, actor: Actor, input: AutocompleteInput): Promise<boolean> {
  if (input.documentId !== undefined) {
    const { document, canEdit } = await documentAccess(app.db, actor, input.documentId);
    if (document.project_id !== input.projectId) throw constraintViolation('documentId', AI_MESSAGES.documentOtherProject);
    if (!canEdit) throw missingPermission(AI_MESSAGES.mayNotEditDocument);
    const project = await queries.findProjectAi(app.db, input.projectId);
    if (!project) throw notFound();
    return toBoolean(project.ai_enabled);
  }
  const project = await visibleProject(app, actor, input.projectId);
  const writer = ['manage_documents', 'add_work_packages', 'edit_work_packages'].some((permission) => project.permissions.has(permission));
  if (!writer) throw missingPermission(AI_MESSAGES.mayNotWrite);
  return project.aiEnabled;
}

export async function autocomplete(app: FastifyInstance, user: PrincipalRow, input: AutocompleteInput): Promise<Completion> {
  const aiEnabled = await autocompleteProject(app, actorOf(user), input);
  const gate = await ready(app, aiEnabled);
  const context = preprocessCompletionInput(input.text ?? '');
  if (context === null) throw constraintViolation('text', AI_MESSAGES.textTooShort);
  const hit = gate.runtime.cachedCompletion(user.id, context);
  if (hit) return { cached: true, text: hit.text, provider: hit.provider };
  gate.runtime.takeRequest(user.id, gate.settings.rateLimitPerMinute);
  const request: ChatRequest = {
    system: `${SYSTEM_INTRO} Continue the user's text with a short, natural continuation of at most two sentences. Answer with the continuation only: do not repeat the text, add no quotes or explanations.`,
    user: context,
  };
  const started = Date.now();
  let stream;
  try {
    stream = await gate.runtime.openStream(gate.candidates, request);
  } catch (error) {
    gate.runtime.logCall(gate.settings, { endpoint: 'autocomplete', provider: null, prompt: context, answer: '', ms: Date.now() - started, outcome: error instanceof AiError ? error.aiCode : 'error' });
    throw error;
  }
  const provider = stream.provider.name;
  return {
    cached: false,
    provider,
    first: stream.first,
    rest: stream.rest,
    done: (text, outcome) => {
      if (outcome === 'ok') gate.runtime.cacheCompletion(user.id, context, text, provider);
      gate.runtime.logCall(gate.settings, { endpoint: 'autocomplete', provider, prompt: context, answer: text, ms: Date.now() - started, outcome });
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Task drafts

export interface GenerateTaskInput {
  text?: string;
  projectId: number;
  parentTaskId?: number;
}

/** A project where the caller may add work packages (404 invisible, 403 without add_work_packages or archived). */
async function addingProject(app: FastifyInstance, actor: Actor, projectId: number) {
  const project = await visibleProject(app, actor, projectId);
  authoriseWrite(project.access, 'add_work_packages', AI_MESSAGES.mayNotAdd);
  return project;
}

/** The parent task: visible to the caller and in the same project (422 naming parentTaskId otherwise). */
async function parentTask(app: FastifyInstance, actor: Actor, parentTaskId: number, projectId: number) {
  let row;
  try {
    row = (await visibleWorkPackage(app.db, actor, parentTaskId)).row;
  } catch {
    throw constraintViolation('parentTaskId', AI_MESSAGES.parentNotFound);
  }
  if (row.project_id !== projectId) throw constraintViolation('parentTaskId', AI_MESSAGES.parentOtherProject);
  return row;
}

export async function generateTask(app: FastifyInstance, user: PrincipalRow, input: GenerateTaskInput) {
  const actor = actorOf(user);
  const project = await addingProject(app, actor, input.projectId);
  const parent = input.parentTaskId === undefined ? null : await parentTask(app, actor, input.parentTaskId, project.id);
  const gate = await ready(app, project.aiEnabled);
  const text = requireText(input.text, preprocessTaskInput);
  gate.runtime.takeRequest(user.id, gate.settings.rateLimitPerMinute);
  const request: ChatRequest = {
    system:
      `${SYSTEM_INTRO} Turn the user's request into one work package of the project ${quote(project.name)}. Today is ${today(app)}.` +
      (parent ? ` It becomes a subtask of #${parent.id} ${quote(parent.subject)}.` : '') +
      ' Answer only by calling generate_task.',
    user: text,
  };
  const served = await callTool(gate, 'generate-task', request, GENERATE_TASK_TOOL);
  return draftFromResult(served.value, cleanInput(input.text ?? ''), served.provider.name);
}

export interface GenerateSubtasksInput {
  projectId: number;
  parentTaskId: number;
  text?: string;
}

export async function generateSubtasks(app: FastifyInstance, user: PrincipalRow, input: GenerateSubtasksInput) {
  const actor = actorOf(user);
  const project = await addingProject(app, actor, input.projectId);
  const parent = await parentTask(app, actor, input.parentTaskId, project.id);
  const gate = await ready(app, project.aiEnabled);
  const guidance = cleanInput(input.text ?? '');
  gate.runtime.takeRequest(user.id, gate.settings.rateLimitPerMinute);
  const existing = (await queries.childSubjects(app.db, parent.id, 50)).map((child) => `- ${child.subject}`).join('\n');
  const request: ChatRequest = {
    system:
      `${SYSTEM_INTRO} Break the work package #${parent.id} of the project ${quote(project.name)} into subtasks (at most 10), each a concrete, ` +
      `separately doable piece of work. Today is ${today(app)}. Answer only by calling generate_tasks.` +
      (existing ? `\nIt already has these subtasks (do not repeat them):\n${existing}` : ''),
    user: `Title: ${parent.subject}\nDescription: ${cleanInput(parent.description)}${guidance ? `\nGuidance: ${guidance}` : ''}`,
  };
  const served = await callTool(gate, 'generate-subtasks', request, GENERATE_TASKS_TOOL);
  return draftsFromResult(served.value, guidance || parent.subject, served.provider.name);
}

export interface TasksFromTextInput {
  projectId: number;
  text?: string;
}

export async function tasksFromText(app: FastifyInstance, user: PrincipalRow, input: TasksFromTextInput) {
  const project = await addingProject(app, actorOf(user), input.projectId);
  const gate = await ready(app, project.aiEnabled);
  const text = requireText(input.text, cleanInput);
  gate.runtime.takeRequest(user.id, gate.settings.rateLimitPerMinute);
  const request: ChatRequest = {
    system:
      `${SYSTEM_INTRO} The user selected a passage of a document of the project ${quote(project.name)}. List the work packages it asks for ` +
      `(at most 10; one when it describes a single piece of work). Today is ${today(app)}. Answer only by calling generate_tasks.`,
    user: text,
  };
  const served = await callTool(gate, 'tasks-from-text', request, GENERATE_TASKS_TOOL);
  return draftsFromResult(served.value, text, served.provider.name);
}

// ---------------------------------------------------------------------------------------------------------------
// Analysis and recommendations: nothing to fall back on, an unusable answer is a 502 PARSING_ERROR.

const parsingError = () => new AiError(502, 'PARSING_ERROR', AI_MESSAGES.analysisParsingError);

export async function analyzeTask(app: FastifyInstance, user: PrincipalRow, input: { taskId: number }) {
  const { row } = await visibleWorkPackage(app.db, actorOf(user), input.taskId);
  const project = await queries.findProjectAi(app.db, row.project_id);
  const gate = await ready(app, toBoolean(project?.ai_enabled ?? false));
  gate.runtime.takeRequest(user.id, gate.settings.rateLimitPerMinute);
  const details = await queries.workPackageDetails(app.db, row.id);
  if (!details) throw notFound();
  const request: ChatRequest = {
    system: `${SYSTEM_INTRO} Analyse the work package: a summary in one or two sentences, its risks, and concrete suggestions. Today is ${today(app)}. Answer only by calling analyze_task.`,
    user: [
      `Title: ${details.subject}`,
      `Type: ${details.type}; status: ${details.status}; priority: ${details.priority}`,
      `Start: ${details.start_date ?? 'none'}; due: ${details.due_date ?? 'none'}; estimated hours: ${details.estimated_hours ?? 'none'}; done: ${details.done_ratio ?? 0}%`,
      `Description: ${cleanInput(details.description) || 'none'}`,
    ].join('\n'),
  };
  const served = await callTool(gate, 'analyze-task', request, ANALYZE_TASK_TOOL);
  const analysis = validAnalysis(served.value);
  if (!analysis) throw parsingError();
  return { _type: 'AiTaskAnalysis' as const, ...analysis, provider: served.provider.name };
}

export async function taskRecommendations(app: FastifyInstance, user: PrincipalRow, input: { projectId: number }) {
  const project = await visibleProject(app, actorOf(user), input.projectId);
  if (!project.permissions.has('view_work_packages')) throw missingPermission(AI_MESSAGES.mayNotView);
  const gate = await ready(app, project.aiEnabled);
  gate.runtime.takeRequest(user.id, gate.settings.rateLimitPerMinute);
  const tasks = await queries.openWorkPackages(app.db, project.id, RECOMMENDATION_TASKS);
  const lines = tasks.map((task) => `#${task.id} [${task.type}, ${task.status}, ${task.priority}, due ${task.due_date ?? 'none'}, ${task.done_ratio ?? 0}% done${task.assigned_to_id === null ? ', unassigned' : ''}] ${task.subject}`);
  const request: ChatRequest = {
    system:
      `${SYSTEM_INTRO} Recommend what the team of the project ${quote(project.name)} should work on next, most important first, each with a short reason. ` +
      `Refer to an existing work package by its id (taskId). Today is ${today(app)}. Answer only by calling recommend_tasks.`,
    user: lines.length ? `Open work packages:\n${lines.join('\n')}` : 'The project has no open work packages.',
  };
  const served = await callTool(gate, 'task-recommendations', request, RECOMMEND_TASKS_TOOL);
  const recommendations = validRecommendations(served.value, new Set(tasks.map((task) => task.id)));
  if (!recommendations) throw parsingError();
  return { _type: 'AiTaskRecommendations' as const, recommendations, provider: served.provider.name };
}

// ---------------------------------------------------------------------------------------------------------------
// Admin: providers and settings

function requireAdmin(user: PrincipalRow): void {
  if (!actorOf(user).admin) throw missingPermission(AI_MESSAGES.adminOnly);
}

export interface ProviderInput {
  name?: string;
  kind?: string;
  baseUrl?: string | null;
  model?: string;
  temperature?: number;
  maxTokens?: number;
  timeoutMs?: number;
  apiKey?: string | null;
  enabled?: boolean;
  position?: number;
}

const PROVIDER_MESSAGES = {
  nameBlank: "Name can't be blank.",
  nameTooLong: 'Name is too long (maximum is 100 characters).',
  kind: `Kind must be one of ${AI_KINDS.join(', ')}.`,
  baseUrl: 'Base URL must be an http:// or https:// URL without user name or password.',
  baseUrlPrivate: (host: string) => `Base URL points to a private or loopback address (${host}); an administrator can allow that host with AI_ALLOWED_HOSTS.`,
  model: 'Model must be 1 to 200 characters.',
  temperature: `Temperature must be a number from 0 to ${AI_MAX_TEMPERATURE}.`,
  maxTokens: `Max tokens must be a whole number from 1 to ${AI_MAX_MAX_TOKENS}.`,
  timeoutMs: `Timeout must be a whole number of milliseconds from ${AI_MIN_TIMEOUT_MS} to ${AI_MAX_TIMEOUT_MS}.`,
  apiKey: 'API key is too long (maximum is 4000 characters).',
  apiKeyRequired: 'Anthropic providers need an API key.',
  position: 'Position must be a whole number from 0 to 10000.',
} as const;

function checkBaseUrl(app: FastifyInstance, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw constraintViolation('baseUrl', PROVIDER_MESSAGES.baseUrl);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || raw.length > 2000) throw constraintViolation('baseUrl', PROVIDER_MESSAGES.baseUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isPrivateHostLiteral(host) && !runtimeOf(app).allowedHosts.includes(host)) throw constraintViolation('baseUrl', PROVIDER_MESSAGES.baseUrlPrivate(host));
  return url.toString().replace(/\/$/, '');
}

const isWhole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** The columns an input sets, validated (422 naming the first bad field). */
function providerChanges(app: FastifyInstance, input: ProviderInput, current: ProviderEntry | null) {
  const changes: Partial<{ name: string; kind: AiKind; base_url: string | null; model: string; temperature: number; max_tokens: number; timeout_ms: number; enabled: boolean; position: number }> = {};
  if (input.name !== undefined || !current) {
    const name = (input.name ?? '').trim();
    if (name === '') throw constraintViolation('name', PROVIDER_MESSAGES.nameBlank);
    if (name.length > 100) throw constraintViolation('name', PROVIDER_MESSAGES.nameTooLong);
    changes.name = name;
  }
  if (input.kind !== undefined || !current) {
    if (!AI_KINDS.includes(input.kind as AiKind)) throw constraintViolation('kind', PROVIDER_MESSAGES.kind);
    changes.kind = input.kind as AiKind;
  }
  if (input.baseUrl !== undefined) changes.base_url = input.baseUrl === null || input.baseUrl.trim() === '' ? null : checkBaseUrl(app, input.baseUrl);
  if (input.model !== undefined) {
    const model = input.model.trim();
    if (model === '' || model.length > 200) throw constraintViolation('model', PROVIDER_MESSAGES.model);
    changes.model = model;
  } else if (!current) {
    changes.model = changes.kind === 'anthropic' ? AI_DEFAULT_ANTHROPIC_MODEL : AI_DEFAULT_MODEL;
  }
  if (input.temperature !== undefined) {
    if (!Number.isFinite(input.temperature) || input.temperature < 0 || input.temperature > AI_MAX_TEMPERATURE) throw constraintViolation('temperature', PROVIDER_MESSAGES.temperature);
    changes.temperature = input.temperature;
  }
  if (input.maxTokens !== undefined) {
    if (!isWhole(input.maxTokens, 1, AI_MAX_MAX_TOKENS)) throw constraintViolation('maxTokens', PROVIDER_MESSAGES.maxTokens);
    changes.max_tokens = input.maxTokens;
  }
  if (input.timeoutMs !== undefined) {
    if (!isWhole(input.timeoutMs, AI_MIN_TIMEOUT_MS, AI_MAX_TIMEOUT_MS)) throw constraintViolation('timeoutMs', PROVIDER_MESSAGES.timeoutMs);
    changes.timeout_ms = input.timeoutMs;
  }
  if (input.position !== undefined) {
    if (!isWhole(input.position, 0, 10_000)) throw constraintViolation('position', PROVIDER_MESSAGES.position);
    changes.position = input.position;
  }
  if (input.enabled !== undefined) changes.enabled = input.enabled;
  if (input.apiKey !== undefined && input.apiKey !== null && input.apiKey.length > 4000) throw constraintViolation('apiKey', PROVIDER_MESSAGES.apiKey);
  const kind = changes.kind ?? current?.kind;
  const keyAfter = input.apiKey !== undefined ? input.apiKey !== null && input.apiKey.trim() !== '' : (current?.hasApiKey ?? false);
  if (kind === 'anthropic' && !keyAfter) throw constraintViolation('apiKey', PROVIDER_MESSAGES.apiKeyRequired);
  return changes;
}

function keyColumns(runtime: AiRuntime, apiKey: string | null | undefined) {
  if (apiKey === undefined) return {};
  if (apiKey === null || apiKey.trim() === '') return { api_key_ciphertext: null, api_key_iv: null, api_key_tag: null };
  const secret = encryptSecret(runtime.encryptionKey, apiKey.trim());
  return { api_key_ciphertext: secret.ciphertext, api_key_iv: secret.iv, api_key_tag: secret.tag };
}

/** A database provider for a write: 404 unknown, 403 for a provider of the environment (read-only). */
async function writableProvider(runtime: AiRuntime, id: number): Promise<ProviderEntry> {
  const entry = await runtime.provider(id);
  if (!entry) throw notFound();
  if (entry.source === 'environment') throw missingPermission(AI_MESSAGES.readOnlyProvider);
  return entry;
}

export async function listProviders(app: FastifyInstance, user: PrincipalRow) {
  requireAdmin(user);
  return (await runtimeOf(app).providers()).map(representProvider);
}

export async function getProvider(app: FastifyInstance, user: PrincipalRow, id: number) {
  requireAdmin(user);
  const entry = await runtimeOf(app).provider(id);
  if (!entry) throw notFound();
  return representProvider(entry);
}

export async function createProvider(app: FastifyInstance, user: PrincipalRow, input: ProviderInput) {
  requireAdmin(user);
  const runtime = runtimeOf(app);
  const changes = providerChanges(app, input, null);
  const at = app.clock.now().toISOString();
  const id = await queries.insertProvider(app.db, {
    position: changes.position ?? (await queries.nextPosition(app.db)),
    name: changes.name!,
    kind: changes.kind!,
    base_url: changes.base_url ?? null,
    model: changes.model!,
    temperature: changes.temperature ?? AI_DEFAULT_TEMPERATURE,
    max_tokens: changes.max_tokens ?? AI_DEFAULT_MAX_TOKENS,
    timeout_ms: changes.timeout_ms ?? AI_DEFAULT_TIMEOUT_MS,
    enabled: changes.enabled ?? true,
    ...keyColumns(runtime, input.apiKey),
    health_status: 'unknown',
    created_at: at,
    updated_at: at,
  });
  return getProvider(app, user, id);
}

export async function updateProvider(app: FastifyInstance, user: PrincipalRow, id: number, input: ProviderInput) {
  requireAdmin(user);
  const runtime = runtimeOf(app);
  const current = await writableProvider(runtime, id);
  const changes = providerChanges(app, input, current);
  // A new address, model or key makes the last health check meaningless.
  const resetsHealth = ['kind', 'base_url', 'model'].some((key) => key in changes) || input.apiKey !== undefined;
  await queries.updateProvider(app.db, id, {
    ...changes,
    ...keyColumns(runtime, input.apiKey),
    ...(resetsHealth ? { health_status: 'unknown', health_checked_at: null, health_last_error: null } : {}),
    updated_at: app.clock.now().toISOString(),
  });
  return getProvider(app, user, id);
}

export async function deleteProvider(app: FastifyInstance, user: PrincipalRow, id: number): Promise<void> {
  requireAdmin(user);
  await writableProvider(runtimeOf(app), id);
  if (!(await queries.deleteProvider(app.db, id))) throw notFound();
}

/** POST /ai/providers/{id}/test: a health check now; the provider with its new status. */
export async function testProvider(app: FastifyInstance, user: PrincipalRow, id: number) {
  requireAdmin(user);
  const runtime = runtimeOf(app);
  const entry = await runtime.provider(id);
  if (!entry) throw notFound();
  await runtime.check(entry);
  return representProvider(entry);
}

export async function getSettings(app: FastifyInstance, user: PrincipalRow) {
  requireAdmin(user);
  return representSettings(await runtimeOf(app).settings());
}

export interface SettingsInput {
  enabled?: boolean;
  logPrompts?: boolean;
  rateLimitPerMinute?: number;
}

export async function updateSettings(app: FastifyInstance, user: PrincipalRow, input: SettingsInput) {
  requireAdmin(user);
  if (input.rateLimitPerMinute !== undefined && !isWhole(input.rateLimitPerMinute, 1, MAX_RATE_LIMIT_PER_MINUTE)) {
    throw constraintViolation('rateLimitPerMinute', `Rate limit per minute must be a whole number from 1 to ${MAX_RATE_LIMIT_PER_MINUTE}.`);
  }
  await queries.updateSettings(app.db, {
    ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
    ...(input.logPrompts === undefined ? {} : { log_prompts: input.logPrompts }),
    ...(input.rateLimitPerMinute === undefined ? {} : { rate_limit_per_minute: input.rateLimitPerMinute }),
    updated_at: app.clock.now().toISOString(),
  });
  return representSettings(await runtimeOf(app).settings());
}
