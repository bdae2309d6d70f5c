// The AI administration page (/admin/ai): the global switches and the providers (admins only).
export { AiSettingsPage } from './ui/AiSettingsPage';
export { AI_MESSAGES } from './ui/messages';

export const AI_SETTINGS_PATH = '/admin/ai';
