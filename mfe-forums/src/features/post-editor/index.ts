// The forum post editor: a small Tiptap editor on the suite's schema, loaded when a form first shows it; what a
// post's content is; and a post's server-kept draft (of a new topic or of a reply).
export { PostEditor, PostEditorPlaceholder, preloadPostEditor, EDITOR_LOAD_FAILED_MESSAGE } from './ui/LazyPostEditor';
export type { PostEditorProps } from './ui/PostEditor';
export { DraftStatus } from './ui/DraftStatus';
export { useDraftAutosave, usePostDraft, type DraftContent } from './api/drafts';
export { DRAFT_MESSAGES, DRAFT_SAVE_DEBOUNCE_MS, plainTextOf, type DraftSaveState } from './model/drafts';
export { CONTENT_MAX_LENGTH, EMPTY_POST, normaliseLinkHref, type PostContent } from './model/post-content';
