// The editor's extension list, composed: the one schema list from @tessera/shared/editor (exactly what the server
// accepts), client-only extensions that add no schema (the placeholder), and what other features bring (co-editing,
// images, mentions). A feature's extension with the name of a listed one replaces it in place (a configured Mention
// with its suggestion picker replaces the plain Mention), so the schema never gains a second node of one name.
import type { AnyExtension } from '@tiptap/core';
import { Placeholder } from '@tiptap/extensions';
import { editorExtensions } from '@tessera/shared/editor';
import { composeExtensions } from '@tessera/shared/editor/react';

export { composeExtensions };

export const EDITOR_PLACEHOLDER = 'Start writing…';

export interface ComposeOptions {
  /** Extensions of other features (co-editing, document-images, mentions). */
  extraExtensions?: readonly AnyExtension[];
  /** false under co-editing: its collaboration extension brings its own undo history. */
  undoRedo?: boolean;
  placeholder?: string;
}

export function documentEditorExtensions({ extraExtensions = [], undoRedo = true, placeholder = EDITOR_PLACEHOLDER }: ComposeOptions = {}): AnyExtension[] {
  const clientOnly: AnyExtension[] = [Placeholder.configure({ placeholder })];
  return composeExtensions([...editorExtensions({ undoRedo }), ...clientOnly], extraExtensions);
}
