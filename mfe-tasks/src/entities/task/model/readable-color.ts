// Type, priority and status colours come from the server (an admin picks them), and chips use them for text on
// white or as the background of white text. WCAG 2.2 AA asks 4.5:1 for normal text, so a colour too light for that
// is darkened (same hue) until it reaches it; a colour that already does is kept as it is.

/** The contrast AA asks of normal-size text (WCAG 2.2, 1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseHex(color: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The WCAG contrast ratio of two '#rrggbb' colours (1 to 21); NaN when either is not a hex colour. */
export function contrastRatio(first: string, second: string): number {
  const a = parseHex(first);
  const b = parseHex(second);
  if (!a || !b) return Number.NaN;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const cache = new Map<string, string>();

/**
 * `color` darkened just enough to give 4.5:1 against white (as text on white, or as the background of white text).
 * Anything that is not a hex colour is returned unchanged.
 */
export function readableOnWhite(color: string): string {
  const cached = cache.get(color);
  if (cached !== undefined) return cached;
  const rgb = parseHex(color);
  let result = color;
  if (rgb && contrastRatio(toHex(rgb), '#ffffff') < AA_TEXT_CONTRAST) {
    // Scale towards black in small steps: the first step that passes keeps the colour as close to the original as it can.
    for (let factor = 0.98; factor > 0; factor -= 0.02) {
      const candidate = toHex(rgb.map((channel) => channel * factor) as Rgb);
      if (contrastRatio(candidate, '#ffffff') >= AA_TEXT_CONTRAST) {
        result = candidate;
        break;
      }
    }
  } else if (rgb) {
    result = toHex(rgb);
  }
  cache.set(color, result);
  return result;
}
