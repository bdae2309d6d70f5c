// What the toolbars show as pressed or possible, read from the editor's state (one selector, so a keystroke that
// changes none of it re-renders no button).
import type { Editor } from '@tiptap/core';

export const HEADING_LEVELS = [1, 2, 3] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  strike: boolean;
  code: boolean;
  link: boolean;
  headings: Record<HeadingLevel, boolean>;
  bulletList: boolean;
  orderedList: boolean;
  taskList: boolean;
  codeBlock: boolean;
  blockquote: boolean;
  inTable: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

export function toolbarStateOf(editor: Editor): ToolbarState {
  const can = editor.can();
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    strike: editor.isActive('strike'),
    code: editor.isActive('code'),
    link: editor.isActive('link'),
    headings: { 1: editor.isActive('heading', { level: 1 }), 2: editor.isActive('heading', { level: 2 }), 3: editor.isActive('heading', { level: 3 }) },
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    taskList: editor.isActive('taskList'),
    codeBlock: editor.isActive('codeBlock'),
    blockquote: editor.isActive('blockquote'),
    inTable: editor.isActive('table'),
    // The undo commands come from StarterKit's history or, under co-editing, from the collaboration extension.
    canUndo: typeof editor.commands.undo === 'function' && can.undo(),
    canRedo: typeof editor.commands.redo === 'function' && can.redo(),
  };
}
