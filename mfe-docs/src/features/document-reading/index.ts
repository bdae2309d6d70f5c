// The document as read, without the editor's libraries (Tiptap, Yjs): its GET, its mapping for the page, and the
// page as last saved (title, meta line, the server's rendering) that shows while the editor's code loads.
export { documentQueryKey, fetchDocument, useDocument } from './api/document';
export { mapDocument, parseDocumentId, type EditableDocument } from './model/document';
export { DocumentLoading, DocumentMeta, DocumentPreview, DOCUMENT_LOADING_MESSAGE, type DocumentPreviewProps } from './ui/DocumentPreview';
export { DOCUMENT_CONNECTING_MESSAGE, StoredContent } from './ui/StoredContent';
