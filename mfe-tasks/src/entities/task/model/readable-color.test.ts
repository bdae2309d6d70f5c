import { AA_TEXT_CONTRAST, contrastRatio, readableOnWhite } from './readable-color';

describe('readableOnWhite', () => {
  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // antd's blue-6, a common hard-coded colour: below AA for normal text.
    expect(contrastRatio('#1677ff', '#fff')).toBeLessThan(AA_TEXT_CONTRAST);
  });

  it.each(['#fa8c16', '#52c41a', '#8c8c8c', '#1677ff', '#fadb14', '#ffffff', '#0ff'])('darkens %s to 4.5:1 on white, keeping its hue', (color) => {
    const readable = readableOnWhite(color);
    expect(contrastRatio(readable, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    // Not darker than it needs to be: close to the threshold.
    if (color !== '#ffffff') expect(contrastRatio(readable, '#ffffff')).toBeLessThan(AA_TEXT_CONTRAST + 0.6);
  });

  it('keeps a colour that already passes, and anything that is not a hex colour', () => {
    expect(readableOnWhite('#cf1322')).toBe('#cf1322');
    expect(readableOnWhite('#722ED1')).toBe('#722ed1');
    expect(readableOnWhite('processing')).toBe('processing');
  });
});
