// A coloured chip (type, priority, status, story points) in plain markup: the colour comes from the server, so it is
// darkened where needed to keep AA contrast on the chip's white background (antd's Tag tints the background from the
// colour instead, which light colours fail). `label` is read before the value ('Priority: High') where no column
// header says it.
import type { CSSProperties } from 'react';
import { VisuallyHidden } from '@tessera/shared';
import { readableOnWhite } from '../model/readable-color';

const chipStyle: CSSProperties = {
  display: 'inline-block',
  fontSize: 12,
  lineHeight: '18px',
  padding: '0 6px',
  borderRadius: 4,
  border: '1px solid',
  whiteSpace: 'nowrap',
  background: '#fff',
};

export function ColorChip({ color, children, label }: { color: string; children: string; label?: string }) {
  const readable = readableOnWhite(color);
  return (
    <span style={{ ...chipStyle, color: readable, borderColor: readable }}>
      {label ? <VisuallyHidden>{`${label}: `}</VisuallyHidden> : null}
      {children}
    </span>
  );
}
