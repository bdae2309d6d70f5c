import type { ShareEntityType, ShareLevel } from '../../db/schema.ts';
import { toBoolean, toIsoString } from '../../db/values.ts';
import { actionLink, link, type Link } from '../../http/hal.ts';
import type { SharedDocumentRecord, ShareRecord } from './queries.ts';

export const sharePath = (id: number) => `/sharing_permissions/${id}`;

const ENTITY_PATHS: Record<ShareEntityType, string> = { Document: 'documents', WorkPackage: 'work_packages' };
export const entityPath = (type: ShareEntityType, id: number) => `/${ENTITY_PATHS[type]}/${id}`;

export interface ShareViewer {
  id: number;
  admin: boolean;
}

/**
 * Spec 002 section 3's Share in HAL: the level, the recipient (their email only for themself and admins, as users
 * show it) and the shared entity; `update` and `delete` when the viewer manages the entity (and its project is active).
 */
export function representShare(share: ShareRecord, viewer: ShareViewer, manages: boolean) {
  const self = sharePath(share.id);
  const entityTitle = (share.entity_type === 'Document' ? share.document_title : share.work_package_subject) ?? '';
  const showEmail = viewer.admin || viewer.id === share.user_id;
  const links: Record<string, Link> = {
    self: link(self),
    user: link(`/users/${share.user_id}`, share.user_name),
    sharedEntity: link(entityPath(share.entity_type, share.entity_id), entityTitle),
    creator: share.creator_id === null ? { href: null } : link(`/users/${share.creator_id}`),
  };
  if (manages && toBoolean(share.project_active ?? false)) {
    links.update = actionLink(self, 'put');
    links.delete = actionLink(self, 'delete');
  }
  return {
    _type: 'Share' as const,
    id: share.id,
    permissionLevel: share.level,
    createdAt: toIsoString(share.created_at),
    updatedAt: toIsoString(share.updated_at),
    user: { id: share.user_id, name: share.user_name, email: showEmail ? share.user_email : null },
    sharedEntity: { type: share.entity_type, id: share.entity_id, title: entityTitle },
    _links: links,
  };
}

export type ShareRepresentation = ReturnType<typeof representShare>;

/** Spec 002 section 3's Shared document: a document shared with the caller and their level (a preview, not the content). */
export function representSharedDocument(row: SharedDocumentRecord) {
  return {
    _type: 'SharedDocument' as const,
    id: row.id,
    title: row.title,
    preview: row.preview ?? '',
    authorId: row.author_id,
    authorName: row.author_name ?? null,
    permissionLevel: row.level as ShareLevel,
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
    _links: {
      self: link(`/documents/${row.id}`, row.title),
      author: row.author_id === null ? { href: null } : link(`/users/${row.author_id}`, row.author_name ?? undefined),
      share: link(sharePath(row.share_id)),
    },
  };
}
