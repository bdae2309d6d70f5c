// The editor's two toolbars: the fixed row above the text for blocks (headings, lists, code, tables, links, undo) and
// the floating one on a selection for its format. Each is an ARIA toolbar: Tab reaches every button, the arrow
// keys move between them.
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { BubbleMenu, type BubbleMenuProps } from '@tiptap/react/menus';
import { Flex } from '@tessera/shared';
import type { KeyboardEvent, ReactNode } from 'react';
import { HEADING_LEVELS, toolbarStateOf, type ToolbarState } from './toolbar-state';
import { ToolbarButton } from './ToolbarButton';

export const TABLE_SIZE = { rows: 3, cols: 3 } as const;

/** Alt+F10 in the text moves to the selection's toolbar when it shows, else to the fixed one (as in other editors). */
export const TOOLBAR_SHORTCUT = 'Alt+F10';

/** How long Alt+F10 waits for the selection's toolbar: it shows a moment after the selection changes. */
const BUBBLE_WAIT_MS = 600;

const firstButton = (selector: string) => document.querySelector<HTMLButtonElement>(`${selector} button:not([disabled])`);

export function focusToolbar(editor: Editor): void {
  const fixed = () => firstButton('[data-testid="document-toolbar"]')?.focus();
  if (editor.state.selection.empty) {
    fixed();
    return;
  }
  // The selection's toolbar is only in the page while it shows.
  const started = Date.now();
  const tryBubble = () => {
    const bubble = firstButton('[data-testid="document-format-bubble"]');
    if (bubble) bubble.focus();
    else if (Date.now() - started < BUBBLE_WAIT_MS) setTimeout(tryBubble, 50);
    else fixed();
  };
  tryBubble();
}

/** Arrow keys move between a toolbar's buttons (Home and End to its ends); Escape goes back to the text. */
function moveFocus(event: KeyboardEvent<HTMLElement>, editor: Editor) {
  if (event.key === 'Escape') {
    event.preventDefault();
    editor.commands.focus();
    return;
  }
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (buttons.length === 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : (index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next].focus();
}

function Toolbar({ label, children, testId, editor }: { label: string; children: ReactNode; testId: string; editor: Editor }) {
  return (
    <Flex role="toolbar" aria-label={label} data-testid={testId} wrap gap={2} align="center" onKeyDown={(event) => moveFocus(event, editor)}>
      {children}
    </Flex>
  );
}

const Separator = () => <span aria-hidden style={{ width: 1, alignSelf: 'stretch', background: 'rgba(5, 5, 5, 0.15)', margin: '0 4px' }} />;

const IDLE_STATE: ToolbarState = {
  bold: false, italic: false, strike: false, code: false, link: false, headings: { 1: false, 2: false, 3: false }, bulletList: false,
  orderedList: false, taskList: false, codeBlock: false, blockquote: false, inTable: false, canUndo: false, canRedo: false,
};

function useToolbarState(editor: Editor): ToolbarState {
  // A toolbar may render once more while its editor is torn down (a comment editor closing): nothing is active then.
  return useEditorState({ editor, selector: ({ editor: current }) => (current && !current.isDestroyed ? toolbarStateOf(current) : IDLE_STATE) });
}

export interface ToolbarProps {
  editor: Editor;
  /** Opens the link dialog for the selection. */
  onLink: () => void;
  /** Buttons other features add (an image upload), at the end of the row. */
  extras?: ReactNode;
  /** The toolbar's accessible name and test id (a task panel holds two editors: description and comment). */
  label?: string;
  testId?: string;
}

function MarkButtons({ editor, state, onLink }: { editor: Editor; state: ToolbarState; onLink: () => void }) {
  const chain = () => editor.chain().focus();
  return (
    <>
      <ToolbarButton label="Bold" glyph="B" pressed={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolbarButton label="Italic" glyph={<i>I</i>} pressed={state.italic} onClick={() => chain().toggleItalic().run()} />
      <ToolbarButton label="Strikethrough" glyph={<s>S</s>} pressed={state.strike} onClick={() => chain().toggleStrike().run()} />
      <ToolbarButton label="Inline code" glyph="</>" pressed={state.code} onClick={() => chain().toggleCode().run()} />
      <ToolbarButton label="Link" glyph="Link" pressed={state.link} onClick={onLink} />
    </>
  );
}

function HeadingButtons({ editor, state }: { editor: Editor; state: ToolbarState }) {
  return (
    <>
      {HEADING_LEVELS.map((level) => (
        <ToolbarButton
          key={level}
          label={`Heading ${level}`}
          glyph={`H${level}`}
          pressed={state.headings[level]}
          onClick={() => editor.chain().focus().toggleHeading({ level }).run()}
        />
      ))}
    </>
  );
}

function ListButtons({ editor, state }: { editor: Editor; state: ToolbarState }) {
  const chain = () => editor.chain().focus();
  return (
    <>
      <ToolbarButton label="Bullet list" glyph="•" pressed={state.bulletList} onClick={() => chain().toggleBulletList().run()} />
      <ToolbarButton label="Numbered list" glyph="1." pressed={state.orderedList} onClick={() => chain().toggleOrderedList().run()} />
      <ToolbarButton label="Task list" glyph="☑" pressed={state.taskList} onClick={() => chain().toggleTaskList().run()} />
    </>
  );
}

function TableButtons({ editor, state }: { editor: Editor; state: ToolbarState }) {
  const chain = () => editor.chain().focus();
  if (!state.inTable) {
    return <ToolbarButton label="Insert table" glyph="⊞" onClick={() => chain().insertTable({ ...TABLE_SIZE, withHeaderRow: true }).run()} />;
  }
  return (
    <>
      <ToolbarButton label="Add row below" glyph="+Row" onClick={() => chain().addRowAfter().run()} />
      <ToolbarButton label="Add column right" glyph="+Col" onClick={() => chain().addColumnAfter().run()} />
      <ToolbarButton label="Delete row" glyph="−Row" onClick={() => chain().deleteRow().run()} />
      <ToolbarButton label="Delete column" glyph="−Col" onClick={() => chain().deleteColumn().run()} />
      <ToolbarButton label="Toggle header row" glyph="Hdr" onClick={() => chain().toggleHeaderRow().run()} />
      <ToolbarButton label="Delete table" glyph="×Tbl" onClick={() => chain().deleteTable().run()} />
    </>
  );
}

/** The fixed row: block types, tables, links, undo and redo. */
export function BlockToolbar({ editor, onLink, extras, label = 'Document formatting', testId = 'document-toolbar' }: ToolbarProps) {
  const state = useToolbarState(editor);
  const chain = () => editor.chain().focus();
  return (
    <Toolbar label={label} testId={testId} editor={editor}>
      <HeadingButtons editor={editor} state={state} />
      <Separator />
      <ListButtons editor={editor} state={state} />
      <ToolbarButton label="Code block" glyph="{ }" pressed={state.codeBlock} onClick={() => chain().toggleCodeBlock().run()} />
      <ToolbarButton label="Quote" glyph="❝" pressed={state.blockquote} onClick={() => chain().toggleBlockquote().run()} />
      <Separator />
      <TableButtons editor={editor} state={state} />
      <Separator />
      <ToolbarButton label="Link" glyph="Link" pressed={state.link} onClick={onLink} />
      {extras}
      <Separator />
      <ToolbarButton label="Undo" glyph="↶" disabled={!state.canUndo} onClick={() => chain().undo().run()} />
      <ToolbarButton label="Redo" glyph="↷" disabled={!state.canRedo} onClick={() => chain().redo().run()} />
    </Toolbar>
  );
}

/** The floating toolbar over a text selection: marks, link, headings and lists, then other features' buttons (Comment). */
export function FormatBubble({ editor, onLink, extras }: ToolbarProps) {
  const state = useToolbarState(editor);
  return (
    <BubbleMenu editor={editor} options={{ placement: 'top' }}>
      <div className="document-format-bubble">
        <Toolbar label="Selection formatting" testId="document-format-bubble" editor={editor}>
          <MarkButtons editor={editor} state={state} onLink={onLink} />
          <Separator />
          <HeadingButtons editor={editor} state={state} />
          <Separator />
          <ToolbarButton label="Bullet list" glyph="•" pressed={state.bulletList} onClick={() => editor.chain().focus().toggleBulletList().run()} />
          <ToolbarButton label="Numbered list" glyph="1." pressed={state.orderedList} onClick={() => editor.chain().focus().toggleOrderedList().run()} />
          {extras ? (
            <>
              <Separator />
              {extras}
            </>
          ) : null}
        </Toolbar>
      </div>
    </BubbleMenu>
  );
}

/**
 * A reader's selection: the text cannot take the focus (it is not editable), so the toolbar shows while the page's
 * selection is inside the text, or while a button of the toolbar has the focus.
 */
const readerShouldShow: NonNullable<BubbleMenuProps['shouldShow']> = ({ view, state, from, to, element }) => {
  if (state.selection.empty || state.doc.textBetween(from, to, ' ').trim() === '') return false;
  if (element.contains(document.activeElement)) return true;
  const anchor = document.getSelection()?.anchorNode ?? null;
  return anchor !== null && view.dom.contains(anchor);
};

/** The floating toolbar over a reader's selection: only other features' buttons (Comment). */
export function ReaderSelectionBubble({ editor, children }: { editor: Editor; children: ReactNode }) {
  return (
    <BubbleMenu editor={editor} options={{ placement: 'top' }} shouldShow={readerShouldShow}>
      <div className="document-format-bubble">
        <Toolbar label="Selection actions" testId="document-reader-bubble" editor={editor}>
          {children}
        </Toolbar>
      </div>
    </BubbleMenu>
  );
}
