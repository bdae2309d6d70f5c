import { cutPreview } from './document-card';

describe('cutPreview', () => {
  it('keeps a text of up to 60 characters whole', () => {
    expect(cutPreview('a'.repeat(60))).toBe('a'.repeat(60));
  });
  it('cuts a longer text at 60 characters with an ellipsis, without splitting an emoji', () => {
    const text = `${'a'.repeat(59)}😀 and more`;
    expect(cutPreview(text)).toBe(`${'a'.repeat(59)}😀…`);
  });
});
