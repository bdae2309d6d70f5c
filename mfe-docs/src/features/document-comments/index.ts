// Inline comments on a document (issue 14): threads on quoted text, the selection's Comment button, the page's
// "Comments (N open)" toggle and the panel beside the text. Live through the co-editing connection.
export { useDocumentComments, COMMENTS_CHANGED, type DocumentComments } from './model/use-document-comments';
export { COMMENTS_MESSAGES } from './model/messages';
// The threads' read alone (the reading page's Comments button counts the open ones), without the editor's parts.
export { useCommentThreads } from './api/comment-threads';
export { openThreadCount } from './model/threads';
export { CommentButton } from './ui/CommentButton';
export { CommentsToggle } from './ui/CommentsToggle';
export { CommentsPanel } from './ui/CommentsPanel';
