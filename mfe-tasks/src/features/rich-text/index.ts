// Rich text in tasks (issue 22): the shared editor for descriptions and comments, loaded on demand.
export { LazyRichTextEditor, EDITOR_LOAD_FAILED } from './ui/LazyRichTextEditor';
export { useResetKey } from './model/use-reset-key';
