import { contentDisposition, sanitizeFileName } from './file-names.ts';
import { detectContentType, SNIFF_BYTES } from './sniff.ts';

describe('detectContentType', () => {
  test('text that merely starts like a binary format stays text', () => {
    for (const text of ['BM is the BMW board meeting', 'ID3 tags explained', 'OggS and more', 'GIF is pronounced with a hard G']) {
      expect(detectContentType(Buffer.from(text), 'notes.txt', true)).toBe('text/plain');
    }
  });

  test('a multi-byte character cut by the end of the sample is still text; a broken one in a complete file is not', () => {
    const sample = Buffer.concat([Buffer.alloc(SNIFF_BYTES - 1, 'a'), Buffer.from('ü').subarray(0, 1)]);
    expect(detectContentType(sample, 'long.txt', false)).toBe('text/plain');
    expect(detectContentType(sample, 'short.txt', true)).toBe('application/octet-stream');
  });

  test('OpenDocument names its own type', () => {
    const odt = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('mimetypeapplication/vnd.oasis.opendocument.textPK')]);
    expect(detectContentType(odt, 'letter.odt', false)).toBe('application/vnd.oasis.opendocument.text');
  });
});

describe('file names', () => {
  test('sanitising keeps ordinary names as they are', () => {
    expect(sanitizeFileName('Quarterly report (final) v2.pdf')).toBe('Quarterly report (final) v2.pdf');
    expect(sanitizeFileName('..')).toBe('');
  });

  test('Content-Disposition carries an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition("O'Connor's 100% plan.txt", false)).toBe(`attachment; filename="O'Connor's 100% plan.txt"; filename*=UTF-8''O%27Connor%27s%20100%25%20plan.txt`);
    expect(contentDisposition('日本.png', true)).toBe(`inline; filename="__.png"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.png`);
  });
});
