// The document as read, without the editor's libraries (Tiptap, Yjs): its GET, its mapping for the page, the page
// to read it (title, meta line, the server's rendering, live) and what shows while it loads or when it cannot.
export { documentQueryKey, fetchDocument, useDocument } from './api/document';
export { isBlankDocument, mapDocument, parseDocumentId, type EditableDocument } from './model/document';
export {
  DocumentLoading, DocumentMeta, DocumentNotFound, DocumentReader, DocumentReadState, DOCUMENT_LOAD_FAILED_TITLE, DOCUMENT_LOADING_MESSAGE, DOCUMENT_NOT_FOUND_MESSAGE,
  DOCUMENT_NOT_FOUND_TITLE, type DocumentReaderProps,
} from './ui/DocumentReader';
export { DOCUMENT_CONNECTING_MESSAGE, StoredContent } from './ui/StoredContent';
