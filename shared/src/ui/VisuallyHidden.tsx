// Text for screen readers only (what a colour or an icon says to sighted users). A visible label's words stay in the
// accessible name this way, which an aria-label on a plain element would replace (and axe refuses on a span).
import type { CSSProperties, ReactNode } from 'react';

export const visuallyHiddenStyle: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span style={visuallyHiddenStyle} id={id}>
      {children}
    </span>
  );
}
