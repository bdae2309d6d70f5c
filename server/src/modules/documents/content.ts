// Document content: the editor's JSON document, checked against the editor's schema (defined once, in
// @tessera/shared/editor) and turned into the sanitised HTML and the plain text kept beside it.
import { getText } from '@tiptap/core';
import { generateHTML } from '@tiptap/html';
import { Node as ProseMirrorNode } from '@tiptap/pm/model';
import sanitizeHtml from 'sanitize-html';
import { editorExtensions, editorSchema, IMAGE_ALIGNMENTS, IMAGE_CAPTION_MAX_LENGTH } from '@tessera/shared/editor';
import { ApiError, constraintViolation } from '../../http/errors.ts';
import { SANITIZE_OPTIONS } from '../../http/formattable.ts';
import { taskItemNames, TEXT_SERIALIZERS } from '../../task-item-names.ts';

/** Deeper nesting than any document people write (lists in quotes in tables): deeper input is refused, not recursed. */
export const DOCUMENT_CONTENT_MAX_DEPTH = 64;

export const CONTENT_MESSAGES = {
  tooLarge: (maxBytes: number) => `The document is too large: its content may hold at most ${formatBytes(maxBytes)} of JSON.`,
  notADocument: 'The content must be an editor document: a JSON object of type "doc".',
  invalid: (reason: string) => `The content is not a valid document: ${reason}`,
} as const;

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

const NODE_KEYS = new Set(['type', 'attrs', 'content', 'marks', 'text']);
const MARK_KEYS = new Set(['type', 'attrs']);
/** Links may leave the app (web and mail). */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);
/** Which attributes hold URLs, and the schemes each accepts (images: see imageSourceProblem). */
const URL_ATTRIBUTES: Record<string, { attribute: string; schemes: ReadonlySet<string> }> = {
  link: { attribute: 'href', schemes: LINK_SCHEMES },
};

/** Where the editor's uploaded images live: the content of one of the document's own attachments. */
const ATTACHMENT_CONTENT_PATH = /^\/api\/v3\/attachments\/([1-9][0-9]{0,9})\/content$/;
/** The widest and tallest an image may be set to, in CSS pixels. */
export const IMAGE_MAX_DIMENSION = 10_000;

/** The attachment an image source names (its id), or undefined for any other source. */
export function imageAttachmentId(src: string): number | undefined {
  const match = ATTACHMENT_CONTENT_PATH.exec(src);
  return match ? Number(match[1]) : undefined;
}

/**
 * Images load over https, or from one of the document's own attachments (which the service checks: here only the
 * path's form). Nothing else: no http (mixed content), data: or javascript: URLs, other paths of this server, or
 * protocol-relative URLs.
 */
function imageAttributesProblem(attrs: Record<string, unknown>): string | null {
  const src = attrs.src;
  if (typeof src !== 'string' || src === '') return 'an image needs a source (src).';
  if (imageAttachmentId(src) === undefined) {
    let url: URL | undefined;
    try {
      url = new URL(src);
    } catch {
      url = undefined;
    }
    if (!url || url.protocol !== 'https:' || src !== src.trim() || /[\t\n\r]/.test(src)) {
      return 'the src of an image must be an https URL or the content of one of the document\'s attachments (/api/v3/attachments/{id}/content).';
    }
  }
  if (attrs.alignment !== undefined && attrs.alignment !== null && !(IMAGE_ALIGNMENTS as readonly unknown[]).includes(attrs.alignment)) {
    return `the alignment of an image must be one of ${IMAGE_ALIGNMENTS.join(', ')}.`;
  }
  for (const name of ['width', 'height']) {
    const value = attrs[name];
    if (value !== undefined && value !== null && !(typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= IMAGE_MAX_DIMENSION)) {
      return `the ${name} of an image must be a whole number of pixels from 1 to ${IMAGE_MAX_DIMENSION}.`;
    }
  }
  if (attrs.caption !== undefined && attrs.caption !== null && (typeof attrs.caption !== 'string' || attrs.caption.length > IMAGE_CAPTION_MAX_LENGTH)) {
    return `the caption of an image must be text of at most ${IMAGE_CAPTION_MAX_LENGTH} characters.`;
  }
  return null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A URL the editor may keep: one of the schemes, or a path on this server (browsers ignore tabs and newlines in URLs). */
function isSafeUrl(value: string, schemes: ReadonlySet<string>): boolean {
  const url = value.replace(/[\t\n\r]/g, '').trim();
  if (url === '') return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (scheme) return schemes.has(`${scheme[1].toLowerCase()}:`);
  // A protocol-relative URL leaves the app without saying so.
  return !url.startsWith('//') && !url.startsWith('\\');
}

/** Attribute values are JSON scalars, or a list of numbers (a table cell's column widths). */
const isAttributeValue = (value: unknown): boolean =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value) || (Array.isArray(value) && value.every((item) => typeof item === 'number'));

function checkAttributes(kind: 'node' | 'mark', type: string, attrs: unknown, known: Record<string, unknown>): string | null {
  if (kind === 'node' && type === 'image' && (attrs === undefined || attrs === null)) return 'an image needs a source (src).';
  if (attrs === undefined || attrs === null) return null;
  if (!isPlainObject(attrs)) return `the attributes of ${kind} "${type}" must be an object.`;
  for (const [name, value] of Object.entries(attrs)) {
    if (!(name in known)) return `unknown attribute "${name}" on ${kind} "${type}".`;
    if (!isAttributeValue(value)) return `attribute "${name}" of ${kind} "${type}" has a value of the wrong kind.`;
  }
  if (kind === 'node' && type === 'image') return imageAttributesProblem(attrs);
  const url = URL_ATTRIBUTES[type];
  if (url && typeof attrs[url.attribute] === 'string' && !isSafeUrl(attrs[url.attribute] as string, url.schemes)) {
    return `the ${url.attribute} of ${kind} "${type}" must be a ${[...url.schemes].map((scheme) => scheme.slice(0, -1)).join(', ')} URL or a path.`;
  }
  return null;
}

/**
 * What ProseMirror's fromJSON does not check: unknown keys and attributes (it drops them silently), attribute value
 * kinds, URL schemes, and the depth (checked without recursion, so no input can exhaust the stack). Returns the first
 * problem found, or null.
 */
function findShapeProblem(json: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value: json, depth: 1 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (depth > DOCUMENT_CONTENT_MAX_DEPTH) return `it is nested more than ${DOCUMENT_CONTENT_MAX_DEPTH} levels deep.`;
    if (!isPlainObject(value)) return 'every node must be a JSON object.';
    if (typeof value.type !== 'string') return 'every node must name its type.';
    const nodeType = editorSchema.nodes[value.type];
    if (!nodeType) return `unknown node type "${value.type}".`;
    for (const key of Object.keys(value)) if (!NODE_KEYS.has(key)) return `unknown property "${key}" on node "${value.type}".`;
    const attributeProblem = checkAttributes('node', value.type, value.attrs, nodeType.spec.attrs ?? {});
    if (attributeProblem) return attributeProblem;
    if (value.text !== undefined && (value.type !== 'text' || typeof value.text !== 'string')) return 'only text nodes hold text, as a string.';
    if (value.marks !== undefined) {
      if (!Array.isArray(value.marks)) return `the marks of node "${value.type}" must be a list.`;
      for (const mark of value.marks) {
        if (!isPlainObject(mark) || typeof mark.type !== 'string') return 'every mark must be an object naming its type.';
        const markType = editorSchema.marks[mark.type];
        if (!markType) return `unknown mark type "${mark.type}".`;
        for (const key of Object.keys(mark)) if (!MARK_KEYS.has(key)) return `unknown property "${key}" on mark "${mark.type}".`;
        const markProblem = checkAttributes('mark', mark.type, mark.attrs, markType.spec.attrs ?? {});
        if (markProblem) return markProblem;
      }
    }
    if (value.content !== undefined) {
      if (!Array.isArray(value.content)) return `the content of node "${value.type}" must be a list.`;
      for (const child of value.content) stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/** The attachments the content's images show (their ids, each once). */
export function imageAttachmentIds(node: ProseMirrorNode): number[] {
  const ids = new Set<number>();
  node.descendants((child) => {
    if (child.type.name === 'image' && typeof child.attrs.src === 'string') {
      const id = imageAttachmentId(child.attrs.src);
      if (id !== undefined) ids.add(id);
    }
  });
  return [...ids];
}

/** The byte size of content as JSON (UTF-8): what DOCUMENT_MAX_BYTES limits. */
export const contentBytes = (content: unknown): number => Buffer.byteLength(JSON.stringify(content) ?? '', 'utf8');

export function contentTooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'PropertyConstraintViolation', CONTENT_MESSAGES.tooLarge(maxBytes), 'content');
}

/**
 * Content as stored: its size first (413 over the limit), then its form and the editor's schema (422 naming
 * `content`): unknown nodes, marks or attributes, content a node may not hold (ProseMirror's own check).
 */
export function parseContent(content: unknown, maxBytes: number): ProseMirrorNode {
  if (contentBytes(content) > maxBytes) throw contentTooLarge(maxBytes);
  if (!isPlainObject(content) || content.type !== 'doc') throw constraintViolation('content', CONTENT_MESSAGES.notADocument);
  const problem = findShapeProblem(content);
  if (problem) throw constraintViolation('content', CONTENT_MESSAGES.invalid(problem));
  try {
    const node = ProseMirrorNode.fromJSON(editorSchema, content);
    node.check();
    return node;
  } catch (error) {
    throw constraintViolation('content', CONTENT_MESSAGES.invalid(error instanceof Error ? error.message : String(error)));
  }
}

/**
 * The HTML of rendered documents: what formatted text allows, plus what the editor's nodes carry (task items'
 * checked state as a disabled checkbox, mentions, comment threads, table spans). No styles, scripts or handlers.
 */
export const DOCUMENT_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  ...SANITIZE_OPTIONS,
  allowedTags: [...(SANITIZE_OPTIONS.allowedTags as string[]), 'label', 'input', 'colgroup', 'col', 'figure', 'figcaption'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    figure: ['data-type', 'data-align'],
    ol: ['start', 'type'],
    ul: ['data-type'],
    li: ['data-type', 'data-checked'],
    input: ['type', 'checked', 'disabled', 'aria-label'],
    span: ['data-type', 'data-id', 'data-label', 'data-thread-id', 'class'],
    pre: [],
    code: ['class'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: { span: ['mention', 'document-comment'], code: [/^language-[\w-]+$/] },
  allowedStyles: {},
  transformTags: {
    ...SANITIZE_OPTIONS.transformTags,
    input: (tagName, attribs) => taskCheckbox(tagName, attribs, attribs['aria-label']),
  },
};

/** The only input a document holds is a task's checkbox, and it shows, never edits; named, it says which task it is. */
function taskCheckbox(tagName: string, attribs: sanitizeHtml.Attributes, name: string | undefined): sanitizeHtml.Tag {
  return {
    tagName,
    attribs: { type: 'checkbox', disabled: '', ...('checked' in attribs ? { checked: '' } : {}), ...(name ? { 'aria-label': name } : {}) },
  };
}

export interface DerivedContent {
  /** The content as stored (JSON text). */
  json: string;
  html: string;
  text: string;
}

/** The stored forms of valid content: its JSON text, sanitised HTML (Tiptap's own rendering) and plain text. */
export function deriveContent(node: ProseMirrorNode): DerivedContent {
  const json = node.toJSON() as Record<string, unknown>;
  // The rendering's checkboxes come in document order, as the task items do.
  const names = taskItemNames(node);
  let next = 0;
  const options: sanitizeHtml.IOptions =
    names.length === 0
      ? DOCUMENT_SANITIZE_OPTIONS
      : { ...DOCUMENT_SANITIZE_OPTIONS, transformTags: { ...DOCUMENT_SANITIZE_OPTIONS.transformTags, input: (tagName, attribs) => taskCheckbox(tagName, attribs, names[next++]) } };
  const html = sanitizeHtml(generateHTML(json, editorExtensions()), options);
  // Nested blocks each end a line: runs of blank lines collapse to one line break.
  const text = getText(node, { blockSeparator: '\n', textSerializers: TEXT_SERIALIZERS }).replace(/\n{2,}/g, '\n').trim();
  return { json: JSON.stringify(json), html, text };
}

/**
 * Stored content without its comment marks (the editor's `comment` mark, one per thread), or null when it has none: a
 * copied document starts without the threads of its original, so it must not point at them.
 */
export function withoutCommentMarks(json: string): Record<string, unknown> | null {
  if (!json.includes('"comment"')) return null;
  const root = JSON.parse(json) as Record<string, unknown>;
  let found = false;
  // An explicit stack, not recursion: stored content may nest deeply.
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isPlainObject(node)) continue;
    if (Array.isArray(node.marks)) {
      const kept = node.marks.filter((mark) => !(isPlainObject(mark) && mark.type === 'comment'));
      if (kept.length !== node.marks.length) {
        found = true;
        if (kept.length > 0) node.marks = kept;
        else delete node.marks;
      }
    }
    if (Array.isArray(node.content)) stack.push(...node.content);
  }
  return found ? root : null;
}

/** The lowered title and text that the search filter matches. */
export const searchText = (title: string, text: string) => `${title}\n${text}`.toLowerCase();

/** The stored columns of content known to be valid (the demo data): its JSON, HTML, text and search text. */
export function storedContent(title: string, content: unknown) {
  const derived = deriveContent(parseContent(content, Number.MAX_SAFE_INTEGER));
  return { content: derived.json, content_html: derived.html, content_text: derived.text, search_text: searchText(title, derived.text) };
}
