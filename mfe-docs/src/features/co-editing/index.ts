// Real-time co-editing of a document (issue 14): the session (shared Yjs document and its connection), the editor
// extensions that bind to it (collaboration, carets, Yjs undo), and the connection state and people present.
// Other features hear the server's stateless messages on the document's connection through useCoEditingMessages.
export { CoEditingSession, collaborationUrl, COLLABORATION_FIELD, type CoEditingMessage, type CoEditingSnapshot } from './api/session';
export { coEditingExtensions, useCoEditingMessages, useCoEditingSession, useCoEditingState } from './api/use-co-editing';
export { CoEditingPresence } from './ui/CoEditingPresence';
export { CO_EDITING_MESSAGES, type CoEditingStatus } from './model/connection-status';
export { coEditorColor, type CoEditor } from './model/participants';
