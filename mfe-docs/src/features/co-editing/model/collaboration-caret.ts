// Other people's carets and selections in the editor, each in its person's colour with their name (what Tiptap's
// CollaborationCaret extension does; its releases stop short of the Tiptap version every package here pins, so the
// few lines it takes over y-tiptap's cursor plugin live here).
import { Extension } from '@tiptap/core';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import type { Awareness } from 'y-protocols/awareness';
import type { CoEditor } from './participants';

export interface CollaborationCaretOptions {
  /** The provider's awareness: where this user's caret is published and the others' are read. */
  awareness: Awareness | null;
  /** Who this user is to the others. */
  user: CoEditor | null;
}

/** A caret: a coloured bar with the person's name above it. Hidden from screen readers: the people list names them. */
export function renderCaret(user: CoEditor): HTMLElement {
  const caret = document.createElement('span');
  caret.className = 'collaboration-caret';
  caret.setAttribute('aria-hidden', 'true');
  caret.style.borderColor = user.color;
  const label = document.createElement('span');
  label.className = 'collaboration-caret__label';
  label.style.backgroundColor = user.color;
  label.textContent = user.name;
  caret.append(label);
  return caret;
}

/** A selection: the person's colour, translucent (the text stays readable under it). */
export const renderSelection = (user: CoEditor) => ({ class: 'collaboration-caret__selection', style: `background-color: ${user.color}33` });

export const CollaborationCaret = Extension.create<CollaborationCaretOptions>({
  name: 'collaborationCaret',
  // After the Collaboration extension (1000), whose sync plugin the cursor plugin reads.
  priority: 999,
  addOptions() {
    return { awareness: null, user: null };
  },
  addProseMirrorPlugins() {
    const { awareness, user } = this.options;
    if (!awareness || !user) return [];
    awareness.setLocalStateField('user', user);
    return [yCursorPlugin(awareness, { cursorBuilder: renderCaret, selectionBuilder: renderSelection })];
  },
});
