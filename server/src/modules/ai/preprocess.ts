import {
  COMPLETION_MIN_LENGTH,
  INPUT_MAX_LENGTH,
  SHORT_INPUT_LENGTH,
  SHORT_INPUT_PREFIX,
  SINGLE_WORD_MAX_LENGTH,
  SINGLE_WORD_PREFIX,
} from './constants.ts';

/**
 * Spec 002 §5 "AI input preprocessing": trimmed, whitespace collapsed, characters other than word characters,
 * spaces and - . , ! ? @ # $ % & ( ) removed, cut to 1000 characters. "Word characters" are Unicode letters, marks,
 * digits and the underscore, so "Überprüfung" or "需求" survive (the spec's ASCII \w would erase non-English text).
 */
const DISALLOWED = /[^\p{L}\p{M}\p{N}_\s\-.,!?@#$%&()]/gu;

export function cleanInput(text: string): string {
  const collapsed = text.trim().replace(/\s+/g, ' ');
  return collapsed.replace(DISALLOWED, '').replace(/\s+/g, ' ').trim().slice(0, INPUT_MAX_LENGTH).trim();
}

/**
 * The prompt text of a task generation: the cleaned input; under 10 characters prefixed 'Create a task: '; a single
 * word under 20 characters (not already prefixed) prefixed 'Complete the following work item: '.
 */
export function preprocessTaskInput(text: string): string {
  let processed = cleanInput(text);
  if (processed === '') return '';
  if (processed.length < SHORT_INPUT_LENGTH) processed = `${SHORT_INPUT_PREFIX}${processed}`;
  if (!processed.includes(' ') && processed.length < SINGLE_WORD_MAX_LENGTH) processed = `${SINGLE_WORD_PREFIX}${processed}`;
  return processed;
}

/**
 * The context of a completion: cleaned the same way, but the 1000 characters kept are the last ones (a completion
 * continues the end of the text). Null when fewer than 3 characters remain.
 */
export function preprocessCompletionInput(text: string): string | null {
  const collapsed = text.trim().replace(/\s+/g, ' ').replace(DISALLOWED, '').replace(/\s+/g, ' ').trim();
  const context = collapsed.slice(-INPUT_MAX_LENGTH).trim();
  return context.length < COMPLETION_MIN_LENGTH ? null : context;
}
