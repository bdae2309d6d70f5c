// A document as the editor page shows and edits it (docs/api.md 'Documents').
import { hasAction, idFromHref, linkOf, type DocumentHal } from '@tessera/shared';
import type { DocumentNode } from '@tessera/shared/editor/react';

export interface EditableDocument {
  id: number;
  title: string;
  /** The editor's JSON document as stored. */
  content: DocumentNode;
  /** The server's rendering of the content, sanitised there: what the HTML export downloads. */
  html: string;
  lockVersion: number;
  updatedAt: string;
  /** null once the author's account is deleted. */
  authorName: string | null;
  projectId: number | null;
  projectName: string;
  /** The server offers the update action (manage_documents in an active project): the page is an editor. */
  canEdit: boolean;
}

const EMPTY_CONTENT: DocumentNode = { type: 'doc', content: [{ type: 'paragraph' }] };

export function mapDocument(hal: DocumentHal): EditableDocument {
  const author = linkOf(hal, 'author');
  const project = linkOf(hal, 'project');
  const content = hal.content && typeof hal.content === 'object' && (hal.content as DocumentNode).type === 'doc' ? (hal.content as DocumentNode) : EMPTY_CONTENT;
  return {
    id: hal.id,
    title: hal.title,
    content,
    html: typeof hal.description?.html === 'string' ? hal.description.html : '',
    lockVersion: hal.lockVersion,
    updatedAt: hal.updatedAt,
    authorName: author?.href ? (author.title ?? null) : null,
    projectId: idFromHref(project?.href),
    projectName: project?.title ?? '',
    canEdit: hasAction(hal, 'updateImmediately'),
  };
}

/** Nothing written yet: only empty paragraphs (a new document). Who may edit it gets the editor at once. */
export function isBlankDocument(document: EditableDocument): boolean {
  return (document.content.content ?? []).every((node) => node.type === 'paragraph' && !(node.content?.length));
}

/** A document id from the route: a positive integer, else null (answered as not found, without a request). */
export function parseDocumentId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
