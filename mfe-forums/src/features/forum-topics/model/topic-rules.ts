// New-topic rules and messages (spec 003 sections 5 and 8, the forums contract); lengths count the plain text.
import { ApiError } from '@tessera/shared';

export const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 255;
export const TOPIC_CONTENT_MIN = 10;
export const CONTENT_MAX = 10_000;
/** The search box asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

export const TOPIC_MESSAGES = {
  subjectRequired: 'Topic subject is required',
  subjectTooShort: 'Subject must be at least 3 characters long',
  subjectTooLong: 'Subject too long',
  contentRequired: 'Topic content is required',
  contentTooShort: 'Content must be at least 10 characters long',
  contentTooLong: 'Content too long',
  created: 'Topic created successfully!',
  createFailed: 'Failed to create topic. Please try again.',
  markedRead: 'All topics marked as read',
  markReadFailed: 'Could not mark the topics as read. Please try again.',
  noTopics: 'No topics yet. Start a new discussion.',
  noMatches: 'No topics match your search.',
  loadFailed: 'Failed to load topics. Please try again later.',
  forumNotFound: 'Forum not found',
  forumLoadFailed: 'Failed to load the forum. Please try again later.',
} as const;

export function topicSubjectError(subject: string): string | null {
  const value = subject.trim();
  if (!value) return TOPIC_MESSAGES.subjectRequired;
  if (value.length < SUBJECT_MIN) return TOPIC_MESSAGES.subjectTooShort;
  if (value.length > SUBJECT_MAX) return TOPIC_MESSAGES.subjectTooLong;
  return null;
}

export function topicContentError(text: string): string | null {
  if (!text) return TOPIC_MESSAGES.contentRequired;
  if (text.length < TOPIC_CONTENT_MIN) return TOPIC_MESSAGES.contentTooShort;
  if (text.length > CONTENT_MAX) return TOPIC_MESSAGES.contentTooLong;
  return null;
}

/** A refusal of the server on one field (422 naming subject or content), or a message for the whole form. */
export function createTopicFailure(error: unknown): { field?: 'subject' | 'content'; message: string } {
  if (error instanceof ApiError && error.status === 422 && (error.attribute === 'subject' || error.attribute === 'content')) {
    return { field: error.attribute, message: error.message };
  }
  if (error instanceof ApiError && (error.status === 403 || error.status === 422)) return { message: error.message };
  return { message: TOPIC_MESSAGES.createFailed };
}
