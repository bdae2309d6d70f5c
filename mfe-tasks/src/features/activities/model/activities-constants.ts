// Spec 001 sections 2, 4, 8 and 9: the Activities tab of the task panel.
export const ACTIVITIES_PAGE_SIZE = 10;
export const ACTIVITIES_LOAD_FAILED = 'Failed to load activities. Please try again.';
export const ACTIVITIES_EMPTY = 'No activities available';
export const COMMENT_ADDED = 'Comment added successfully';
export const COMMENT_ADD_FAILED = 'Failed to add comment';
export const COMMENT_UPDATED = 'Comment updated';
export const COMMENT_UPDATE_FAILED = 'Failed to update comment';
/** Shown under the comment box when a blank comment is submitted (the server's own wording). */
export const COMMENT_BLANK = "Comment can't be blank.";
export const COMMENT_PLACEHOLDER = 'Add a comment… (Ctrl+Enter to send)';
export const ATTACHMENT_ADDED = 'Attachment added successfully';
export const ATTACHMENT_ADD_FAILED = 'Failed to add attachment';
export const ATTACHMENT_DELETED = 'Attachment deleted';
export const ATTACHMENT_DELETE_FAILED = 'Failed to delete attachment';
export const REACTION_FAILED = 'Failed to update the reaction';
