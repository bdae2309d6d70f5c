import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [2.25 * 1024 ** 3, '2.3 GB'],
    [3 * 1024 ** 4, '3072 GB'],
    // Rounding up to the next unit reads better than '1024 KB'.
    [1024 * 1024 - 10, '1 MB'],
  ])('%d bytes reads %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('shows a dash for a size it cannot read', () => {
    expect(formatFileSize(null)).toBe('—');
    expect(formatFileSize(-1)).toBe('—');
    expect(formatFileSize(Number.NaN)).toBe('—');
  });
});
