// Formattable text, as OpenProject represents it: `{format, raw, html}`. Clients write `raw` (markdown); the server
// renders `html` with markdown-it and passes the result through sanitize-html, so `html` is safe to insert as is.
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { BoundedCache } from '../bounded-cache.ts';

export interface Formattable {
  format: 'markdown' | 'plain';
  raw: string;
  html: string;
}

// Raw HTML in markdown is allowed (OpenProject allows it too) because the sanitiser below has the last word.
// `breaks`: a single newline is a line break, as people expect from a plain text box.
const markdown = new MarkdownIt({ html: true, linkify: true, breaks: true });

/** What rendered markdown may contain: text structure, links and images; no scripts, handlers, styles or frames. */
export const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'strong', 'b', 'em', 'i', 's',
    'del', 'ins', 'u', 'sub', 'sup', 'mark', 'kbd', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th',
    'td', 'span', 'div',
  ],
  allowedAttributes: {
    // `target` and `rel` come from the transform below (whatever the author wrote is replaced).
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  // Table cell alignment is the only style markdown produces.
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Links leave the app in a new tab and do not hand it the opener or the referrer.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
};

/** Markdown -> sanitised HTML. */
export function renderMarkdown(raw: string): string {
  return sanitizeHtml(markdown.render(raw), SANITIZE_OPTIONS).trim();
}

/** Plain text -> HTML: escaped, paragraphs at blank lines, line breaks kept. */
export function renderPlain(raw: string): string {
  return raw
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${markdown.utils.escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Rendering costs far more than reading a row; the same texts are represented again and again. */
const RENDER_CACHE_SIZE = 5_000;
/** Longer texts are rendered every time rather than held in memory. */
const CACHED_TEXT_MAX_LENGTH = 8_192;
const rendered = new BoundedCache<string, string>(RENDER_CACHE_SIZE);

export function formattable(raw: string, format: Formattable['format'] = 'markdown'): Formattable {
  if (raw.trim() === '') return { format, raw, html: '' };
  const render = format === 'markdown' ? renderMarkdown : renderPlain;
  if (raw.length > CACHED_TEXT_MAX_LENGTH) return { format, raw, html: render(raw) };
  const key = `${format}:${raw}`;
  const html = rendered.get(key) ?? rendered.set(key, render(raw));
  return { format, raw, html };
}
