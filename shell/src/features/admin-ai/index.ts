// The AI administration page (/admin/ai): the global switches and the providers (admins only).
export { AiSettingsPage } from './ui/AiSettingsPage';
export { AI_MESSAGES } from './ui/messages';
