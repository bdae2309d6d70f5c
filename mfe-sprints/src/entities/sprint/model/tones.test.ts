import { AVATAR_COLORS } from '@tessera/shared';
import { contrastRatio, readableTextOn, TONE_STYLES } from './tones';

describe('AA tones', () => {
  it('gives every tag tone text at 4.5:1 or more on its background', () => {
    for (const [tone, style] of Object.entries(TONE_STYLES)) {
      expect([tone, contrastRatio(String(style.color), String(style.background)) >= 4.5]).toEqual([tone, true]);
    }
  });

  it('puts black or white initials on each avatar colour, whichever reads at 4.5:1', () => {
    for (const background of AVATAR_COLORS) expect(contrastRatio(background, readableTextOn(background))).toBeGreaterThanOrEqual(4.5);
    expect(readableTextOn('#d97706')).toBe('#000000');
    expect(readableTextOn('#3559e0')).toBe('#ffffff');
  });
});
