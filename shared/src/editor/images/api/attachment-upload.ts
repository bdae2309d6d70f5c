// Uploading an editor image as an attachment of its container (OpenProject's multipart form: a metadata part naming
// the file, then the file): POST /documents/{id}/attachments or /work_packages/{id}/attachments.
import { apiFetch, linkOf, type HalResource } from '@tessera/shared';

interface AttachmentHal extends HalResource {
  id: number;
  fileName: string;
}

function attachmentForm(blob: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append('metadata', JSON.stringify({ fileName }));
  form.append('file', blob, fileName);
  return form;
}

/** Uploads to `containerPath` (e.g. `/work_packages/12`); the attachment and the URL its content is served at. */
export async function uploadImageAttachment(containerPath: string, blob: Blob, fileName: string): Promise<{ id: number; src: string }> {
  const hal = await apiFetch<AttachmentHal>(`${containerPath}/attachments`, { method: 'POST', body: attachmentForm(blob, fileName) });
  return { id: hal.id, src: linkOf(hal, 'downloadLocation')?.href ?? `/api/v3/attachments/${hal.id}/content` };
}
