// A forum message's attachments (OpenProject's contract): GET and POST /messages/{id}/attachments, DELETE
// /attachments/{id}. The message's `_links.attachments` and `_links.addAttachment` say where and whether.
import { api, apiFetch, elementsOf, hasAction, linkOf, type AttachmentHal, type HalCollection } from '@tessera/shared';

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

export async function fetchMessageAttachments(href: string, signal?: AbortSignal): Promise<MessageAttachment[]> {
  return elementsOf(await api.get<HalCollection<AttachmentHal>>(href, { signal })).map(mapAttachment);
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
