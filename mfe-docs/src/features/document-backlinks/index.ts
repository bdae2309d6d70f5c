// What links this document (issue 22): the tasks and documents that refer to it, beside the text.
export { DocumentBacklinks, DOCUMENT_BACKLINKS_TITLE } from './ui/DocumentBacklinks';
