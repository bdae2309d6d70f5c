// One image from a file input, a drop or a paste to an inserted image: check, compress, upload, with the spec's
// progress, success and failure messages. Its steps are parameters, so it is testable without a canvas or a server.
import { formatFileSize, IMAGE_MESSAGES, imageFileProblem, type ImageSource } from './image-rules';
import type { CompressedImage } from './canvas-compression';

export interface ImageNotice {
  kind: 'loading' | 'success' | 'error';
  text: string;
}
export type ImageNoticeListener = (notice: ImageNotice) => void;

export interface UploadedImage {
  /** The attachment's content URL. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ImagePipelineSteps {
  compress: (file: File) => Promise<CompressedImage>;
  upload: (blob: Blob, fileName: string) => Promise<{ src: string }>;
  notify: ImageNoticeListener;
}

const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Unknown error');

/** The image to insert, or null when a step failed (its message already shown). */
export async function processImageFile(file: File, source: ImageSource, steps: ImagePipelineSteps): Promise<UploadedImage | null> {
  const problem = imageFileProblem(file);
  if (problem) {
    steps.notify({ kind: 'error', text: problem });
    return null;
  }
  steps.notify({ kind: 'loading', text: IMAGE_MESSAGES.compressing(formatFileSize(file.size)) });
  let compressed: CompressedImage;
  try {
    compressed = await steps.compress(file);
  } catch {
    steps.notify({ kind: 'error', text: source === 'paste' ? IMAGE_MESSAGES.pasteProcessFailed : IMAGE_MESSAGES.processFailed });
    return null;
  }
  try {
    const { src } = await steps.upload(compressed.blob, compressed.fileName);
    steps.notify({ kind: 'success', text: source === 'paste' ? IMAGE_MESSAGES.pasted : IMAGE_MESSAGES.uploaded });
    return { src, alt: file.name.replace(/\.[^.]+$/, ''), width: compressed.width, height: compressed.height };
  } catch (error) {
    steps.notify({ kind: 'error', text: source === 'paste' ? IMAGE_MESSAGES.pasteFailed(reasonOf(error)) : IMAGE_MESSAGES.uploadFailed(reasonOf(error)) });
    return null;
  }
}
