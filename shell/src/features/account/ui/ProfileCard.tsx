import { Card, Descriptions, Tag, type CurrentUser, type RoleType } from '@tessera/shared';

export const ROLE_LABELS: Record<RoleType, string> = { admin: 'Administrator', manager: 'Manager (faculty)', member: 'Member' };

export function ProfileCard({ user }: { user: CurrentUser }) {
  const roleLabel = ROLE_LABELS[user.roleType];
  // Global roles beyond what the role label already says.
  const otherRoles = user.globalRoles.filter((role) => role !== roleLabel);
  return (
    <Card title="Profile" data-testid="account-profile">
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Name">{user.name}</Descriptions.Item>
        <Descriptions.Item label="Email">{user.email || '—'}</Descriptions.Item>
        <Descriptions.Item label="Login">{user.login || '—'}</Descriptions.Item>
        <Descriptions.Item label="Role">
          {roleLabel}
          {otherRoles.length > 0 ? (
            <span style={{ marginInlineStart: 8 }}>
              {otherRoles.map((role) => (
                <Tag key={role}>{role}</Tag>
              ))}
            </span>
          ) : null}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
