// Rich text of tasks (issue 22): a task's description and its comments are OpenProject formattable text. `raw` is
// OpenProject Markdown, with mentions as OpenProject writes them
// (`<mention class="mention" data-id="3" data-type="user" data-text="@Name">@Name</mention>`) and GitHub task lists;
// `html` is rendered here and sanitised, in the form the shared editor (@tessera/shared/editor) reads back: a mention
// is `span[data-type=mention]`, a task list `ul[data-type=taskList]` of `li[data-type=taskItem]`. Everything else is
// the kernel's formattable rendering (src/http/formattable.ts): the same allow-list, schemes and link rewriting.
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { BoundedCache } from '../../bounded-cache.ts';
import { SANITIZE_OPTIONS, type Formattable } from '../../http/formattable.ts';
import { escapeHtml } from '../../http/hal.ts';

const markdown = new MarkdownIt({ html: true, linkify: true, breaks: true });

const TASK_MARKER = /^\[([ xX])\] /;

// `- [ ] text` items: the list and its items are marked for the editor, the marker becomes a read-only checkbox.
markdown.core.ruler.push('task_lists', (state) => {
  const tokens = state.tokens;
  for (let index = 2; index < tokens.length; index += 1) {
    const inline = tokens[index];
    if (inline.type !== 'inline' || tokens[index - 1].type !== 'paragraph_open' || tokens[index - 2].type !== 'list_item_open') continue;
    const first = inline.children?.[0];
    const marker = first?.type === 'text' ? TASK_MARKER.exec(first.content) : null;
    if (!first || !marker) continue;
    const checked = marker[1] !== ' ';
    first.content = first.content.slice(marker[0].length);
    const item = tokens[index - 2];
    item.attrSet('data-type', 'taskItem');
    item.attrSet('data-checked', String(checked));
    const box = new state.Token('html_inline', '', 0);
    // Named by the item's text: the checkbox sits outside it, and unnamed a screen reader says only "checkbox".
    box.content = `<input type="checkbox" disabled${checked ? ' checked' : ''} aria-label="${escapeHtml(taskName(inline.children ?? []))}"> `;
    inline.children?.unshift(box);
    // The list this item opens is a task list (walk back to its bullet_list_open at the item's level).
    for (let back = index - 3, depth = 0; back >= 0; back -= 1) {
      const token = tokens[back];
      if (token.type === 'bullet_list_close') depth += 1;
      else if (token.type === 'bullet_list_open') {
        if (depth === 0) {
          token.attrSet('data-type', 'taskList');
          break;
        }
        depth -= 1;
      }
    }
  }
});

const dataAttribute = (value: string | undefined) => (value ?? '').slice(0, 200);

/** A task item's text as it reads (text and code, line breaks as spaces), for its checkbox's name. */
function taskName(children: readonly { type: string; content: string }[]): string {
  const text = children
    .map((token) => (token.type === 'text' || token.type === 'code_inline' ? token.content : token.type === 'softbreak' || token.type === 'hardbreak' ? ' ' : ''))
    .join('');
  return dataAttribute(text.replace(/\s+/g, ' ').trim()) || 'Task';
}

/** The content of an attachment of this server: where pasted and uploaded images are stored (issue 22). */
const ATTACHMENT_CONTENT_PATH = /^\/api\/v3\/attachments\/[1-9][0-9]{0,9}\/content$/;

/**
 * The images a task text may show, as in documents: an attachment's content, or an https URL (the page's CSP decides
 * what loads). No http (mixed content), data: or javascript: URL, protocol-relative URL or other path of this server.
 */
export function isAllowedImageSource(src: string | undefined): boolean {
  if (!src || src !== src.trim()) return false;
  if (ATTACHMENT_CONTENT_PATH.test(src)) return true;
  try {
    return new URL(src).protocol === 'https:' && !/[\t\n\r]/.test(src);
  } catch {
    return false;
  }
}

/** The kernel's allow-list plus mentions, task lists and their read-only checkboxes; nothing else. */
const RICH_TEXT_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  ...SANITIZE_OPTIONS,
  allowedTags: [...(SANITIZE_OPTIONS.allowedTags as string[]), 'input'],
  allowedAttributes: {
    ...SANITIZE_OPTIONS.allowedAttributes,
    span: ['class', 'data-type', 'data-id', 'data-label'],
    ul: ['data-type'],
    li: ['data-type', 'data-checked'],
    input: ['type', 'checked', 'disabled', 'aria-label'],
  },
  allowedClasses: { span: ['mention'] },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    ...SANITIZE_OPTIONS.transformTags,
    // OpenProject's mention tag -> the editor's mention node. Only a numeric id is kept: the id names a user.
    mention: (_tag, attributes) => {
      const id = /^\d+$/.test(attributes['data-id'] ?? '') ? attributes['data-id'] : '';
      const label = dataAttribute(attributes['data-text']).replace(/^@/, '');
      const attribs: Record<string, string> = id ? { class: 'mention', 'data-type': 'mention', 'data-id': id, 'data-label': label } : {};
      return { tagName: 'span', attribs };
    },
    // An image keeps its source only when the policy above allows it; one without a source is dropped below.
    img: (_tag, attributes) => ({
      tagName: 'img',
      attribs: Object.fromEntries(Object.entries(attributes).filter(([name, value]) => name !== 'src' || isAllowedImageSource(value))),
    }),
    // Only the mention tag above makes a mention: a span the author wrote keeps its text and nothing else.
    span: () => ({ tagName: 'span', attribs: {} }),
    // Whatever the author wrote, an input is a disabled checkbox (with its name, see taskName).
    input: (_tag, attributes) => ({
      tagName: 'input',
      attribs: {
        type: 'checkbox',
        disabled: '',
        ...('checked' in attributes ? { checked: '' } : {}),
        ...(attributes['aria-label'] ? { 'aria-label': dataAttribute(attributes['aria-label']) } : {}),
      },
    }),
  },
};

export function renderRichText(raw: string): string {
  return sanitizeHtml(markdown.render(raw), RICH_TEXT_SANITIZE_OPTIONS).trim();
}

/** Rendering costs far more than reading a row; the same texts are represented again and again. */
const rendered = new BoundedCache<string, string>(5_000);
const CACHED_TEXT_MAX_LENGTH = 8_192;

/** A task's description or comment as formattable text: raw as stored, html rendered and sanitised. */
export function richText(raw: string): Formattable {
  if (raw.trim() === '') return { format: 'markdown', raw, html: '' };
  if (raw.length > CACHED_TEXT_MAX_LENGTH) return { format: 'markdown', raw, html: renderRichText(raw) };
  const html = rendered.get(raw) ?? rendered.set(raw, renderRichText(raw));
  return { format: 'markdown', raw, html };
}

/** The longest card excerpt (spec 001 section 9: a card shows its description's first 100 characters). */
export const EXCERPT_LENGTH = 100;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

const excerpts = new BoundedCache<string, string>(5_000);

/**
 * A description as a card shows it: the rendered text without markup, whitespace collapsed, cut at EXCERPT_LENGTH
 * characters with an ellipsis. Boards read this instead of the whole text twice (raw and html).
 */
export function richTextExcerpt(raw: string): string {
  if (raw.trim() === '') return '';
  const cached = excerpts.get(raw);
  if (cached !== undefined) return cached;
  const text = richText(raw)
    .html.replace(/<(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, entity: string) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
  const excerpt = text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…`;
  return raw.length > CACHED_TEXT_MAX_LENGTH ? excerpt : excerpts.set(raw, excerpt);
}
