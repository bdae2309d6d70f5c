// One document page's AI autocomplete: whether it may ask (set from the availability once /ai/health answered), the
// pause after a RATE_LIMIT, and the last failure to show beside the editor. The editor's extension is built once, so it
// reads these when the user pauses instead of being rebuilt.
import type { Extension } from '@tiptap/core';
import { AiAutocompleteError, type AutocompleteRequest, type StreamOptions } from '../api/autocomplete';
import { aiAutocompleteExtension, AI_PAUSE_MS, type AiAutocompleteOptions } from './extension';

export type AiStatus = { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'paused'; message: string; until: number };

export const unavailableMessage = (reason: string) => `AI suggestion unavailable: ${reason}`;
export const pausedMessage = (reason: string) => `AI suggestions paused: ${reason}`;

export interface AiSessionOptions {
  now?: () => number;
  delayMs?: number;
  request?: (request: AutocompleteRequest, options: StreamOptions) => Promise<string>;
  /** Reads a finished suggestion out (the suite's polite live region). */
  announce?: (message: string) => void;
}

export class AiAutocompleteSession {
  private active = false;
  private status: AiStatus = { kind: 'idle' };
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;

  constructor(private readonly options: AiSessionOptions = {}) {
    this.now = options.now ?? Date.now;
  }

  setActive(active: boolean) {
    this.active = active;
  }

  isActive = () => this.active;

  isPaused = () => this.status.kind === 'paused' && this.now() < this.status.until;

  getStatus = (): AiStatus => this.status;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private setStatus(status: AiStatus) {
    if (status.kind === 'idle' && this.status.kind === 'idle') return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }

  report = (error: unknown) => {
    const message = error instanceof Error && error.message ? error.message : 'Something went wrong.';
    if (error instanceof AiAutocompleteError && error.code === 'RATE_LIMIT') {
      this.setStatus({ kind: 'paused', message: pausedMessage(message), until: this.now() + (error.retryAfterMs ?? 60_000) });
      return;
    }
    this.setStatus({ kind: 'error', message: unavailableMessage(message) });
  };

  succeeded = (text: string) => {
    this.setStatus({ kind: 'idle' });
    this.options.announce?.(`Suggestion: ${text.trim()} (press Tab to accept, Escape to dismiss)`);
  };

  /** The editor extension for one document (its project is the one asked about). */
  extension(target: { projectId: number; documentId: number | null }): Extension<AiAutocompleteOptions> {
    return aiAutocompleteExtension({
      projectId: target.projectId,
      documentId: target.documentId,
      delayMs: this.options.delayMs ?? AI_PAUSE_MS,
      isActive: this.isActive,
      isPaused: this.isPaused,
      ...(this.options.request ? { request: this.options.request } : {}),
      onError: this.report,
      onSuggestion: this.succeeded,
    });
  }
}
