// Mentions in the documents editor: the '@' picker (project members, then active users; ranked by spec 002 section 9;
// cached 120 s / 5 min) as the shared schema's mention extension.
export { mentionExtension, type MentionExtensionOptions } from './ui/mention-extension';
export { MentionList, NO_USERS_FOUND, TRY_DIFFERENT_SEARCH } from './ui/MentionList';
