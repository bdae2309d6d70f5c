// A document's attachments (POST /documents/{id}/attachments): where the editor's images are stored.
import { uploadImageAttachment } from '@tessera/shared/editor/react';

/** Uploads an image to the document; the URL its content is served at (what the image node points to). */
export const uploadDocumentImage = (documentId: number, blob: Blob, fileName: string) => uploadImageAttachment(`/documents/${documentId}`, blob, fileName);
