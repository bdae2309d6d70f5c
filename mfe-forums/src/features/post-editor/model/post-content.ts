// A post's content: the editor's JSON document (what the API takes) and its plain text (what the length rules count).
import type { JSONContent } from '@tiptap/core';

export interface PostContent {
  doc: JSONContent;
  /** The plain text, trimmed: lengths in the validation rules count this. */
  text: string;
}

export const EMPTY_POST: PostContent = { doc: { type: 'doc', content: [{ type: 'paragraph' }] }, text: '' };

/** The most a post holds (spec 003 section 9: content max 10000). */
export const CONTENT_MAX_LENGTH = 10_000;

/** Only web and mail addresses become links (the server drops any other scheme; `javascript:` never reaches a reader). */
export function normaliseLinkHref(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(text)) return text;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
