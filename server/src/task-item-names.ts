// The name of each task item's checkbox in a document's rendering (documents and forum messages): Tiptap draws the
// checkbox in a label of its own, beside the item's text, so without a name a screen reader says only "checkbox"
// (WCAG 4.1.2). One rule for saves (modules/documents/content.ts, deriveContent) and migration 0036.
import { getText, getTextSerializersFromSchema } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { editorSchema } from '@tessera/shared/editor';

const TASK_NAME_MAX_LENGTH = 200;

/** The editor's plain-text forms (a mention as its label, a hard break as a line break), as the document's text uses. */
export const TEXT_SERIALIZERS = getTextSerializersFromSchema(editorSchema);

/** Each task item's own text (not its nested list's), in document order: the order its checkboxes are rendered in. */
export function taskItemNames(node: ProseMirrorNode): string[] {
  const names: string[] = [];
  node.descendants((child) => {
    if (child.type.name !== 'taskItem') return true;
    const own: string[] = [];
    child.forEach((block) => {
      if (block.type.name !== 'taskList') own.push(getText(block, { blockSeparator: ' ', textSerializers: TEXT_SERIALIZERS }));
    });
    names.push(own.join(' ').replace(/\s+/g, ' ').trim().slice(0, TASK_NAME_MAX_LENGTH) || 'Task');
    return true;
  });
  return names;
}

/** The parsed form of stored content, for the migration (null when it no longer fits the editor's schema). */
export function storedNode(content: string): ProseMirrorNode | null {
  try {
    return editorSchema.nodeFromJSON(JSON.parse(content));
  } catch {
    return null;
  }
}
