import { toIsoString } from '../../db/values.ts';
import { actionLink, formattable, link, type Link } from '../../http/hal.ts';
import type { AttachmentRecord, Container } from './queries.ts';

const CONTAINER_PATHS: Record<Container['type'], string> = { WorkPackage: '/work_packages', Activity: '/activities', Document: '/documents', Message: '/messages' };

export const containerPath = (container: Container) => `${CONTAINER_PATHS[container.type]}/${container.id}`;

export interface AttachmentContext {
  /** The container's link title (a work package's subject). */
  containerTitle?: string;
  mayDelete: boolean;
}

/** OpenProject's Attachment; `title` repeats the file name (what a list shows). */
export function representAttachment(attachment: AttachmentRecord, context: AttachmentContext) {
  const self = `/attachments/${attachment.id}`;
  const container: Container = { type: attachment.container_type as Container['type'], id: attachment.container_id };
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

/** A container's attachments: OpenProject's unpaginated collection. */
export function attachmentCollection(container: Container, elements: AttachmentRepresentation[]) {
  return {
    _type: 'Collection' as const,
    total: elements.length,
    count: elements.length,
    _embedded: { elements },
    _links: { self: link(`${containerPath(container)}/attachments`) },
  };
}
