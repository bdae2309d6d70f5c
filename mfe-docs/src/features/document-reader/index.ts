// A document's page, read-only: title, the server's HTML, updated time and author.
export { DocumentReader, type DocumentReaderProps } from './ui/DocumentReader';
export { parseDocumentId } from './model/document';
