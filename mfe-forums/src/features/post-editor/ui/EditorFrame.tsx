// The editor's box, drawn the same by the editor and by its loading placeholder: the page does not jump when the
// editor's code arrives.
import type { CSSProperties, ReactNode } from 'react';

/** One row of small (24 px) buttons with 4 px around and a 1 px rule: 33 px, loaded or not. */
export const TOOLBAR_STYLE: CSSProperties = { padding: 4, borderBottom: '1px solid #f0f0f0', minHeight: 33, boxSizing: 'border-box' };
export const CONTENT_STYLE: CSSProperties = { padding: '4px 11px', minHeight: 120 };

export function EditorFrame({ invalid, children }: { invalid?: boolean; children: ReactNode }) {
  return <div style={{ border: `1px solid ${invalid ? '#ff4d4f' : '#d9d9d9'}`, borderRadius: 6 }}>{children}</div>;
}
