// What a Select's dropdown says when its choices could not be loaded: why, and a way to try again.
import { Button, Flex, Typography, errorMessage } from '@tessera/shared';

export function ChoicesLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Flex vertical gap={4} align="start" data-testid="choices-load-failed">
      <Typography.Text type="danger">{errorMessage(error)}</Typography.Text>
      <Button size="small" onClick={onRetry}>
        Retry
      </Button>
    </Flex>
  );
}
