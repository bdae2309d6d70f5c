import type { Db } from '../db/index.ts';
import { toIsoString } from '../db/values.ts';
import { actionLink, formattable, link, type Link } from '../http/hal.ts';

/**
 * Attachment rows as they are read and represented: by the attachments module (its lists and single attachments)
 * and by the containers that embed their files in their own representation (a forum message's `_embedded.attachments`,
 * a page of messages in one statement). Kept in the kernel because the attachments module uses those containers'
 * modules for their access rules: neither imports the other both ways.
 */

/**
 * What an attachment is attached to. Activities are work package journals; documents hold their editor's images;
 * messages are forum topics and replies.
 */
export type ContainerType = 'WorkPackage' | 'Activity' | 'Document' | 'Message';

export interface Container {
  type: ContainerType;
  id: number;
}

/** Attachment rows with their author's name. */
export function attachmentsWithAuthor(db: Db) {
  return db.selectFrom('attachments').leftJoin('principals', 'principals.id', 'attachments.author_id').selectAll('attachments').select('principals.name as author_name');
}

export type AttachmentRecord = Awaited<ReturnType<ReturnType<typeof attachmentsWithAuthor>['executeTakeFirstOrThrow']>>;

/**
 * The attachments of several containers of one type (a page of messages), oldest first, in one statement; every
 * container asked for is in the map (an empty list when it has none). No statement for no containers.
 */
export async function attachmentsOfContainers(db: Db, type: ContainerType, ids: readonly number[]): Promise<Map<number, AttachmentRecord[]>> {
  const unique = [...new Set(ids)];
  const byContainer = new Map<number, AttachmentRecord[]>(unique.map((id) => [id, []]));
  if (unique.length === 0) return byContainer;
  const rows = await attachmentsWithAuthor(db)
    .where('attachments.container_type', '=', type)
    .where('attachments.container_id', 'in', unique)
    .orderBy('attachments.created_at')
    .orderBy('attachments.id')
    .execute();
  for (const row of rows) byContainer.get(row.container_id)?.push(row);
  return byContainer;
}

/** What the caller may do with a container's attachments (before an archived project's refusal). */
export interface ContainerAttachmentRights {
  /** May attach here. */
  mayAdd: boolean;
  /** May delete anyone's attachment here. */
  mayDeleteAny: boolean;
}

/**
 * Who may delete an attachment: anyone who may change the container's attachments (edit_work_packages, a document's
 * editors, a forum's moderators), or its author while they may still attach.
 */
export function mayDeleteAttachment(attachment: { author_id: number | null }, actorId: number, rights: ContainerAttachmentRights): boolean {
  return rights.mayDeleteAny || (attachment.author_id === actorId && rights.mayAdd);
}

const CONTAINER_PATHS: Record<ContainerType, string> = { WorkPackage: '/work_packages', Activity: '/activities', Document: '/documents', Message: '/messages' };

export const containerPath = (container: Container) => `${CONTAINER_PATHS[container.type]}/${container.id}`;

export interface AttachmentContext {
  /** The container's link title (a work package's subject). */
  containerTitle?: string;
  mayDelete: boolean;
}

/** OpenProject's Attachment; `title` repeats the file name (what a list shows). */
export function representAttachment(attachment: AttachmentRecord, context: AttachmentContext) {
  const self = `/attachments/${attachment.id}`;
  const container: Container = { type: attachment.container_type as ContainerType, id: attachment.container_id };
  const links: Record<string, Link> = {
    self: link(self, attachment.file_name),
    container: link(containerPath(container), context.containerTitle),
    author: attachment.author_id === null ? { href: null, title: 'Deleted user' } : link(`/users/${attachment.author_id}`, attachment.author_name ?? undefined),
    downloadLocation: link(`${self}/content`),
    staticDownloadLocation: link(`${self}/content`),
  };
  if (context.mayDelete) links.delete = actionLink(self, 'delete');
  return {
    _type: 'Attachment',
    id: attachment.id,
    title: attachment.file_name,
    fileName: attachment.file_name,
    fileSize: attachment.file_size,
    contentType: attachment.content_type,
    description: formattable(attachment.description, 'plain'),
    digest: { algorithm: 'sha256', hash: attachment.digest },
    status: 'uploaded',
    createdAt: toIsoString(attachment.created_at),
    _links: links,
  };
}

export type AttachmentRepresentation = ReturnType<typeof representAttachment>;

/** A container's attachments: OpenProject's unpaginated collection (also what a message embeds). */
export function attachmentCollection(container: Container, elements: AttachmentRepresentation[]) {
  return {
    _type: 'Collection' as const,
    total: elements.length,
    count: elements.length,
    _embedded: { elements },
    _links: { self: link(`${containerPath(container)}/attachments`) },
  };
}
