// A user's avatar: their picture when there is one, else initials on a colour derived from the name
// (the same person always gets the same colour). White initials keep 4.5:1 on every colour (WCAG 2.2 AA).
import { Avatar } from './antd';
import type { AvatarProps } from './antd';

export const AVATAR_COLORS = ['#3559e0', '#15803d', '#b45309', '#c2410c', '#7c3aed', '#0e7490', '#be185d', '#4d7c0f'] as const;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0])[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function avatarColorOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length];
}

export interface UserAvatarProps {
  name: string;
  src?: string | null;
  size?: AvatarProps['size'];
  className?: string;
  /** Hidden from screen readers where the name is written next to it (it would be read twice). */
  decorative?: boolean;
}

export function UserAvatar({ name, src, size, className, decorative = false }: UserAvatarProps) {
  if (src) return <Avatar src={src} alt={decorative ? '' : name} size={size} className={className} aria-hidden={decorative || undefined} />;
  return (
    <Avatar
      size={size}
      className={className}
      style={{ backgroundColor: avatarColorOf(name), color: '#fff' }}
      // Initials read as letters; the picture they stand for is named by the person's name.
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
