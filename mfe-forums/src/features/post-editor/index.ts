// The forum post editor: a small Tiptap editor on the suite's schema, and what a post's content is.
export { PostEditor, type PostEditorProps } from './ui/PostEditor';
export { CONTENT_MAX_LENGTH, EMPTY_POST, normaliseLinkHref, type PostContent } from './model/post-content';
