import { Flex, Spin } from '@tessera/shared';

export function AuthLoading() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }} data-testid="auth-loading">
      <Spin size="large" aria-label="Loading" />
    </Flex>
  );
}
