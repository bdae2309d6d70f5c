// What a card of the Documents view shows (spec 000 section 6): title, a preview cut at 60 characters, when it
// last changed, and whether the server offers deleting it.
import { hasAction, type CurrentUser, type DocumentHal, type ProjectDetail } from '@tessera/shared';

/** The spec's preview length; the API sends up to 200 characters. */
export const CARD_PREVIEW_LENGTH = 60;
export const MANAGE_DOCUMENTS_PERMISSION = 'manage_documents';

export interface DocumentCard {
  id: number;
  title: string;
  preview: string;
  updatedAt: string;
  /** The server sent a delete link (manage_documents in an active project). */
  canDelete: boolean;
}

/** The text cut at `length` characters (whole code points, so no emoji is split), with an ellipsis when cut. */
export function cutPreview(text: string, length = CARD_PREVIEW_LENGTH): string {
  const characters = Array.from(text.trim());
  if (characters.length <= length) return characters.join('');
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}

export function mapDocumentCard(hal: DocumentHal): DocumentCard {
  return {
    id: hal.id,
    title: hal.title,
    preview: cutPreview(typeof hal.preview === 'string' ? hal.preview : ''),
    updatedAt: hal.updatedAt,
    canDelete: hasAction(hal, 'delete'),
  };
}

export interface CreateDocumentsEvidence {
  user: CurrentUser | null | undefined;
  /** undefined while loading, null when it could not be read. */
  project: ProjectDetail | null | undefined;
  cards: readonly DocumentCard[];
}

/**
 * Whether to offer 'New document'. The collection has no create link, so this reads the evidence the server uses
 * (manage_documents in an active project): admins; a delete link on a listed document (only holders get one); the
 * caller's membership permissions as GET /projects/{id} embeds them. Never in an archived project. An unreadable
 * project offers it: the server's 403 then says why.
 */
export function canCreateDocuments({ user, project, cards }: CreateDocumentsEvidence): boolean {
  if (project?.status === 'archived') return false;
  if (user?.isAdmin) return true;
  if (cards.some((card) => card.canDelete)) return true;
  if (project === undefined) return false;
  if (project === null) return true;
  return project.currentUserMembership?.permissions.includes(MANAGE_DOCUMENTS_PERMISSION) ?? false;
}
