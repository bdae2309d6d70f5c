// Drafts of posts (a new topic, or a reply to a topic): kept on the server per user, so they follow the user to
// another browser. Saved once typing pauses, restored when the form opens again, gone once the post is sent.

/** A draft is saved on the server once typing pauses this long. */
export const DRAFT_SAVE_DEBOUNCE_MS = 1000;

export const DRAFT_MESSAGES = {
  restored: 'Your draft was restored.',
  saving: 'Saving draft…',
  saved: 'Draft saved',
  saveFailed: 'Your draft could not be saved.',
  loadFailed: 'Your saved draft could not be loaded.',
  discardFailed: 'The draft could not be discarded. Please try again.',
} as const;

/** Where a save stands, for the line under the form. */
export type DraftSaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** The plain text of an editor document (a restored draft, before the editor reports a change). */
export function plainTextOf(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const { text, content } = node as { text?: string; content?: unknown[] };
  if (typeof text === 'string') return text;
  return Array.isArray(content) ? content.map(plainTextOf).join('\n').trim() : '';
}
