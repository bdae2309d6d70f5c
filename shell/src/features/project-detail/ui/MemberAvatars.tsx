// Up to 4 member avatars, then '+N' with a tooltip 'N more members' (N counts every member, embedded or not).
import { Avatar, Flex, Tooltip, UserAvatar, type ProjectMember } from '@tessera/shared';

/** Spec 000 section 9: the header shows up to 4 member avatars. */
export const MAX_HEADER_AVATARS = 4;

export function moreMembersLabel(count: number): string {
  return `${count} more member${count === 1 ? '' : 's'}`;
}

export function MemberAvatars({ members, memberTotal }: { members: ProjectMember[]; memberTotal: number }) {
  const shown = members.slice(0, MAX_HEADER_AVATARS);
  const hidden = Math.max(0, memberTotal - shown.length);
  if (memberTotal === 0) return null;
  return (
    <Flex gap={4} align="center" data-testid="member-avatars" role="group" aria-label={`${memberTotal} members`}>
      {shown.map((member) => (
        <Tooltip key={member.id} title={member.principalName}>
          <span data-testid="member-avatar">
            <UserAvatar name={member.principalName} src={member.avatarUrl} />
          </span>
        </Tooltip>
      ))}
      {hidden > 0 ? (
        <Tooltip title={moreMembersLabel(hidden)}>
          <span data-testid="member-overflow" role="img" aria-label={moreMembersLabel(hidden)}>
            <Avatar style={{ backgroundColor: '#e5e7eb', color: '#374151' }}>+{hidden}</Avatar>
          </span>
        </Tooltip>
      ) : null}
    </Flex>
  );
}
