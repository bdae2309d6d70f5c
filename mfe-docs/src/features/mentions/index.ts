// Mentions in the documents editor: the '@' picker (project members, then active users; ranked by spec 002 section 9;
// cached 120 s / 5 min) as the shared schema's mention extension. It lives in @tessera/shared/editor/react, where the
// task editor (mfe-tasks) uses the same picker.
export { mentionExtension, MentionList, NO_USERS_FOUND, TRY_DIFFERENT_SEARCH, type MentionExtensionOptions } from '@tessera/shared/editor/react';
