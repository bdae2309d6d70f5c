// Client-side compression to the spec's constants: scale into 1200x800, then encode at quality 0.8 and, while the
// result is over 300 KB, step the quality down by 0.15 (at most 5 steps, never under 0.1). The encoder is a
// parameter so the loop is testable without a canvas.
import { INITIAL_QUALITY, MAX_IMAGE_HEIGHT, MAX_IMAGE_WIDTH, MAX_QUALITY_STEPS, MIN_QUALITY, QUALITY_STEP, TARGET_IMAGE_BYTES } from './image-rules';

/** Encodes the (already scaled) image at a quality from 0 to 1. */
export type ImageEncoder = (quality: number) => Promise<Blob>;

export interface Dimensions {
  width: number;
  height: number;
}

/** The size that fits within 1200x800 keeping the aspect ratio; images that fit keep theirs (never enlarged). */
export function fitDimensions({ width, height }: Dimensions, max: Dimensions = { width: MAX_IMAGE_WIDTH, height: MAX_IMAGE_HEIGHT }): Dimensions {
  const scale = Math.min(1, max.width / width, max.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Rounds away float noise (0.8 - 0.15 * 3 is 0.35000000000000003). */
const roundQuality = (quality: number) => Math.round(quality * 100) / 100;

export interface CompressionResult {
  blob: Blob;
  /** The qualities tried, in order. */
  qualities: number[];
}

/**
 * The quality-step loop: the first encoding at or under the target wins; otherwise the smallest one once the steps
 * (or the minimum quality) run out.
 */
export async function compressWithQualitySteps(encode: ImageEncoder): Promise<CompressionResult> {
  let quality = INITIAL_QUALITY;
  const qualities = [quality];
  let best = await encode(quality);
  for (let step = 0; step < MAX_QUALITY_STEPS && best.size > TARGET_IMAGE_BYTES && quality > MIN_QUALITY; step += 1) {
    quality = roundQuality(Math.max(MIN_QUALITY, quality - QUALITY_STEP));
    qualities.push(quality);
    const blob = await encode(quality);
    if (blob.size < best.size) best = blob;
    if (blob.size <= TARGET_IMAGE_BYTES) return { blob, qualities };
  }
  return { blob: best, qualities };
}

/**
 * What a file is encoded as: JPEG stays JPEG; PNG and WebP become WebP (lossy with quality, and it keeps
 * transparency). GIFs are not re-encoded (a canvas keeps only the first frame of an animation).
 */
export function outputTypeFor(type: string): 'image/jpeg' | 'image/webp' | null {
  if (type === 'image/jpeg') return 'image/jpeg';
  if (type === 'image/png' || type === 'image/webp') return 'image/webp';
  return null;
}

/** The file name for an encoded image: its name with the new type's extension. */
export function compressedFileName(name: string, type: string): string {
  const extension = type === 'image/jpeg' ? 'jpg' : type.replace('image/', '');
  const base = name.replace(/\.[^./\\]+$/, '') || 'image';
  return `${base}.${extension}`;
}
