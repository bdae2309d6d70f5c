// Whether the editor asks for AI suggestions, and the honest word on why not: from GET /ai/health and the user's
// right to edit. Nothing is asked unless AI is on, configured, on in the project, and the user may edit.

export interface AiHealth {
  enabled: boolean;
  configured: boolean;
  available: boolean;
  projectEnabled?: boolean;
}

export type AiAvailabilityState = 'on' | 'degraded' | 'checking' | 'unknown' | 'read-only' | 'off' | 'not-configured' | 'off-for-project' | 'no-project';

export interface AiAvailability {
  state: AiAvailabilityState;
  /** Whether the editor asks for suggestions. */
  active: boolean;
  /** The tag's text. */
  label: string;
  /** The tooltip: what to do (Tab, Escape), or why there are no suggestions. */
  detail: string;
}

export const AI_KEYS_HELP = 'Pause typing at the end of a line to get a suggestion in grey. Tab accepts it, Escape dismisses it.';

export function aiAvailability(input: {
  health: AiHealth | undefined;
  pending: boolean;
  error: string | null;
  editable: boolean;
  hasProject: boolean;
}): AiAvailability {
  const { health, pending, error, editable, hasProject } = input;
  const off = (state: AiAvailabilityState, label: string, detail: string): AiAvailability => ({ state, active: false, label, detail });
  if (!hasProject) return off('no-project', 'AI suggestions: no project', 'This document belongs to no project, so AI suggestions are not available.');
  if (!editable) return off('read-only', 'AI suggestions: read-only', 'You can read this document but not edit it, so no suggestions are made.');
  if (pending) return off('checking', 'AI suggestions: checking…', 'Checking whether AI features are available.');
  if (error || !health) return off('unknown', 'AI suggestions: unavailable', `Could not check whether AI features are available${error ? `: ${error}` : '.'}`);
  if (!health.enabled) return off('off', 'AI suggestions: off', 'AI features are turned off by an administrator.');
  if (!health.configured) return off('not-configured', 'AI suggestions: not configured', 'AI is not configured: an administrator has to add an AI provider first.');
  if (health.projectEnabled === false) return off('off-for-project', 'AI suggestions: off for this project', 'AI features are turned off for this project.');
  if (!health.available) {
    return { state: 'degraded', active: true, label: 'AI suggestions on (provider down)', detail: `The AI provider did not answer its last health check; suggestions may fail. ${AI_KEYS_HELP}` };
  }
  return { state: 'on', active: true, label: 'AI suggestions on', detail: AI_KEYS_HELP };
}
