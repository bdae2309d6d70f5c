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

export interface EditorExtensionOptions {
  /**
   * StarterKit's own undo history. The co-editing editor turns it off (the collaboration extension brings its own);
   * it adds nothing to the schema either way.
   */
  undoRedo?: boolean;
}

/**
 * The Tiptap 3 extensions of the documents editor: StarterKit (paragraphs, headings, lists, quotes, code, rules, bold,
 * italic, strike, underline, code, links), task lists, tables, images, mentions and the comment mark. A fresh list
 * per call: Tiptap extensions are configured per editor.
 */
export function editorExtensions(options: EditorExtensionOptions = {}): AnyExtension[] {
  return [
    StarterKit.configure({ undoRedo: options.undoRedo === false ? false : undefined, link: { openOnClick: false } }),
    TaskList,
    TaskItem.configure({ nested: true }),
    TableKit,
    Image,
    Mention,
    CommentMark,
  ];
}

/** The ProseMirror schema of a document's content (the node and mark types, their attributes and content rules). */
export const editorSchema = getSchema(editorExtensions());

/** An empty document: what a new document holds when its creator sends no content. */
export const EMPTY_DOCUMENT = { type: 'doc', content: [{ type: 'paragraph' }] } as const;
