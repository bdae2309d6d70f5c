// The outline on the right: the document's headings; choosing one (click or Enter) scrolls to it and puts the
// cursor there.
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Button, Popover, Typography } from '@tessera/shared';
import { useRef, useState } from 'react';
import { outlineOf, sameOutline, type OutlineHeading } from '../model/outline';

export const OUTLINE_LABEL = 'Outline';
export const OUTLINE_EMPTY = 'Headings you add appear here.';

export function scrollToHeading(editor: Editor, heading: OutlineHeading) {
  const element = editor.view.nodeDOM(heading.pos);
  if (element instanceof HTMLElement) element.scrollIntoView({ block: 'start', behavior: 'smooth' });
  editor.chain().setTextSelection(heading.pos + 1).focus(undefined, { scrollIntoView: false }).run();
}

export function OutlinePopover({ editor }: { editor: Editor }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // The popover renders at the end of the page: focus goes into it on opening, and back to the button on Escape.
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) trigger.current?.focus();
  };
  const headings = useEditorState({ editor, selector: ({ editor: current }) => outlineOf(current.state.doc), equalityFn: (a, b) => b !== null && sameOutline(a, b) });
  const content = (
    <nav aria-label="Document outline" data-testid="document-outline" style={{ maxWidth: 280, maxHeight: '60vh', overflowY: 'auto' }}>
      {headings.length === 0 ? (
        <Typography.Text type="secondary">{OUTLINE_EMPTY}</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {headings.map((heading, index) => (
            <li key={heading.pos} style={{ paddingLeft: (heading.level - 1) * 12 }}>
              <Button
                autoFocus={index === 0}
                type="link"
                size="small"
                // 24px tall: the outline's entries are touch targets (WCAG 2.2 target size).
                style={{ padding: 0, height: 'auto', minHeight: 24, whiteSpace: 'normal', textAlign: 'left' }}
                onClick={() => {
                  setOpen(false);
                  scrollToHeading(editor, heading);
                }}
              >
                {heading.text || '(untitled heading)'}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
  return (
    <Popover content={content} title={OUTLINE_LABEL} trigger="click" placement="leftTop" open={open} onOpenChange={changeOpen}>
      <Button ref={trigger} aria-expanded={open} data-testid="document-outline-toggle">
        {OUTLINE_LABEL}
      </Button>
    </Popover>
  );
}
