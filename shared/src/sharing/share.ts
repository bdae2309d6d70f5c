// Sharing one entity (a document or a work package) with users at view, edit or manage (spec 002 sections 3, 6 and
// 8): the levels as the Share dialog offers them, its texts, and the checks on what the server answers.
import type { ShareHal } from '../api/types';

export type ShareLevel = ShareHal['permissionLevel'];

/** What a Share dialog shares: the API's entity type, its id and its title (the dialog's heading). */
export interface SharedEntity {
  type: 'Document' | 'WorkPackage';
  id: number;
  title: string;
}

/** Where an entity's shares live in the API (docs/api.md 'Sharing'). */
export const sharesPath = (entity: Pick<SharedEntity, 'type' | 'id'>) => `/${entity.type === 'Document' ? 'documents' : 'work_packages'}/${entity.id}/shares`;

/** The levels, described for the kind of entity shared. */
export function shareLevels(type: SharedEntity['type']): readonly { value: ShareLevel; label: string; description: string }[] {
  return type === 'Document'
    ? [
        { value: 'view', label: 'Can view', description: 'Read the document' },
        { value: 'edit', label: 'Can edit', description: 'Change its title and content' },
        { value: 'manage', label: 'Can manage', description: 'Edit, share and delete it' },
      ]
    : [
        { value: 'view', label: 'Can view', description: 'Read the task' },
        { value: 'edit', label: 'Can edit', description: 'Change the task and comment on it' },
        { value: 'manage', label: 'Can manage', description: 'Edit and share it' },
      ];
}

const NOUNS: Record<SharedEntity['type'], string> = { Document: 'document', WorkPackage: 'task' };

/** Spec 002 section 8 (Sharing), and the dialog's own texts. */
export const SHARE_MESSAGES = {
  missingUser: 'Backend sharing permission is missing user data and user link',
  missingEntity: 'Backend sharing permission is missing shared entity data',
  emptyResponse: 'Empty response from server',
  unsupportedEntity: 'Unsupported entity type for sharing',
  shared: (name: string) => `Shared with ${name}`,
  levelChanged: (name: string, level: string) => `${name}: ${level.toLowerCase()}`,
  removed: (name: string) => `${name} no longer has access`,
  shareFailed: (type: SharedEntity['type']) => `Failed to share the ${NOUNS[type]}`,
  updateFailed: 'Failed to change the permission',
  removeFailed: 'Failed to remove the share',
  loadFailed: 'Failed to load the shares',
  searchFailed: 'Failed to search users',
  noUsers: 'No users found',
  tryAnother: 'Try a different search term',
  noShares: 'Not shared with anyone yet',
} as const;

/** Typing pauses this long before the users are searched. */
export const USER_SEARCH_DEBOUNCE_MS = 300;
/** Users offered per search (spec 002 section 9: mention results, 10 by default). */
export const USER_SEARCH_LIMIT = 10;

export interface Share {
  id: number;
  level: ShareLevel;
  userId: number;
  userName: string;
  canChange: boolean;
}

/** A share from the server, refused with the spec's messages when the answer lacks what the dialog shows. */
export function mapShare(hal: ShareHal | null | undefined): Share {
  if (!hal) throw new Error(SHARE_MESSAGES.emptyResponse);
  const userLink = hal._links?.user;
  if (!hal.user || typeof hal.user.id !== 'number' || !userLink || Array.isArray(userLink) || !userLink.href) throw new Error(SHARE_MESSAGES.missingUser);
  if (!hal.sharedEntity || typeof hal.sharedEntity.id !== 'number') throw new Error(SHARE_MESSAGES.missingEntity);
  if (hal.sharedEntity.type !== 'Document' && hal.sharedEntity.type !== 'WorkPackage') throw new Error(SHARE_MESSAGES.unsupportedEntity);
  return { id: hal.id, level: hal.permissionLevel, userId: hal.user.id, userName: hal.user.name, canChange: Boolean(hal._links.update) };
}

export const levelLabel = (level: ShareLevel) => shareLevels('Document').find((entry) => entry.value === level)?.label ?? level;
