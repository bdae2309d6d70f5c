// A user's avatar: their picture when there is one, else initials on a colour derived from the name
// (the same person always gets the same colour).
import { Avatar } from './antd';
import type { AvatarProps } from './antd';

export const AVATAR_COLORS = ['#3559e0', '#1f9d55', '#d97706', '#c2410c', '#7c3aed', '#0e7490', '#be185d', '#4d7c0f'] as const;

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
}

export function UserAvatar({ name, src, size, className }: UserAvatarProps) {
  if (src) return <Avatar src={src} alt={name} size={size} className={className} />;
  return (
    <Avatar
      size={size}
      className={className}
      style={{ backgroundColor: avatarColorOf(name), color: '#fff' }}
      aria-label={name}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
