// A small rich-text editor for forum posts: the suite's one editor schema (what the server validates), with the
// basic toolbar (bold, italic, lists, link, code). It reports the JSON document and its plain text on every change.
import { editorExtensions } from '@tessera/shared/editor';
import { Button, Flex, Form, Input, Modal, VisuallyHidden } from '@tessera/shared';
import type { Editor, JSONContent } from '@tiptap/core';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { normaliseLinkHref, type PostContent } from '../model/post-content';
import { CONTENT_STYLE, EditorFrame, TOOLBAR_STYLE } from './EditorFrame';

export const INVALID_LINK_MESSAGE = 'Enter a web address (https://…) or a mail address (mailto:…).';

export interface PostEditorProps {
  /** The accessible name of the text area (the field's label). */
  label: string;
  /** The content to start from (a restored draft, the post being edited). */
  initialContent?: JSONContent | null;
  onChange: (content: PostContent) => void;
  placeholder?: string;
  /** The id of the element that describes the field (its error). */
  describedBy?: string;
  invalid?: boolean;
  autoFocus?: boolean;
  testId?: string;
}

const contentOf = (editor: Editor): PostContent => ({ doc: editor.getJSON(), text: editor.getText({ blockSeparator: '\n' }).trim() });

export function PostEditor({ label, initialContent, onChange, placeholder = '', describedBy, invalid, autoFocus, testId = 'post-editor' }: PostEditorProps) {
  const editor = useEditor({
    extensions: [...editorExtensions(), Placeholder.configure({ placeholder })],
    content: initialContent ?? undefined,
    autofocus: autoFocus ? 'end' : false,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => onChange(contentOf(current)),
  });
  // The field's name, description and state for assistive technology, kept current.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          'data-testid': testId,
          class: 'forum-post-editor',
        },
      },
    });
  }, [editor, label, describedBy, invalid, testId]);
  if (!editor) return null;
  return (
    <EditorFrame invalid={invalid}>
      <PostToolbar editor={editor} />
      <div style={CONTENT_STYLE}>
        <EditorContent editor={editor} />
      </div>
      <style>{'.forum-post-editor{min-height:110px;outline:none}.forum-post-editor p.is-editor-empty:first-child::before{content:attr(data-placeholder);color:#6b6b6b;float:left;height:0;pointer-events:none}'}</style>
    </EditorFrame>
  );
}

function ToolButton({ label, glyph, pressed, onClick }: { label: string; glyph: ReactNode; pressed?: boolean; onClick: () => void }) {
  return (
    <Button
      size="small"
      type={pressed ? 'primary' : 'text'}
      aria-pressed={pressed}
      title={label}
      // WCAG 2.2 target size: at least 24 px wide, however narrow the glyph.
      style={{ minWidth: 28 }}
      // Keep the editor's selection: pressing a button would otherwise blur the text first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <span aria-hidden style={{ fontWeight: 600 }}>{glyph}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Button>
  );
}

/** An ARIA toolbar: Tab reaches its buttons, the arrow keys move between them. */
function PostToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      code: current.isActive('code'),
      codeBlock: current.isActive('codeBlock'),
      link: current.isActive('link'),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();
  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    event.preventDefault();
    buttons[(index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length]?.focus();
  };
  return (
    <Flex role="toolbar" aria-label="Formatting" gap={2} wrap onKeyDown={moveFocus} style={TOOLBAR_STYLE}>
      <ToolButton label="Bold" glyph="B" pressed={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton label="Italic" glyph={<i>I</i>} pressed={state.italic} onClick={() => chain().toggleItalic().run()} />
      <ToolButton label="Bullet list" glyph="•" pressed={state.bulletList} onClick={() => chain().toggleBulletList().run()} />
      <ToolButton label="Numbered list" glyph="1." pressed={state.orderedList} onClick={() => chain().toggleOrderedList().run()} />
      <ToolButton label="Link" glyph="Link" pressed={state.link} onClick={() => setLinkOpen(true)} />
      <ToolButton label="Inline code" glyph="</>" pressed={state.code} onClick={() => chain().toggleCode().run()} />
      <ToolButton label="Code block" glyph="{ }" pressed={state.codeBlock} onClick={() => chain().toggleCodeBlock().run()} />
      <LinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} />
    </Flex>
  );
}

function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const apply = () => {
    const href = normaliseLinkHref(value);
    if (!href) {
      setError(INVALID_LINK_MESSAGE);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the linked text.
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: value.trim(), marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    close();
  };
  const close = () => {
    setValue('');
    setError(null);
    onClose();
  };
  return (
    <Modal open={open} title="Link" onCancel={close} footer={null} destroyOnHidden>
      <Form layout="vertical" onFinish={apply}>
        <Form.Item label="Address" htmlFor={inputId} validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Input id={inputId} autoFocus value={value} placeholder="https://example.com" onChange={(event) => { setValue(event.target.value); setError(null); }} />
        </Form.Item>
        <Flex justify="end" gap={8}>
          {editor.isActive('link') ? <Button danger onClick={() => { editor.chain().focus().extendMarkRange('link').unsetLink().run(); close(); }}>Remove link</Button> : null}
          <Button onClick={close}>Cancel</Button>
          <Button type="primary" htmlType="submit">Apply</Button>
        </Flex>
      </Form>
    </Modal>
  );
}
