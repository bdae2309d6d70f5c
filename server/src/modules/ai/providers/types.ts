import type { AiKind } from '../constants.ts';
import { OutboundRefused } from '../../../outbound/hosts.ts';

/** One provider as the calls need it: its settings and its API key in clear (in memory only, never represented). */
export interface ProviderSettings {
  kind: AiKind;
  baseUrl: string | null;
  apiKey: string | null;
  model: string;
  temperature: number;
  maxTokens: number;
  timeoutMs: number;
}

export interface ChatRequest {
  system: string;
  user: string;
}

/** A function the model must call (OpenAI tools / Anthropic tool use); parameters are a JSON schema. */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** A tool call's arguments: parsed, or why they could not be (§8 "No function call or tool call response ..."). */
export type ToolResult = { ok: true; value: unknown; chars: number } | { ok: false; reason: string; chars: number };

/** What went wrong calling a provider, in the codes of spec 002 §8. */
export type ProviderFailureCode = 'RATE_LIMIT' | 'TIMEOUT' | 'API_ERROR' | 'UNKNOWN';

export class ProviderFailure extends Error {
  override name = 'ProviderFailure';
  readonly code: ProviderFailureCode;
  /** The provider's Retry-After, for a 429. */
  readonly retryAfterMs: number | null;
  /** A short description for admins (status, timeout, connection): never prompt or answer content. */
  readonly detail: string;

  constructor(code: ProviderFailureCode, detail: string, retryAfterMs: number | null = null) {
    super(detail);
    this.code = code;
    this.detail = detail;
    this.retryAfterMs = retryAfterMs;
  }
}

export interface ProviderClient {
  /** Forces a call of `tool` and returns its arguments. Throws ProviderFailure. */
  callTool(request: ChatRequest, tool: ToolSpec): Promise<ToolResult>;
  /** The completion's text as it arrives. Throws ProviderFailure (also in the middle of the stream). */
  stream(request: ChatRequest): AsyncIterable<string>;
  /** A minimal request (one token): throws ProviderFailure when the provider does not answer properly. */
  ping(): Promise<void>;
}

/** Retry-After of a response (seconds or an HTTP date), in ms. */
/** The error classes both official SDKs export (OpenAI's and Anthropic's share their shape). */
export interface SdkErrors {
  APIConnectionTimeoutError: abstract new (...args: never[]) => Error;
  RateLimitError: abstract new (...args: never[]) => Error & { headers?: Headers };
  APIConnectionError: abstract new (...args: never[]) => Error;
  APIError: abstract new (...args: never[]) => Error & { status?: number };
}

/** Anything an SDK throws, as a ProviderFailure (spec 002 §8 codes); `baseError` is the SDK's own root error class. */
export function sdkFailure(sdk: SdkErrors, baseError: abstract new (...args: never[]) => Error, error: unknown, timedOut: boolean): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  if (timedOut || error instanceof sdk.APIConnectionTimeoutError) return new ProviderFailure('TIMEOUT', 'timed out');
  if (error instanceof sdk.RateLimitError) return new ProviderFailure('RATE_LIMIT', 'HTTP 429', retryAfterOf(error.headers));
  if (error instanceof sdk.APIConnectionError) {
    const refused = error.cause instanceof OutboundRefused ? error.cause : null;
    return new ProviderFailure('API_ERROR', refused ? `refused: ${refused.message}` : 'connection failed');
  }
  if (error instanceof sdk.APIError) return new ProviderFailure('API_ERROR', error.status ? `HTTP ${error.status}` : 'API error');
  if (error instanceof OutboundRefused) return new ProviderFailure('API_ERROR', `refused: ${error.message}`);
  if (error instanceof baseError) return new ProviderFailure('API_ERROR', 'invalid response');
  // A body that is not JSON (a proxy's error page, a broken server).
  if (error instanceof SyntaxError) return new ProviderFailure('API_ERROR', 'invalid response');
  return new ProviderFailure('UNKNOWN', 'unexpected error');
}

export function retryAfterOf(headers: Headers | undefined, now: number = Date.now()): number | null {
  const raw = headers?.get('retry-after');
  if (!raw) return null;
  if (/^\d+(\.\d+)?$/.test(raw.trim())) return Math.round(Number(raw) * 1000);
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * A deadline for one provider call: the signal the SDK request gets, and whether it was the deadline (not the
 * caller) that aborted it.
 */
export function deadline(ms: number) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new Error('AI provider timeout'));
  }, ms);
  timer.unref?.();
  return {
    signal: controller.signal,
    get expired() {
      return expired;
    },
    clear: () => clearTimeout(timer),
  };
}
