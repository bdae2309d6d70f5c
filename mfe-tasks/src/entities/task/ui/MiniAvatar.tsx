// UserAvatar's look (same initials and colours) in plain markup: a board renders thousands of cards, and antd's
// Avatar measures itself on mount. The name's colour is darkened where white initials on it would fall below AA
// contrast (the shared palette has ambers and greens that do).
import type { CSSProperties } from 'react';
import { avatarColorOf, initialsOf } from '@tessera/shared';
import { readableOnWhite } from '../model/readable-color';

const avatarStyle: CSSProperties = {
  width: 24, height: 24, borderRadius: '50%', display: 'inline-flex', alignItems: 'center', justifyContent: 'center',
  color: '#fff', fontSize: 11, fontWeight: 600, border: '2px solid #fff', objectFit: 'cover', flex: '0 0 auto',
};

export interface MiniAvatarProps {
  name: string;
  src: string | null;
  /** The name is written next to it: screen readers skip the picture. */
  decorative?: boolean;
  style?: CSSProperties;
}

/** A person's picture or initials; a native title names the person. */
export function MiniAvatar({ name, src, decorative = false, style }: MiniAvatarProps) {
  const shown = { ...avatarStyle, ...style };
  if (src) return <img src={src} alt={decorative ? '' : name} title={name} style={shown} />;
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      title={name}
      style={{ ...shown, background: readableOnWhite(avatarColorOf(name)) }}
    >
      {initialsOf(name)}
    </span>
  );
}
