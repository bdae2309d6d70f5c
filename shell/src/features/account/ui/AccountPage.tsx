// /account: profile, password change, API tokens.
import { Flex, Typography, useCurrentUser } from '@tessera/shared';
import { ProfileCard } from './ProfileCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { ApiTokensCard } from './ApiTokensCard';

export function AccountPage() {
  const { user } = useCurrentUser();
  // RequireAuth renders this page only for a signed-in user.
  if (!user) return null;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, margin: '0 auto' }} data-testid="page-account">
      <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
        Account
      </Typography.Title>
      <ProfileCard user={user} />
      <ChangePasswordCard />
      <ApiTokensCard />
    </Flex>
  );
}
