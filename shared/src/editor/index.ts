// The documents editor's shared pieces (node-safe).
export { CommentMark, editorExtensions, editorSchema, EMPTY_DOCUMENT, type EditorExtensionOptions } from './schema.ts';
