// Answers of the AI endpoints (docs/api.md 'AI') for the tasks server fakes.
import { halError, jsonResponse } from '@tessera/shared/test/fetch-mock';
import type { AiHealthHal, AiTaskDraft } from '../api/ai-api';

export function healthAnswer(overrides: Partial<AiHealthHal> = {}) {
  return jsonResponse(200, {
    _type: 'AiHealth', enabled: true, configured: true, available: true, projectEnabled: true,
    providers: [{ id: 3, name: 'Ollama', kind: 'openai', status: 'healthy', checkedAt: null }],
    _links: { self: { href: '/api/v3/ai/health' } },
    ...overrides,
  });
}

export function draft(overrides: Partial<AiTaskDraft> = {}): AiTaskDraft {
  return {
    _type: 'AiTaskDraft', title: 'Add OAuth login', description: 'Let users sign in with Google.', type: 'Bug', priority: 'High',
    estimatedHours: 6, startDate: '2026-03-03', dueDate: '2026-03-05', tags: ['auth', 'login'], fallback: false, provider: 'Ollama',
    ...overrides,
  };
}

export const notConfigured = () =>
  halError(503, 'ServiceUnavailable', 'AI is not configured: an administrator has to add an AI provider first.');
export const rateLimited = () => halError(429, 'TooManyRequests', 'Too many AI requests: at most 20 a minute. Please try again later.');
