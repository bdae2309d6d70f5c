// The browser's side of compression: decode, scale into 1200x800 on a canvas, and run the quality-step loop with
// the canvas as the encoder.
import { compressedFileName, compressWithQualitySteps, fitDimensions, outputTypeFor } from './compression';

export interface CompressedImage {
  blob: Blob;
  fileName: string;
  width: number;
  height: number;
}

function canvasEncoder(canvas: HTMLCanvasElement, type: string) {
  return (quality: number) =>
    new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))), type, quality));
}

/**
 * The image to upload: scaled and re-encoded (JPEG as JPEG, PNG and WebP as WebP); the original when that is no
 * larger and needs no scaling, and for GIFs (a canvas would keep one frame of an animation). Throws when the file
 * cannot be decoded as an image.
 */
export async function compressImage(file: File): Promise<CompressedImage> {
  const bitmap = await createImageBitmap(file);
  try {
    const natural = { width: bitmap.width, height: bitmap.height };
    const size = fitDimensions(natural);
    const type = outputTypeFor(file.type);
    const scaled = size.width !== natural.width || size.height !== natural.height;
    if (!type) return { blob: file, fileName: file.name, ...natural };
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas to compress on.');
    // JPEG has no transparency: what was transparent becomes white, not black.
    if (type === 'image/jpeg') {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const { blob } = await compressWithQualitySteps(canvasEncoder(canvas, type));
    if (!scaled && blob.size >= file.size) return { blob: file, fileName: file.name, ...natural };
    return { blob, fileName: compressedFileName(file.name, blob.type || type), ...size };
  } finally {
    bitmap.close();
  }
}
