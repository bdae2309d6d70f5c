import type { SharedDocumentHal } from '@tessera/shared';

export const SHARED_WITH_ME_TITLE = 'Shared with me';
export const SHARED_LOADING_MESSAGE = 'Loading shared documents...';
export const SHARED_LOAD_FAILED_MESSAGE = 'Failed to load shared documents';
export const NO_SHARED_DOCUMENTS_MESSAGE = 'No documents have been shared with you yet';
/** The characters of text a card previews (as the Documents view). */
export const SHARED_PREVIEW_LENGTH = 60;

const LEVEL_TAGS = { view: 'Can view', edit: 'Can edit', manage: 'Can manage' } as const;

export interface SharedDocumentCard {
  id: number;
  title: string;
  preview: string;
  authorName: string | null;
  level: string;
  updatedAt: string;
}

export function mapSharedDocument(hal: SharedDocumentHal): SharedDocumentCard {
  const text = hal.preview.replace(/\s+/g, ' ').trim();
  return {
    id: hal.id,
    title: hal.title,
    preview: text.length > SHARED_PREVIEW_LENGTH ? `${text.slice(0, SHARED_PREVIEW_LENGTH)}...` : text,
    authorName: hal.authorName,
    level: LEVEL_TAGS[hal.permissionLevel],
    updatedAt: hal.updatedAt,
  };
}
