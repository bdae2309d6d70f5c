// Tag and badge colours that read at WCAG AA (issue 21). antd's preset Tag colours ('green', 'gold', ...) put a mid
// shade on a pale one (under 4.5:1 for small text), so the sprint area's tags take the darkest shade of each hue
// for their text on the same pale background and border.
import type { CSSProperties } from 'react';

export type Tone = 'green' | 'gold' | 'orange' | 'red' | 'blue' | 'neutral';

export const TONE_STYLES: Record<Tone, CSSProperties> = {
  green: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  gold: { color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f' },
  orange: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  red: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  blue: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  neutral: { color: '#1f1f1f', background: '#fafafa', borderColor: '#d9d9d9' },
};

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a '#rrggbb' colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => channel(parseInt(hex.slice(start, start + 2), 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two '#rrggbb' colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** White or black text, whichever reads better on `background` (avatar initials on the suite's avatar colours). */
export function readableTextOn(background: string): '#ffffff' | '#000000' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';
}
