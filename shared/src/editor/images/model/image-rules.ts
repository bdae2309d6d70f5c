// The editor's image rules and messages (spec 002 sections 5, 8 and 9), named as the spec names them.

/** The upload cap: 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** JPG, PNG, GIF and WebP. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** What the file input offers. */
export const IMAGE_INPUT_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** Compression: the largest size kept, the first quality, the size aimed at, and how quality steps down. */
export const MAX_IMAGE_WIDTH = 1200;
export const MAX_IMAGE_HEIGHT = 800;
export const INITIAL_QUALITY = 0.8;
export const TARGET_IMAGE_BYTES = 300 * 1024;
export const MAX_QUALITY_STEPS = 5;
export const QUALITY_STEP = 0.15;
export const MIN_QUALITY = 0.1;

export type ImageSource = 'upload' | 'paste';

export const IMAGE_MESSAGES = {
  notAnImage: 'File must be an image',
  tooLarge: (size: string) => `File size (${size}) exceeds 5MB limit`,
  unsupportedType: 'File type not supported. Please use JPG, PNG, GIF, or WebP',
  compressing: (size: string) => `Compressing image (${size})...`,
  uploaded: 'Image uploaded and compressed',
  pasted: 'Image pasted and compressed',
  uploadFailed: (reason: string) => `Upload failed: ${reason}`,
  pasteFailed: (reason: string) => `Paste failed: ${reason}`,
  processFailed: 'Failed to process image. Please try a different image.',
  pasteProcessFailed: 'Failed to process pasted image. Please try again.',
} as const;

/** 1536 -> '1.5 KB', 6291456 -> '6.0 MB' (what the messages show). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The first rule a file breaks (its message), or null: an image, of the four types, at most 5 MB. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_MESSAGES.notAnImage;
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.unsupportedType;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge(formatFileSize(file.size));
  return null;
}
