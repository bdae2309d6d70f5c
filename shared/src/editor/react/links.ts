// Links in documents go to the web or to mail only: the server refuses other schemes (a 422 naming content), so the
// editor refuses them first, with a message, instead of losing the whole save.

export const LINK_SCHEMES = ['http:', 'https:', 'mailto:'] as const;
export const LINK_MESSAGES = {
  invalid: 'Enter a web address (http:// or https://) or a mail address (mailto:).',
} as const;

/**
 * The href to store for what a user typed, or null when it is not a link we keep. A bare host ("example.com") becomes
 * https://, a bare mail address becomes mailto:. Tabs and newlines are removed first, as browsers do.
 */
export function normaliseLinkHref(input: string): string | null {
  const value = input.replace(/[\t\n\r]/g, '').trim();
  if (value === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (scheme) {
    const name = `${scheme[1].toLowerCase()}:`;
    if (!(LINK_SCHEMES as readonly string[]).includes(name)) return null;
    if (name === 'mailto:') return value.length > 'mailto:'.length ? value : null;
    try {
      const url = new URL(value);
      return url.hostname ? url.href : null;
    } catch {
      return null;
    }
  }
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)) return `mailto:${value}`;
  if (value.startsWith('//') || value.startsWith('\\')) return null;
  if (/^[^\s/]+\.[^\s/]+/.test(value)) return normaliseLinkHref(`https://${value}`);
  return null;
}

/** True for an href the page may follow (what the server stores is checked; this guards rendering too). */
export function isSafeLinkHref(href: unknown): href is string {
  if (typeof href !== 'string') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(/[\t\n\r]/g, '').trim());
  return scheme ? (LINK_SCHEMES as readonly string[]).includes(`${scheme[1].toLowerCase()}:`) : false;
}
