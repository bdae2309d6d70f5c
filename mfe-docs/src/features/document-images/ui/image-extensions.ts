// The documents editor's images as Tiptap extensions: the image node (the shared schema's, with its node view here)
// and the shared image input (paste, drop, insertImageFiles) storing images as the document's attachments.
import { ReactNodeViewRenderer } from '@tiptap/react';
import { DocumentImage } from '@tessera/shared/editor';
import { imageInputExtension, type ImageInputOptions, type ImageNoticeListener } from '@tessera/shared/editor/react';
import { uploadDocumentImage } from '../api/document-attachments';
import { ImageNodeView } from './ImageNodeView';

export interface ImageExtensionOptions {
  documentId: number;
  /** Progress, success and failure messages (spec 002 section 8). */
  onMessage: ImageNoticeListener;
  /** The compression step (the shared canvas one unless a test has no canvas). */
  compress?: ImageInputOptions['compress'];
}

/** The image node of the shared schema with the editor's node view (width, alignment, caption). */
export const DocumentImageWithView = DocumentImage.extend({
  addNodeView() {
    return ReactNodeViewRenderer(ImageNodeView);
  },
});

/**
 * The image extensions for a document's editor: `image` (replacing the shared schema's plain one; same name and
 * attributes) and the shared `imageInput` (paste, drop, insertImageFiles).
 */
export function imageExtensions({ documentId, onMessage, compress }: ImageExtensionOptions) {
  return [DocumentImageWithView, imageInputExtension({ upload: (blob, fileName) => uploadDocumentImage(documentId, blob, fileName), onMessage, compress })];
}
