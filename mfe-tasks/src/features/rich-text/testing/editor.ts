// Tests drive the shared editor through its commands (jsdom has no real typing or selection; Playwright types).
import type { Editor } from '@tiptap/core';
import { act, screen, within } from '@testing-library/react';

/** The Tiptap editor behind a rich-text box (Tiptap keeps it on the view's element), once its code has loaded. */
export async function findEditor(testId: string, container?: HTMLElement): Promise<{ element: HTMLElement; editor: Editor }> {
  const element = await (container ? within(container) : screen).findByTestId(testId);
  return { element, editor: (element as HTMLElement & { editor: Editor }).editor };
}

/** Replaces the box's content as a user edit would (the change is reported to the form). */
export async function setEditorContent(testId: string, html: string, container?: HTMLElement): Promise<HTMLElement> {
  const { element, editor } = await findEditor(testId, container);
  act(() => {
    editor.commands.setContent(html, { emitUpdate: true });
  });
  return element;
}
