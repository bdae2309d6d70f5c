// A document as the read-only page shows it (docs/api.md 'Documents').
import { linkOf, type DocumentHal } from '@tessera/shared';

export interface ReadableDocument {
  id: number;
  title: string;
  /** The server's rendering of the content, sanitised there (docs/api.md 'Documents'). */
  html: string;
  updatedAt: string;
  /** null once the author's account is deleted. */
  authorName: string | null;
}

export function mapDocument(hal: DocumentHal): ReadableDocument {
  const author = linkOf(hal, 'author');
  return {
    id: hal.id,
    title: hal.title,
    html: typeof hal.description?.html === 'string' ? hal.description.html : '',
    updatedAt: hal.updatedAt,
    authorName: author?.href ? (author.title ?? null) : null,
  };
}

/** A document id from the route: a positive integer, else null (answered as not found, without a request). */
export function parseDocumentId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
