// The preview card of a link to a task or a document (issue 22), shown while the pointer is on the link, while the
// link has keyboard focus (a rendered comment), or while the caret is in it (the editor). The target is read with
// the normal API: one the reader may not see answers 404 and the card shows nothing of it.
import { Card, Flex, Link, Typography } from '@tessera/shared';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useReferencePreview } from '../api/references';
import { referenceOfHref, type ReferenceTarget } from '../model/reference-href';

export const PREVIEW_LOADING = 'Loading preview...';

interface Shown {
  target: ReferenceTarget;
  /** Where the card goes, relative to the wrapper. */
  top: number;
  left: number;
}

/** How long the card stays after the pointer leaves the link (time to move onto the card). */
const HIDE_DELAY_MS = 200;

function PreviewCard({ shown, id, onPointerEnter, onPointerLeave }: { shown: Shown; id: string; onPointerEnter: () => void; onPointerLeave: () => void }) {
  const preview = useReferencePreview(shown.target);
  // Not visible to the reader (or gone): nothing is shown, not even that it exists.
  if (preview.isError) return null;
  return (
    <div
      role="tooltip"
      id={id}
      data-testid="reference-preview"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      style={{ position: 'absolute', top: shown.top, left: shown.left, zIndex: 1050, width: 320, maxWidth: '90vw' }}
    >
      <Card size="small">
        {preview.data ? (
          <Flex vertical gap={2}>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {preview.data.kind === 'task' ? `#${preview.data.id} ${preview.data.title}` : preview.data.title}
            </Typography.Text>
            <Typography.Text type="secondary">{preview.data.details.join(' · ')}</Typography.Text>
            <Typography.Text type="secondary">{preview.data.projectName}</Typography.Text>
            <Link to={preview.data.href}>{preview.data.kind === 'task' ? 'Open task' : 'Open document'}</Link>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{PREVIEW_LOADING}</Typography.Text>
        )}
      </Card>
    </div>
  );
}

/** Wraps rendered or editable rich text: its links to tasks and documents preview on hover and focus. */
export function ReferencePreview({ children }: { children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const cardId = useId();

  const cancelHide = () => window.clearTimeout(hideTimer.current);
  const hideSoon = useCallback(() => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setShown(null), HIDE_DELAY_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const showFor = useCallback((anchor: HTMLAnchorElement | null) => {
    const box = wrapper.current;
    const target = anchor && box?.contains(anchor) ? referenceOfHref(anchor.getAttribute('href')) : null;
    if (!target || !box || !anchor) return false;
    window.clearTimeout(hideTimer.current);
    const outer = box.getBoundingClientRect();
    const rect = anchor.getBoundingClientRect();
    setShown((current) =>
      current && current.target.kind === target.kind && current.target.id === target.id ? current : { target, top: rect.bottom - outer.top + 4, left: Math.max(0, rect.left - outer.left) },
    );
    return true;
  }, []);

  const anchorOf = (node: EventTarget | Node | null): HTMLAnchorElement | null => {
    const element = node instanceof Element ? node : node instanceof Node ? node.parentElement : null;
    return element?.closest('a[href]') ?? null;
  };

  // The caret inside a link of the editor (keyboard users of the text box).
  const fromSelection = () => {
    const anchor = anchorOf(document.getSelection()?.anchorNode ?? null);
    if (!showFor(anchor)) hideSoon();
  };

  return (
    <div
      ref={wrapper}
      style={{ position: 'relative' }}
      onMouseOver={(event) => {
        const anchor = anchorOf(event.target);
        if (anchor) showFor(anchor);
      }}
      onMouseOut={(event) => {
        if (anchorOf(event.target)) hideSoon();
      }}
      onFocus={(event) => {
        if (!showFor(anchorOf(event.target))) fromSelection();
      }}
      onBlur={hideSoon}
      onKeyUp={(event) => {
        if (event.key === 'Escape') setShown(null);
        else fromSelection();
      }}
    >
      {children}
      {shown ? <PreviewCard shown={shown} id={cardId} onPointerEnter={cancelHide} onPointerLeave={hideSoon} /> : null}
    </div>
  );
}
