// A document's attachments (POST /documents/{id}/attachments): where the editor's images are stored.
import { apiFetch, linkOf, type HalResource } from '@tessera/shared';

interface AttachmentHal extends HalResource {
  id: number;
  fileName: string;
}

/** OpenProject's upload: a metadata part naming the file, then the file. */
function attachmentForm(blob: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append('metadata', JSON.stringify({ fileName }));
  form.append('file', blob, fileName);
  return form;
}

/** Uploads an image to the document; the URL its content is served at (what the image node points to). */
export async function uploadDocumentImage(documentId: number, blob: Blob, fileName: string): Promise<{ id: number; src: string }> {
  const hal = await apiFetch<AttachmentHal>(`/documents/${documentId}/attachments`, { method: 'POST', body: attachmentForm(blob, fileName) });
  return { id: hal.id, src: linkOf(hal, 'downloadLocation')?.href ?? `/api/v3/attachments/${hal.id}/content` };
}
