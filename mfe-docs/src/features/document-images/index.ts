// Images in the documents editor: the node view (width, alignment and caption) and the document's upload target.
// Checks, compression, paste, drop and the toolbar button are the shared editor's (@tessera/shared/editor/react).
export { imageExtensions, DocumentImageWithView, type ImageExtensionOptions } from './ui/image-extensions';
export { useImageMessages, ImageUploadButton, INSERT_IMAGE_LABEL, IMAGE_MESSAGES, type ImageUploadButtonProps, type ImageNotice, type ImageNoticeListener } from '@tessera/shared/editor/react';
