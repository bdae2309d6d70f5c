// The shared schema's mention node with the picker on '@': a Tiptap Suggestion whose popup is MentionList, rendered
// through the editor's React tree (so it sees the page's query client) and placed under the caret.
import type { Editor } from '@tiptap/core';
import Mention from '@tiptap/extension-mention';
import { ReactRenderer } from '@tiptap/react';
import type { SuggestionProps } from '@tiptap/suggestion';
import { MentionList, type MentionAttributes, type MentionListHandle, type MentionListProps } from './MentionList';

export interface MentionExtensionOptions {
  projectId: number;
}

/** The editor's accessibility attributes while the picker is open: it controls the listbox, and names the active option. */
function setComboboxState(editor: Editor, state: { listboxId: string; optionId: string | null } | null): void {
  const dom = editor.view.dom;
  if (!state) {
    for (const name of ['aria-controls', 'aria-activedescendant', 'aria-autocomplete']) dom.removeAttribute(name);
    return;
  }
  // A textbox takes no aria-expanded: that the listbox is open shows through aria-controls and the active option.
  dom.setAttribute('aria-autocomplete', 'list');
  dom.setAttribute('aria-controls', state.listboxId);
  if (state.optionId) dom.setAttribute('aria-activedescendant', state.optionId);
  else dom.removeAttribute('aria-activedescendant');
}

function place(element: HTMLElement, rect: DOMRect | null | undefined): void {
  if (!rect) return;
  element.style.position = 'fixed';
  element.style.left = `${Math.max(8, Math.min(rect.left, window.innerWidth - 280))}px`;
  element.style.top = `${rect.bottom + 4}px`;
  element.style.zIndex = '1050';
}

/** `mention` (the shared schema's node: user id and label) with the project's member picker on '@'. */
export function mentionExtension({ projectId }: MentionExtensionOptions) {
  return Mention.configure({
    HTMLAttributes: { class: 'mention' },
    suggestion: {
      char: '@',
      // The picker fetches and ranks itself (with a loading, empty and error state); the plugin only tracks the query.
      items: () => [],
      render: () => {
        let renderer: ReactRenderer<MentionListHandle, MentionListProps> | null = null;
        let editor: Editor | null = null;
        const propsOf = (props: SuggestionProps<unknown, MentionAttributes>): MentionListProps => ({
          projectId,
          query: props.query,
          command: (attributes) => props.command(attributes),
          onActiveChange: (optionId, listboxId) => {
            if (editor && !editor.isDestroyed) setComboboxState(editor, { listboxId, optionId });
          },
        });
        return {
          onStart: (props) => {
            editor = props.editor;
            renderer = new ReactRenderer(MentionList, { editor: props.editor, props: propsOf(props) });
            // Beside the editor (inside the page's landmarks), placed over the page by fixed positioning.
            (props.editor.view.dom.parentElement ?? document.body).appendChild(renderer.element);
            place(renderer.element, props.clientRect?.());
          },
          onUpdate: (props) => {
            renderer?.updateProps(propsOf(props));
            if (renderer) place(renderer.element, props.clientRect?.());
          },
          onKeyDown: ({ event }) => (event.key === 'Escape' ? false : (renderer?.ref?.onKeyDown(event) ?? false)),
          onExit: () => {
            if (editor && !editor.isDestroyed) setComboboxState(editor, null);
            renderer?.element.remove();
            renderer?.destroy();
            renderer = null;
          },
        };
      },
    },
  });
}
