// Whether the AI buttons can be offered, from GET /ai/health?projectId (spec 002 §8): a button only when AI is on,
// a provider exists and the project allows it; otherwise an honest line why not.
import type { AiHealthHal } from '../api/ai-api';

export const AI_NOT_CONFIGURED_TEXT = 'AI is not configured.';
export const AI_NOT_CONFIGURED_HINT_BEFORE = 'An administrator can add a provider in';
export const AI_SETTINGS_LABEL = 'AI settings';
export const AI_SETTINGS_PATH = '/admin/ai';
export const AI_DISABLED_TEXT = 'AI features are turned off.';
export const AI_PROJECT_DISABLED_TEXT = 'AI is turned off for this project.';

export type AiAvailability = 'ready' | 'not-configured' | 'disabled' | 'project-disabled' | 'unknown';

/** 'unknown': no answer (yet, or the health call failed): nothing is offered and nothing is claimed. */
export function aiAvailability(health: AiHealthHal | undefined): AiAvailability {
  if (!health) return 'unknown';
  if (!health.enabled) return 'disabled';
  if (!health.configured) return 'not-configured';
  if (health.projectEnabled === false) return 'project-disabled';
  return 'ready';
}

/** The most characters of a description the user may send (the server keeps the first 1000 after cleaning). */
export const AI_TEXT_MAX_LENGTH = 5000;
export const GENERATING_TEXT = 'Generating…';
