import { AI_KEYS_HELP, aiAvailability, type AiHealth } from './availability';

const health = (over: Partial<AiHealth> = {}): AiHealth => ({ enabled: true, configured: true, available: true, projectEnabled: true, ...over });
const of = (over: Partial<Parameters<typeof aiAvailability>[0]> = {}) =>
  aiAvailability({ health: health(), pending: false, error: null, editable: true, hasProject: true, ...over });

test('on only when enabled, configured, on in the project, and the user may edit', () => {
  expect(of()).toEqual({ state: 'on', active: true, label: 'AI suggestions on', detail: AI_KEYS_HELP });
});

test.each([
  ['off', { health: health({ enabled: false }) }, 'AI suggestions: off', 'AI features are turned off by an administrator.'],
  ['not-configured', { health: health({ configured: false, available: false }) }, 'AI suggestions: not configured', 'AI is not configured: an administrator has to add an AI provider first.'],
  ['off-for-project', { health: health({ projectEnabled: false }) }, 'AI suggestions: off for this project', 'AI features are turned off for this project.'],
  ['read-only', { editable: false }, 'AI suggestions: read-only', 'You can read this document but not edit it, so no suggestions are made.'],
  ['checking', { pending: true, health: undefined }, 'AI suggestions: checking…', 'Checking whether AI features are available.'],
  ['unknown', { health: undefined, error: 'Cannot reach the server.' }, 'AI suggestions: unavailable', 'Could not check whether AI features are available: Cannot reach the server.'],
  ['no-project', { hasProject: false }, 'AI suggestions: no project', 'This document belongs to no project, so AI suggestions are not available.'],
] as const)('%s: nothing is asked, and the tag says why', (state, over, label, detail) => {
  expect(of(over)).toEqual({ state, active: false, label, detail });
});

test('every provider down: still asked (the server tries them), the tag says so', () => {
  expect(of({ health: health({ available: false }) })).toMatchObject({ state: 'degraded', active: true, label: 'AI suggestions on (provider down)' });
});
