// The editor's images (spec 002 sections 5, 8 and 9), for documents and tasks: the checks and messages, client-side
// compression, the upload as an attachment, the paste/drop/insert extension and the toolbar button.
export {
  ACCEPTED_IMAGE_TYPES, IMAGE_INPUT_ACCEPT, IMAGE_MESSAGES, MAX_IMAGE_BYTES, MAX_IMAGE_WIDTH, MAX_IMAGE_HEIGHT, INITIAL_QUALITY,
  TARGET_IMAGE_BYTES, MAX_QUALITY_STEPS, QUALITY_STEP, MIN_QUALITY, formatFileSize, imageFileProblem, type ImageSource,
} from './model/image-rules';
export { compressWithQualitySteps, fitDimensions, outputTypeFor, compressedFileName, type ImageEncoder } from './model/compression';
export { compressImage, type CompressedImage } from './model/canvas-compression';
export { processImageFile, type ImageNotice, type ImageNoticeListener, type ImagePipelineSteps, type UploadedImage } from './model/image-pipeline';
export { uploadImageAttachment } from './api/attachment-upload';
export { imageInputExtension, type ImageInputOptions } from './ui/image-input';
export { ImageUploadButton, INSERT_IMAGE_LABEL, IMAGE_FILE_INPUT_LABEL, type ImageUploadButtonProps } from './ui/ImageUploadButton';
export { useImageMessages } from './ui/use-image-messages';
