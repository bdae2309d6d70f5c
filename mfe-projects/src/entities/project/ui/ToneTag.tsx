// Tags whose text keeps 4.5:1 contrast on the tag's own background (WCAG 2.2 AA). antd's preset colours
// (`color="green"`, "gold", "blue"...) draw their text in the palette's 6th/7th shade on its 1st, about 3:1.
import type { ReactNode } from 'react';
import { Tag } from '@tessera/shared';

/** Text, background and border of each tone; every text colour is at least 6:1 on its background. */
export const TAG_TONES = {
  green: { color: '#166534', background: '#f0fdf4', borderColor: '#bbf7d0' },
  blue: { color: '#1d4ed8', background: '#eff6ff', borderColor: '#bfdbfe' },
  orange: { color: '#9a3412', background: '#fff7ed', borderColor: '#fed7aa' },
  purple: { color: '#6b21a8', background: '#faf5ff', borderColor: '#e9d5ff' },
  gold: { color: '#854d0e', background: '#fefce8', borderColor: '#fde68a' },
  gray: { color: '#374151', background: '#f3f4f6', borderColor: '#d1d5db' },
} as const;

export type TagTone = keyof typeof TAG_TONES;

export function ToneTag({ tone, children, 'data-testid': testId }: { tone: TagTone; children: ReactNode; 'data-testid'?: string }) {
  return (
    <Tag style={TAG_TONES[tone]} data-testid={testId}>
      {children}
    </Tag>
  );
}
