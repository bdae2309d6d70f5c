// Images in the documents editor: the extensions (node view with width, alignment and caption; paste, drop and
// upload with client-side compression) and the toolbar button.
export { imageExtensions, DocumentImageWithView, type ImageExtensionOptions } from './ui/image-extensions';
export { useImageMessages } from './ui/use-image-messages';
export { ImageUploadButton, INSERT_IMAGE_LABEL, type ImageUploadButtonProps } from './ui/ImageUploadButton';
export type { ImageNotice, ImageNoticeListener } from './model/image-pipeline';
export { IMAGE_MESSAGES } from './model/image-rules';
