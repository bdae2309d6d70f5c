// Reply, edit and delete rules and messages of topics and replies (spec 003 sections 4, 5 and 8, the contract).
import { ApiError } from '@tessera/shared';

export const REPLY_MIN = 3;
export const SUBJECT_MAX = 255;
export const CONTENT_MAX = 10_000;
/** An author edits and deletes their message for this long after posting (900 s). */
export const EDIT_WINDOW_MINUTES = 15;
/** 'Someone is typing' shows this long after their last keystroke event. */
export const TYPING_INDICATOR_MS = 3000;
/** At most one typing notice per this interval while the user types. */
export const TYPING_THROTTLE_MS = 2000;

export const THREAD_MESSAGES = {
  replyRequired: 'Reply content is required',
  replyTooShort: 'Reply must be at least 3 characters long',
  contentTooLong: 'Content too long',
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Subject too long',
  contentRequired: 'Content is required',
  replyPosted: 'Reply posted successfully!',
  replyFailed: 'Failed to post reply. Please try again.',
  topicUpdated: 'Topic updated successfully!',
  topicUpdateFailed: 'Failed to update topic',
  messageUpdated: 'Message updated successfully!',
  messageUpdateFailed: 'Failed to update message',
  topicDeleted: 'Topic deleted successfully!',
  messageDeleted: 'Message deleted successfully!',
  deleteFailedTitle: 'Deletion failed',
  topicLoadFailed: 'Failed to load topic. Please try again later.',
  topicNotFound: 'Topic not found',
  noReplies: 'No replies yet',
  beFirst: 'Be the first to reply',
  editWindowPassed: `The edit window has passed: messages can only be edited within ${EDIT_WINDOW_MINUTES} minutes of creation.`,
  followed: 'You are following this topic.',
  unfollowed: 'You no longer follow this topic.',
  followFailed: 'Could not change following. Please try again.',
  taskCreated: 'Task created',
  taskFailed: 'Failed to create the task. Please try again.',
} as const;

export const replyCountLabel = (count: number) => (count === 1 ? '1 Reply' : `${count} Replies`);

export function replyContentError(text: string): string | null {
  if (!text) return THREAD_MESSAGES.replyRequired;
  if (text.length < REPLY_MIN) return THREAD_MESSAGES.replyTooShort;
  if (text.length > CONTENT_MAX) return THREAD_MESSAGES.contentTooLong;
  return null;
}

export function editErrors(subject: string, text: string): Partial<Record<'subject' | 'content', string>> {
  const errors: Partial<Record<'subject' | 'content', string>> = {};
  if (!subject.trim()) errors.subject = THREAD_MESSAGES.subjectRequired;
  else if (subject.trim().length > SUBJECT_MAX) errors.subject = THREAD_MESSAGES.subjectTooLong;
  if (!text) errors.content = THREAD_MESSAGES.contentRequired;
  else if (text.length > CONTENT_MAX) errors.content = THREAD_MESSAGES.contentTooLong;
  return errors;
}

/** The author's window has passed (the server would refuse their edit): the page warns instead. */
export const editWindowPassed = (editableUntil: string, now = Date.now()) => Date.parse(editableUntil) < now;

const mentions = (error: ApiError, word: RegExp) => word.test(error.message);

export function deleteMessageFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) {
      return mentions(error, /time limit/i)
        ? 'Delete time limit exceeded. Messages can only be deleted within 15 minutes of creation.'
        : "You don't have permission to delete this message.";
    }
    if (error.status === 404) return 'Message not found. It may have already been deleted.';
    if (error.status === 422) {
      return mentions(error, /locked/i) ? 'Cannot delete messages in a locked topic.' : 'Cannot delete message. Please check if you have the required permissions.';
    }
  }
  return 'Failed to delete message';
}

export function deleteTopicFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) {
      return mentions(error, /time limit/i)
        ? 'Delete time limit exceeded. Topics can only be deleted within a certain time frame.'
        : "You don't have permission to delete this topic.";
    }
    if (error.status === 404) return 'Topic not found. It may have already been deleted.';
    if (error.status === 422) {
      return mentions(error, /locked/i) ? 'Cannot delete a locked topic.' : 'Cannot delete topic. Please check if you have the required permissions.';
    }
  }
  return 'Failed to delete topic';
}

/** An edit refused with a reason the user can act on (time limit, locked topic, permission) shows it; else the fallback. */
export function updateFailure(error: unknown, isTopic: boolean): string {
  if (error instanceof ApiError && (error.status === 403 || error.status === 422 || error.status === 404)) return error.message;
  return isTopic ? THREAD_MESSAGES.topicUpdateFailed : THREAD_MESSAGES.messageUpdateFailed;
}
