import type { FastifyBaseLogger } from 'fastify';
import { BoundedCache } from '../../bounded-cache.ts';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { toBoolean, toIsoString } from '../../db/values.ts';
import {
  AI_DEFAULT_MAX_TOKENS,
  AI_DEFAULT_TEMPERATURE,
  AI_DEFAULT_TIMEOUT_MS,
  AI_MESSAGES,
  COMPLETION_CACHE_ENTRIES,
  COMPLETION_CACHE_MS,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
  HEALTH_CHECK_INTERVAL_MS,
  RATE_LIMIT_WINDOW_MS,
  type AiKind,
} from './constants.ts';
import { decryptSecret } from '../../outbound/secrets.ts';
import { encryptionKeyOf } from './crypto.ts';
import { AiError, retryAfterHeader } from './errors.ts';
import { providerClient, ProviderFailure, type ChatRequest, type ProviderClient, type ProviderSettings } from './providers/index.ts';
import * as queries from './queries.ts';

export type HealthStatus = 'healthy' | 'unhealthy' | 'unknown';
export interface Health {
  status: HealthStatus;
  checkedAt: string | null;
  lastError: string | null;
}

/** A provider from the environment (negative id, read-only) or the database, with its key in clear (memory only). */
export interface ProviderEntry extends ProviderSettings {
  id: number;
  source: 'environment' | 'database';
  position: number;
  name: string;
  enabled: boolean;
  hasApiKey: boolean;
  /** A stored key that no longer decrypts (AI_ENCRYPTION_KEY or the session secret changed): re-enter it. */
  apiKeyUnreadable: boolean;
  health: Health;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface AiSettings {
  enabled: boolean;
  logPrompts: boolean;
  rateLimitPerMinute: number;
  updatedAt: string;
}

const ENV_NAMES: Record<AiKind, string> = { openai: 'OpenAI (environment)', anthropic: 'Anthropic (environment)' };
const UNKNOWN_HEALTH: Health = { status: 'unknown', checkedAt: null, lastError: null };

/** What the endpoints call: which provider answered, and what it answered. */
export interface Served<T> {
  value: T;
  provider: ProviderEntry;
}

interface CachedCompletion {
  text: string;
  provider: string;
  at: number;
}

/** Failures that say the provider is down (a 429 says it is up, only busy). */
const marksUnhealthy = (failure: ProviderFailure) => failure.code !== 'RATE_LIMIT';

/**
 * The AI state of one app: providers (environment and database), their health and its schedule, the per-user rate
 * limit, the completion cache, and the fallback between providers. One per app (see runtimeOf).
 */
export class AiRuntime {
  private readonly envHealth = new Map<number, Health>();
  private readonly requests = new Map<number, number[]>();
  private readonly completions = new BoundedCache<string, CachedCompletion>(COMPLETION_CACHE_ENTRIES);
  private readonly key: Buffer;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  readonly allowedHosts: readonly string[];
  readonly db: Db;
  readonly config: AppConfig;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  /** The SDK clients of the providers. */
  readonly clientOf: (settings: ProviderSettings, allowedHosts: readonly string[]) => ProviderClient;

  constructor(db: Db, config: AppConfig, clock: Clock, log: FastifyBaseLogger, clientOf = providerClient) {
    this.db = db;
    this.config = config;
    this.clock = clock;
    this.log = log;
    this.clientOf = clientOf;
    this.key = encryptionKeyOf(config);
    this.allowedHosts = config.ai?.allowedHosts ?? [];
  }

  get encryptionKey(): Buffer {
    return this.key;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Providers and settings

  envProviders(): ProviderEntry[] {
    return (this.config.ai?.envProviders ?? []).map((provider, index) => {
      const id = -(index + 1);
      return {
        id,
        source: 'environment',
        position: index - 1000,
        name: ENV_NAMES[provider.kind],
        kind: provider.kind,
        baseUrl: provider.baseUrl,
        apiKey: provider.apiKey,
        model: provider.model,
        temperature: AI_DEFAULT_TEMPERATURE,
        maxTokens: AI_DEFAULT_MAX_TOKENS,
        timeoutMs: AI_DEFAULT_TIMEOUT_MS,
        enabled: true,
        hasApiKey: provider.apiKey !== null,
        apiKeyUnreadable: false,
        health: this.envHealth.get(id) ?? UNKNOWN_HEALTH,
        createdAt: null,
        updatedAt: null,
      };
    });
  }

  entryOf(row: queries.ProviderRecord): ProviderEntry {
    const stored = row.api_key_ciphertext !== null && row.api_key_iv !== null && row.api_key_tag !== null;
    const apiKey = stored ? decryptSecret(this.key, { ciphertext: row.api_key_ciphertext!, iv: row.api_key_iv!, tag: row.api_key_tag! }) : null;
    return {
      id: row.id,
      source: 'database',
      position: row.position,
      name: row.name,
      kind: row.kind as AiKind,
      baseUrl: row.base_url,
      apiKey,
      model: row.model,
      temperature: Number(row.temperature),
      maxTokens: row.max_tokens,
      timeoutMs: row.timeout_ms,
      enabled: toBoolean(row.enabled),
      hasApiKey: stored,
      apiKeyUnreadable: stored && apiKey === null,
      health: {
        status: (['healthy', 'unhealthy'].includes(row.health_status) ? row.health_status : 'unknown') as HealthStatus,
        checkedAt: row.health_checked_at === null ? null : toIsoString(row.health_checked_at),
        lastError: row.health_last_error,
      },
      createdAt: toIsoString(row.created_at),
      updatedAt: toIsoString(row.updated_at),
    };
  }

  /** Every provider, environment ones first, then the database's by position. */
  async providers(): Promise<ProviderEntry[]> {
    return [...this.envProviders(), ...(await queries.listProviders(this.db)).map((row) => this.entryOf(row))];
  }

  async provider(id: number): Promise<ProviderEntry | undefined> {
    if (id < 0) return this.envProviders().find((entry) => entry.id === id);
    const row = await queries.findProvider(this.db, id);
    return row ? this.entryOf(row) : undefined;
  }

  async settings(): Promise<AiSettings> {
    const row = await queries.findSettings(this.db);
    return {
      enabled: row ? toBoolean(row.enabled) : true,
      logPrompts: row ? toBoolean(row.log_prompts) : false,
      rateLimitPerMinute: row?.rate_limit_per_minute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
      updatedAt: toIsoString(row?.updated_at ?? this.clock.now()),
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Health

  private async recordHealth(entry: ProviderEntry, health: Health): Promise<void> {
    entry.health = health;
    if (entry.source === 'environment') this.envHealth.set(entry.id, health);
    else await queries.setHealth(this.db, entry.id, health.status, health.checkedAt!, health.lastError);
  }

  private async markFailure(entry: ProviderEntry, failure: ProviderFailure): Promise<void> {
    if (marksUnhealthy(failure)) await this.recordHealth(entry, { status: 'unhealthy', checkedAt: this.clock.now().toISOString(), lastError: failure.detail });
  }

  private async markSuccess(entry: ProviderEntry): Promise<void> {
    if (entry.health.status !== 'healthy') await this.recordHealth(entry, { status: 'healthy', checkedAt: this.clock.now().toISOString(), lastError: null });
  }

  /** A health check now (spec 002 §7: a one-token request): the provider's new health. */
  async check(entry: ProviderEntry): Promise<Health> {
    const started = Date.now();
    let health: Health;
    try {
      if (entry.apiKeyUnreadable) throw new ProviderFailure('API_ERROR', 'the stored API key cannot be decrypted: enter it again');
      await this.clientOf(entry, this.allowedHosts).ping();
      health = { status: 'healthy', checkedAt: this.clock.now().toISOString(), lastError: null };
    } catch (error) {
      const failure = error instanceof ProviderFailure ? error : new ProviderFailure('UNKNOWN', 'unexpected error');
      health = { status: 'unhealthy', checkedAt: this.clock.now().toISOString(), lastError: `${AI_MESSAGES.healthCheckFailed}: ${failure.detail}` };
    }
    await this.recordHealth(entry, health);
    this.log.info({ ai: { event: 'health', provider: entry.name, status: health.status, ms: Date.now() - started } }, 'AI provider health check');
    return health;
  }

  /** Checks every enabled provider whose last check is 300 s old or older (or that was never checked). */
  async tick(): Promise<void> {
    if (this.ticking) return this.ticking;
    this.ticking = (async () => {
      const now = this.clock.now().getTime();
      const due = (await this.providers()).filter(
        (entry) => entry.enabled && (entry.health.checkedAt === null || now - Date.parse(entry.health.checkedAt) >= HEALTH_CHECK_INTERVAL_MS),
      );
      for (const entry of due) await this.check(entry);
    })().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  /** Looks for due checks every AI_HEALTH_POLL_MS (the schedule itself follows the app's clock, see tick). */
  start(): void {
    // loadConfig always sets it (30 s by default); an app built without AI config (tests) runs no timer.
    const every = this.config.ai?.healthPollMs ?? 0;
    if (every <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      this.tick().catch((error: unknown) => this.log.warn({ err: error }, 'AI health checks failed'));
    }, every);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking?.catch(() => undefined);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Rate limit and completion cache

  /** Counts one request of the user; a 429 (with Retry-After) when the last minute already holds `perMinute`. */
  takeRequest(userId: number, perMinute: number): void {
    const now = this.clock.now().getTime();
    const recent = (this.requests.get(userId) ?? []).filter((at) => now - at < RATE_LIMIT_WINDOW_MS);
    if (recent.length >= perMinute) {
      this.requests.set(userId, recent);
      throw new AiError(429, 'RATE_LIMIT', AI_MESSAGES.userRateLimit(perMinute), { headers: retryAfterHeader(recent[0] + RATE_LIMIT_WINDOW_MS - now) });
    }
    recent.push(now);
    this.requests.set(userId, recent);
    if (this.requests.size > 10_000) for (const [id, times] of this.requests) if (times.every((at) => now - at >= RATE_LIMIT_WINDOW_MS)) this.requests.delete(id);
  }

  cachedCompletion(userId: number, context: string): CachedCompletion | undefined {
    const hit = this.completions.get(`${userId}\n${context}`);
    return hit && this.clock.now().getTime() - hit.at < COMPLETION_CACHE_MS ? hit : undefined;
  }

  cacheCompletion(userId: number, context: string, text: string, provider: string): void {
    this.completions.set(`${userId}\n${context}`, { text, provider, at: this.clock.now().getTime() });
  }

  // -------------------------------------------------------------------------------------------------------------
  // Fallback

  /** Enabled providers in the order they are tried: the available ones first, those last seen down after them. */
  async candidates(): Promise<ProviderEntry[]> {
    const enabled = (await this.providers()).filter((entry) => entry.enabled);
    return [...enabled.filter((entry) => entry.health.status !== 'unhealthy'), ...enabled.filter((entry) => entry.health.status === 'unhealthy')];
  }

  /**
   * Calls the providers in turn until one answers (spec 002 §4: a provider that is down or answers an API error
   * hands over to the next available one). When all fail, the last failure as an AI error.
   */
  async serve<T>(candidates: ProviderEntry[], call: (client: ProviderClient, entry: ProviderEntry) => Promise<T>, apiErrorMessage: string): Promise<Served<T>> {
    let last: ProviderFailure | null = null;
    for (const entry of candidates) {
      try {
        if (entry.apiKeyUnreadable) throw new ProviderFailure('API_ERROR', 'the stored API key cannot be decrypted: enter it again');
        const value = await call(this.clientOf(entry, this.allowedHosts), entry);
        await this.markSuccess(entry);
        return { value, provider: entry };
      } catch (error) {
        last = error instanceof ProviderFailure ? error : new ProviderFailure('UNKNOWN', 'unexpected error');
        if (!(error instanceof ProviderFailure)) this.log.error({ err: error, ai: { provider: entry.name } }, 'AI provider call failed unexpectedly');
        await this.markFailure(entry, last);
        this.log.warn({ ai: { event: 'failure', provider: entry.name, code: last.code, detail: last.detail } }, 'AI provider failed; trying the next one');
      }
    }
    throw failureToError(last, apiErrorMessage);
  }

  /**
   * A completion stream from the first provider that produces its first piece (or ends without one): fallback
   * happens only before anything was sent to the browser.
   */
  async openStream(candidates: ProviderEntry[], request: ChatRequest): Promise<{ provider: ProviderEntry; first: IteratorResult<string>; rest: AsyncIterator<string> }> {
    let last: ProviderFailure | null = null;
    for (const entry of candidates) {
      try {
        if (entry.apiKeyUnreadable) throw new ProviderFailure('API_ERROR', 'the stored API key cannot be decrypted: enter it again');
        const iterator = this.clientOf(entry, this.allowedHosts).stream(request)[Symbol.asyncIterator]();
        const first = await iterator.next();
        await this.markSuccess(entry);
        return { provider: entry, first, rest: iterator };
      } catch (error) {
        last = error instanceof ProviderFailure ? error : new ProviderFailure('UNKNOWN', 'unexpected error');
        await this.markFailure(entry, last);
      }
    }
    throw failureToError(last, AI_MESSAGES.completionFailed);
  }

  /** Sizes and timings only, unless the admin turned prompt logging on (ai_settings.log_prompts). */
  logCall(settings: AiSettings, entry: { endpoint: string; provider: string | null; prompt: string; answer: string; ms: number; outcome: string }): void {
    const { prompt, answer, ...rest } = entry;
    const details = { ...rest, promptChars: prompt.length, answerChars: answer.length, ...(settings.logPrompts ? { prompt, answer } : {}) };
    this.log.info({ ai: details }, 'AI request');
  }
}

/** A provider failure as the API reports it (spec 002 §8 codes and messages). */
export function failureToError(failure: ProviderFailure | null, apiErrorMessage: string): AiError {
  switch (failure?.code) {
    case 'RATE_LIMIT':
      return new AiError(429, 'RATE_LIMIT', AI_MESSAGES.rateLimit, { headers: retryAfterHeader(failure.retryAfterMs ?? RATE_LIMIT_WINDOW_MS) });
    case 'TIMEOUT':
      return new AiError(504, 'TIMEOUT', AI_MESSAGES.timeout);
    case 'API_ERROR':
      return new AiError(502, 'API_ERROR', apiErrorMessage);
    default:
      return new AiError(500, 'UNKNOWN', AI_MESSAGES.unknown);
  }
}

const runtimes = new WeakMap<AppConfig, AiRuntime>();

/** The app's AI runtime (keyed by its config object, which the whole app shares). */
export function runtimeOf(app: { config: AppConfig; db: Db; clock: Clock; log: FastifyBaseLogger }): AiRuntime {
  let runtime = runtimes.get(app.config);
  if (!runtime) {
    runtime = new AiRuntime(app.db, app.config, app.clock, app.log);
    runtimes.set(app.config, runtime);
  }
  return runtime;
}
