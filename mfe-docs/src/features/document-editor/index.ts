// The document page's editor (read-only for readers): composable with other features' extensions and save path.
export {
  DocumentEditor,
  type DocumentEditorProps,
  type EditorContext,
  type SaveMode,
  DOCUMENT_NOT_FOUND_TITLE,
} from './ui/DocumentEditor';
export { parseDocumentId, type EditableDocument } from '../document-reading';
export { documentToMarkdown, type DocumentNode } from '@tessera/shared/editor/react';
export { composeExtensions, documentEditorExtensions } from './model/extensions';
export { DocumentWriter } from './model/document-writer';
export { usePatchAutosave, AUTOSAVE_DELAY_MS, SAVE_MESSAGES, type PatchAutosave, type SaveState } from './api/patch-autosave';
