import { compressedFileName, compressWithQualitySteps, fitDimensions, outputTypeFor, type ImageEncoder } from './compression';
import { TARGET_IMAGE_BYTES } from './image-rules';

/** A fake encoder: the size it answers for each quality, and the qualities it was asked for. */
function fakeEncoder(sizeAt: (quality: number) => number) {
  const asked: number[] = [];
  const encode: ImageEncoder = async (quality) => {
    asked.push(quality);
    return new Blob([new Uint8Array(sizeAt(quality))], { type: 'image/jpeg' });
  };
  return { encode, asked };
}

describe('the quality-step loop (quality 0.8, target 300 KB, up to 5 steps of 0.15, minimum 0.1)', () => {
  test('an image under the target at 0.8 is encoded once', async () => {
    const { encode, asked } = fakeEncoder(() => 200 * 1024);
    const result = await compressWithQualitySteps(encode);
    expect(asked).toEqual([0.8]);
    expect(result.blob.size).toBe(200 * 1024);
  });

  test('steps down by 0.15 until the result fits', async () => {
    // 1000 KB at 0.8, shrinking with quality: fits at 0.35 (about 240 KB... by this fake's rule).
    const { encode, asked } = fakeEncoder((quality) => Math.round(quality * 700 * 1024));
    const result = await compressWithQualitySteps(encode);
    expect(asked).toEqual([0.8, 0.65, 0.5, 0.35]);
    expect(result.blob.size).toBeLessThanOrEqual(TARGET_IMAGE_BYTES);
    expect(result.qualities).toEqual([0.8, 0.65, 0.5, 0.35]);
  });

  test('stops after 5 steps, at the minimum 0.1, keeping the smallest result', async () => {
    const { encode, asked } = fakeEncoder((quality) => Math.round(2000 * 1024 * quality + 500 * 1024));
    const result = await compressWithQualitySteps(encode);
    expect(asked).toEqual([0.8, 0.65, 0.5, 0.35, 0.2, 0.1]);
    expect(result.blob.size).toBe(Math.round(2000 * 1024 * 0.1 + 500 * 1024));
  });

  test('an encoder whose output grows at lower quality: the smallest one wins', async () => {
    const sizes: Record<string, number> = { '0.8': 400_000, '0.65': 350_000, '0.5': 360_000, '0.35': 370_000, '0.2': 380_000, '0.1': 390_000 };
    const { encode } = fakeEncoder((quality) => sizes[String(quality)]);
    expect((await compressWithQualitySteps(encode)).blob.size).toBe(350_000);
  });
});

describe('dimensions and output', () => {
  test('scaled into 1200x800 keeping the aspect ratio; smaller images keep their size', () => {
    expect(fitDimensions({ width: 4000, height: 3000 })).toEqual({ width: 1067, height: 800 });
    expect(fitDimensions({ width: 2400, height: 600 })).toEqual({ width: 1200, height: 300 });
    expect(fitDimensions({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
  });

  test('JPEG stays JPEG, PNG and WebP become WebP, GIFs are left alone; the name follows the type', () => {
    expect(outputTypeFor('image/jpeg')).toBe('image/jpeg');
    expect(outputTypeFor('image/png')).toBe('image/webp');
    expect(outputTypeFor('image/webp')).toBe('image/webp');
    expect(outputTypeFor('image/gif')).toBeNull();
    expect(compressedFileName('Screen shot.png', 'image/webp')).toBe('Screen shot.webp');
    expect(compressedFileName('photo.JPEG', 'image/jpeg')).toBe('photo.jpg');
    expect(compressedFileName('.png', 'image/webp')).toBe('image.webp');
  });
});
