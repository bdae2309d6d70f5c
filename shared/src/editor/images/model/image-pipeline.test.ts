import { processImageFile, type ImageNotice, type ImagePipelineSteps } from './image-pipeline';
import { imageFileProblem, MAX_IMAGE_BYTES } from './image-rules';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

function steps(overrides: Partial<ImagePipelineSteps> = {}) {
  const notices: ImageNotice[] = [];
  const uploads: { size: number; fileName: string }[] = [];
  const all: ImagePipelineSteps = {
    compress: async (input) => ({ blob: new Blob([new Uint8Array(100)], { type: 'image/webp' }), fileName: input.name.replace(/\.\w+$/, '.webp'), width: 1200, height: 800 }),
    upload: async (blob, fileName) => {
      uploads.push({ size: blob.size, fileName });
      return { src: '/api/v3/attachments/7/content' };
    },
    notify: (notice) => notices.push(notice),
    ...overrides,
  };
  return { all, notices, uploads };
}

describe('the image checks (spec 002 section 5)', () => {
  test.each([
    [{ type: 'application/pdf', size: 10 }, 'File must be an image'],
    [{ type: '', size: 10 }, 'File must be an image'],
    [{ type: 'image/svg+xml', size: 10 }, 'File type not supported. Please use JPG, PNG, GIF, or WebP'],
    [{ type: 'image/bmp', size: 10 }, 'File type not supported. Please use JPG, PNG, GIF, or WebP'],
    [{ type: 'image/png', size: MAX_IMAGE_BYTES + 1 }, 'File size (5.0 MB) exceeds 5MB limit'],
    [{ type: 'image/jpeg', size: 6 * 1024 * 1024 }, 'File size (6.0 MB) exceeds 5MB limit'],
  ])('%o: %s', (input, message) => {
    expect(imageFileProblem(input)).toBe(message);
  });

  test.each(['image/jpeg', 'image/png', 'image/gif', 'image/webp'])('%s up to 5 MB is accepted', (type) => {
    expect(imageFileProblem({ type, size: MAX_IMAGE_BYTES })).toBeNull();
  });
});

describe('processing an image', () => {
  test('an upload: compressing message with the size, the compressed file uploaded, the success message', async () => {
    const { all, notices, uploads } = steps();
    const image = await processImageFile(file('Diagram.png', 'image/png', 2048), 'upload', all);
    expect(image).toEqual({ src: '/api/v3/attachments/7/content', alt: 'Diagram', width: 1200, height: 800 });
    expect(uploads).toEqual([{ size: 100, fileName: 'Diagram.webp' }]);
    expect(notices).toEqual([
      { kind: 'loading', text: 'Compressing image (2.0 KB)...' },
      { kind: 'success', text: 'Image uploaded and compressed' },
    ]);
  });

  test('a paste says pasted', async () => {
    const { all, notices } = steps();
    await processImageFile(file('image.png', 'image/png'), 'paste', all);
    expect(notices.at(-1)).toEqual({ kind: 'success', text: 'Image pasted and compressed' });
  });

  test('a file that breaks a rule shows its message and nothing is compressed or uploaded', async () => {
    const compress = jest.fn();
    const { all, notices, uploads } = steps({ compress });
    expect(await processImageFile(file('notes.txt', 'text/plain'), 'upload', all)).toBeNull();
    expect(notices).toEqual([{ kind: 'error', text: 'File must be an image' }]);
    expect(compress).not.toHaveBeenCalled();
    expect(uploads).toEqual([]);
  });

  test('an image that cannot be decoded: the process failure message, for uploads and pastes', async () => {
    const failing = steps({ compress: async () => Promise.reject(new Error('decode')) });
    expect(await processImageFile(file('broken.jpg', 'image/jpeg'), 'upload', failing.all)).toBeNull();
    expect(failing.notices.at(-1)).toEqual({ kind: 'error', text: 'Failed to process image. Please try a different image.' });
    expect(failing.uploads).toEqual([]);
    const pasted = steps({ compress: async () => Promise.reject(new Error('decode')) });
    await processImageFile(file('broken.jpg', 'image/jpeg'), 'paste', pasted.all);
    expect(pasted.notices.at(-1)).toEqual({ kind: 'error', text: 'Failed to process pasted image. Please try again.' });
  });

  test("an upload the server refuses: 'Upload failed: ' or 'Paste failed: ' with its reason", async () => {
    const refused = () => steps({ upload: async () => Promise.reject(new Error('You are not allowed to add attachments here.')) });
    const upload = refused();
    expect(await processImageFile(file('a.png', 'image/png'), 'upload', upload.all)).toBeNull();
    expect(upload.notices.at(-1)).toEqual({ kind: 'error', text: 'Upload failed: You are not allowed to add attachments here.' });
    const paste = refused();
    await processImageFile(file('a.png', 'image/png'), 'paste', paste.all);
    expect(paste.notices.at(-1)).toEqual({ kind: 'error', text: 'Paste failed: You are not allowed to add attachments here.' });
  });
});
