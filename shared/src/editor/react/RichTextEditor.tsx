// The compact rich-text editor of the suite's short texts (a task's description, a comment): the documents editor's
// schema, toolbar, link dialog and styles, on formattable text. It starts from the server's sanitised HTML (which
// Tiptap parses with the same schema) and reports OpenProject Markdown (formattableMarkdown) on every change.
import type { AnyExtension, Editor } from '@tiptap/core';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import { editorExtensions } from '@tessera/shared/editor';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { composeExtensions } from './compose';
import { EditorStyles } from './editor-styles';
import { BlockToolbar, TOOLBAR_SHORTCUT, focusToolbar } from './EditorToolbars';
import { LinkDialog } from './LinkDialog';
import { mentionExtension } from './mentions/ui/mention-extension';
import { formattableMarkdown, type DocumentNode } from './markdown';
import { TaskReferences } from './references/task-references';

export interface RichTextEditorProps {
  /** The saved text as the server rendered it (sanitised HTML); read when the editor starts or `resetKey` changes. */
  html: string;
  /** The text as OpenProject Markdown, after every change the user makes. */
  onChange: (markdown: string) => void;
  /** The text box's accessible name (also names its toolbar). */
  label: string;
  testId: string;
  placeholder?: string;
  /** A new key replaces the content with `html` (another task selected, a comment sent, a conflict reloaded). */
  resetKey?: string | number;
  /** Extensions of other features (image paste), replacing the schema's plain ones. */
  extraExtensions?: readonly AnyExtension[];
  /** The project whose members '@' offers (the documents' picker and ranking); without it '@' is plain text. */
  mentionProjectId?: number;
  /** Ctrl/Cmd+Enter in the text (a comment box sends). */
  onSubmitShortcut?: () => void;
  /** Buttons other features add to the toolbar. */
  toolbarExtras?: (editor: Editor) => ReactNode;
  /** Error styling (a blank comment). */
  invalid?: boolean;
  minHeight?: number;
}

export function RichTextEditor({
  html,
  onChange,
  label,
  testId,
  placeholder = '',
  resetKey,
  extraExtensions = [],
  mentionProjectId,
  onSubmitShortcut,
  toolbarExtras,
  invalid = false,
  minHeight = 96,
}: RichTextEditorProps) {
  // Callbacks through refs: the editor is built once, the parent's handlers change every render.
  const onChangeRef = useRef(onChange);
  const submitRef = useRef(onSubmitShortcut);
  useEffect(() => {
    onChangeRef.current = onChange;
    submitRef.current = onSubmitShortcut;
  });
  const [linkOpen, setLinkOpen] = useState(false);

  const editor = useEditor({
    // '#123 ' links task 123 (a reference the server records).
    extensions: composeExtensions([...editorExtensions(), Placeholder.configure({ placeholder }), TaskReferences], [
      ...(mentionProjectId ? [mentionExtension({ projectId: mentionProjectId })] : []),
      ...extraExtensions,
    ]),
    content: html || '',
    // Only the user's edits are reported: loading or resetting the content is not a change to save.
    onUpdate: ({ editor: current }) => {
      onChangeRef.current(formattableMarkdown(current.getJSON() as DocumentNode));
    },
    editorProps: {
      handleKeyDown: (view, event) => {
        const current = (view.dom as HTMLElement & { editor?: Editor }).editor;
        if (event.altKey && event.key === 'F10' && current) {
          event.preventDefault();
          focusToolbar(current);
          return true;
        }
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && submitRef.current) {
          event.preventDefault();
          submitRef.current();
          return true;
        }
        return false;
      },
      attributes: {
        class: 'document-editor-content rich-text-editor-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-keyshortcuts': TOOLBAR_SHORTCUT,
        'data-testid': testId,
        style: `min-height: ${minHeight}px`,
      },
    },
  });

  // Another task, a sent comment or a reloaded conflict: the saved text replaces what the editor shows.
  const loadedKey = useRef(resetKey);
  useEffect(() => {
    if (!editor || loadedKey.current === resetKey) return;
    loadedKey.current = resetKey;
    editor.commands.setContent(html || '', { emitUpdate: false });
  }, [editor, resetKey, html]);

  return (
    <div data-testid={`${testId}-container`} style={{ border: `1px solid ${invalid ? '#ff4d4f' : 'rgba(5, 5, 5, 0.15)'}`, borderRadius: 6, padding: '4px 12px' }}>
      <EditorStyles />
      {editor ? <BlockToolbar editor={editor} onLink={() => setLinkOpen(true)} label={`${label} formatting`} testId={`${testId}-toolbar`} extras={toolbarExtras?.(editor)} /> : null}
      <EditorContent editor={editor} />
      {editor ? <LinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} /> : null}
    </div>
  );
}
