// A forum message's attachments (OpenProject's contract): the message embeds its files (`_embedded.attachments`, as
// GET /messages/{id}/attachments lists them); POST /messages/{id}/attachments and DELETE /attachments/{id} change
// them. The message's `_links.addAttachment` says whether the caller may attach, each file's `delete` link whether
// they may delete it.
import { apiFetch, api, elementsOf, hasAction, linkOf, type AttachmentHal } from '@tessera/shared';
import type { MessageHal } from '../../../entities/forum';

export interface MessageAttachment {
  id: number;
  fileName: string;
  fileSize: number;
  /** Where the file is served (as an attachment download, inline for images and PDF). */
  downloadHref: string;
  /** The server's `delete` link: the file's author while they may edit the message, or a moderator. */
  canDelete: boolean;
}

export function mapAttachment(hal: AttachmentHal): MessageAttachment {
  return {
    id: hal.id,
    fileName: hal.fileName || hal.title || `Attachment ${hal.id}`,
    fileSize: hal.fileSize,
    downloadHref: linkOf(hal, 'downloadLocation')?.href ?? `/api/v3/attachments/${hal.id}/content`,
    canDelete: hasAction(hal, 'delete'),
  };
}

/** The files the message embeds, oldest first: no request of their own. */
export function attachmentsOf(message: MessageHal): MessageAttachment[] {
  return elementsOf(message._embedded.attachments).map(mapAttachment);
}

/** OpenProject's upload: a metadata part naming the file, then the file. */
export async function uploadMessageAttachment(href: string, file: File): Promise<MessageAttachment> {
  const form = new FormData();
  form.append('metadata', JSON.stringify({ fileName: file.name }));
  form.append('file', file, file.name);
  return mapAttachment(await apiFetch<AttachmentHal>(href, { method: 'POST', body: form }));
}

export function deleteMessageAttachment(attachmentId: number): Promise<void> {
  return api.del(`/attachments/${attachmentId}`);
}
