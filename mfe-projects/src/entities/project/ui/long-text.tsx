// Project names can be 255 characters long, with or without spaces: they wrap (breaking a long word anywhere) or
// are cut to a few lines with an ellipsis, with the full name in a title, rather than push a card, a cell or a toast
// off the screen.
import type { CSSProperties, ReactNode } from 'react';

export const BREAK_ANYWHERE: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word' };

/** At most `lines` lines, ending in an ellipsis. */
export function clampLines(lines: number): CSSProperties {
  return { ...BREAK_ANYWHERE, display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines, overflow: 'hidden' };
}

/**
 * Text cut to `lines` lines, the whole of it in `title`. Its own element: antd's Typography sets the line clamp of
 * its element itself (to nothing, without its `ellipsis`), so a clamp in a Typography's style is lost.
 */
export function ClampedText({ lines, title, children, 'data-testid': testId }: { lines: number; title?: string; children: ReactNode; 'data-testid'?: string }) {
  return (
    <span style={clampLines(lines)} title={title} data-testid={testId}>
      {children}
    </span>
  );
}

/** A toast's text: as wide as the screen allows, wrapping anywhere. */
const TOAST_TEXT_STYLE: CSSProperties = {
  ...BREAK_ANYWHERE,
  display: 'inline-block',
  maxWidth: 'min(640px, calc(100vw - 96px))',
  verticalAlign: 'top',
  textAlign: 'start',
};

export function toastText(text: ReactNode): ReactNode {
  return <span style={TOAST_TEXT_STYLE}>{text}</span>;
}
