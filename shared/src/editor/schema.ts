// The documents editor's schema, defined once (@tessera/shared/editor; a single file with no relative imports, so Node runs it as it is): the editor (browser) builds its Tiptap editor from these extensions and
// the server validates stored content and derives its HTML and text from the same list. Node-safe: nothing here
// touches the DOM when imported, so the server can load it (plain TypeScript that Node's type stripping can run).
import { getSchema, Mark, mergeAttributes, type AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import Mention from '@tiptap/extension-mention';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

/** The mark of an inline comment: the text a comment thread is about, named by the thread's id. */
export const CommentMark = Mark.create({
  name: 'comment',
  // Typing at the edge of a commented range does not extend the comment.
  inclusive: false,
  // Two threads may cover the same text (one mark per thread id).
  excludes: '',
  addAttributes() {
    return {
      threadId: {
        default: null,
        // Typed structurally: the server type-checks this file without the DOM library.
        parseHTML: (element: { getAttribute(name: string): string | null }) => element.getAttribute('data-thread-id'),
        renderHTML: (attributes: { threadId?: string | null }) => (attributes.threadId ? { 'data-thread-id': attributes.threadId } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-thread-id]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes({ class: 'document-comment' }, HTMLAttributes), 0];
  },
});

/** An image's alignment in the page (spec 002 section 3: default center). */
export const IMAGE_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type ImageAlignment = (typeof IMAGE_ALIGNMENTS)[number];
export const DEFAULT_IMAGE_ALIGNMENT: ImageAlignment = 'center';

/** The longest caption an image keeps. */
export const IMAGE_CAPTION_MAX_LENGTH = 500;

// Typed structurally, as CommentMark's: the server type-checks this file without the DOM library.
interface HtmlElementLike {
  tagName: string;
  getAttribute(name: string): string | null;
  querySelector(selector: string): HtmlElementLike | null;
  textContent: string | null;
}
/** The img of a figure (how documents render an image), or the img itself (pasted HTML). */
const imageElement = (element: HtmlElementLike) => (element.tagName.toLowerCase() === 'figure' ? element.querySelector('img') : element);
const imageAttribute = (name: string, numeric = false) => ({
  default: null,
  parseHTML: (element: HtmlElementLike) => {
    const value = imageElement(element)?.getAttribute(name) ?? null;
    if (!numeric || value === null) return value;
    const number = Number.parseInt(value, 10);
    return Number.isFinite(number) && number > 0 ? number : null;
  },
});

/**
 * Images with the editor attributes of spec 002 section 3: width and height (CSS pixels; null is the natural size),
 * alignment (left, center or right) and a caption. Rendered as a figure (the img, then the caption), which is also
 * what pasting a document's HTML reads back.
 */
export const DocumentImage = Image.extend({
  addAttributes() {
    return {
      src: imageAttribute('src'),
      alt: imageAttribute('alt'),
      title: imageAttribute('title'),
      width: imageAttribute('width', true),
      height: imageAttribute('height', true),
      alignment: {
        default: DEFAULT_IMAGE_ALIGNMENT,
        parseHTML: (element: HtmlElementLike) => {
          const value = element.getAttribute('data-align');
          return (IMAGE_ALIGNMENTS as readonly string[]).includes(value ?? '') ? value : DEFAULT_IMAGE_ALIGNMENT;
        },
      },
      caption: {
        default: null,
        parseHTML: (element: HtmlElementLike) => (element.tagName.toLowerCase() === 'figure' ? element.querySelector('figcaption')?.textContent?.trim() || null : null),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'figure[data-type="image"]' }, { tag: 'img[src]:not([src^="data:"])' }];
  },
  renderHTML({ node }) {
    const { src, alt, title, width, height, alignment, caption } = node.attrs as Record<string, string | number | null>;
    const img: Record<string, string> = {};
    for (const [name, value] of Object.entries({ src, alt, title, width, height })) if (value !== null && value !== undefined) img[name] = String(value);
    const figure = { 'data-type': 'image', 'data-align': String(alignment ?? DEFAULT_IMAGE_ALIGNMENT) };
    return caption ? ['figure', figure, ['img', img], ['figcaption', {}, String(caption)]] : ['figure', figure, ['img', img]];
  },
});

export interface EditorExtensionOptions {
  /**
   * StarterKit's own undo history. The co-editing editor turns it off (the collaboration extension brings its own);
   * it adds nothing to the schema either way.
   */
  undoRedo?: boolean;
}

/**
 * The Tiptap 3 extensions of the documents editor: StarterKit (paragraphs, headings, lists, quotes, code, rules, bold,
 * italic, strike, underline, code, links), task lists, tables, images (with width, alignment and caption), mentions and the comment mark. A fresh list
 * per call: Tiptap extensions are configured per editor.
 */
export function editorExtensions(options: EditorExtensionOptions = {}): AnyExtension[] {
  return [
    StarterKit.configure({ undoRedo: options.undoRedo === false ? false : undefined, link: { openOnClick: false } }),
    TaskList,
    TaskItem.configure({ nested: true }),
    TableKit,
    DocumentImage,
    Mention,
    CommentMark,
  ];
}

/** The ProseMirror schema of a document's content (the node and mark types, their attributes and content rules). */
export const editorSchema = getSchema(editorExtensions());

/** An empty document: what a new document holds when its creator sends no content. */
export const EMPTY_DOCUMENT = { type: 'doc', content: [{ type: 'paragraph' }] } as const;
