// The line under a form that keeps a draft: saving, saved, or a failed save with a Retry.
import { Button, Typography } from '@tessera/shared';
import { DRAFT_MESSAGES, type DraftSaveState } from '../model/drafts';

export function DraftStatus({ state, onRetry }: { state: DraftSaveState; onRetry: () => void }) {
  if (state === 'failed') {
    return (
      <span role="alert" data-testid="draft-status">
        <Typography.Text type="danger">{DRAFT_MESSAGES.saveFailed}</Typography.Text>{' '}
        <Button size="small" onClick={onRetry}>Retry</Button>
      </span>
    );
  }
  const text = state === 'saving' ? DRAFT_MESSAGES.saving : state === 'saved' ? DRAFT_MESSAGES.saved : '';
  return <Typography.Text type="secondary" data-testid="draft-status" style={{ fontSize: 12 }}>{text}</Typography.Text>;
}
