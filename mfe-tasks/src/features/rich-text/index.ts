// Rich text in tasks (issue 22): the shared editor for descriptions and comments, loaded on demand (images stored as
// the task's attachments), previews of links to tasks and documents, and the task's 'Referenced by' list.
export { LazyRichTextEditor, EDITOR_LOAD_FAILED } from './ui/LazyRichTextEditor';
export { useResetKey } from './model/use-reset-key';
export { ReferencePreview, PREVIEW_LOADING } from './ui/ReferencePreview';
export { ReferencedBy, REFERENCED_BY_TITLE, NO_BACKLINKS } from './ui/ReferencedBy';
export { referenceOfHref } from './model/reference-href';
