// AI autocomplete in the document editor (issue 15 item 3): grey inline suggestions streamed from
// POST /ai/autocomplete after a pause in typing (Tab accepts, Escape dismisses), only where /ai/health says AI is on,
// configured and on in the project, and only for who may edit.
export { AiAutocompleteSession, type AiStatus, unavailableMessage, pausedMessage } from './model/session';
export { AiSuggestionsStatus } from './ui/AiSuggestionsStatus';
export { useAiHealth, aiHealthQueryKey } from './api/health';
export { aiAvailability, AI_KEYS_HELP, type AiHealth, type AiAvailability } from './model/availability';
export { AiAutocomplete, aiAutocompleteExtension, aiSuggestionKey, currentSuggestion, AI_PAUSE_MS } from './model/extension';
export { streamAutocomplete, AiAutocompleteError, clearAutocompleteCache } from './api/autocomplete';
export { SseParser, readSse, type SseEvent } from './model/sse';
