// /admin/ai: the global AI switches and the providers. Admins only; anyone else gets a page saying so (and no request).
import { Alert, Flex, Typography, isAdmin, useCurrentUser } from '@tessera/shared';
import { AiFeaturesCard } from './AiFeaturesCard';
import { ProvidersCard } from './ProvidersCard';
import { AI_MESSAGES } from './messages';

export function AiSettingsPage() {
  const { user } = useCurrentUser();
  // RequireAuth renders this page only for a signed-in user.
  if (!user) return null;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200, margin: '0 auto' }} data-testid="page-ai-settings">
      <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
        {AI_MESSAGES.title}
      </Typography.Title>
      {isAdmin(user) ? (
        <>
          <AiFeaturesCard />
          <ProvidersCard />
        </>
      ) : (
        <Alert type="info" showIcon title={AI_MESSAGES.adminsOnly} data-testid="ai-admins-only" />
      )}
    </Flex>
  );
}
