// The content's save state, announced politely: 'Saving…', 'Saved', or 'Not saved: <reason>' with Retry; a conflict
// offers Reload and keeps the user's own text to copy back.
import { Alert, Button, Flex, Input, Typography } from '@tessera/shared';
import { useState } from 'react';
import { SAVE_MESSAGES, type PatchAutosave } from '../api/patch-autosave';

export function SaveStatus({ autosave }: { autosave: PatchAutosave }) {
  const { state } = autosave;
  const [reloading, setReloading] = useState(false);
  const [reloadError, setReloadError] = useState<string | null>(null);
  if (state.status === 'failed') {
    return (
      <Flex role="status" align="center" gap={8} data-testid="document-save-status" data-status="failed">
        <Typography.Text type="danger">{SAVE_MESSAGES.notSaved(state.reason)}</Typography.Text>
        <Button size="small" onClick={autosave.retry}>
          Retry
        </Button>
      </Flex>
    );
  }
  if (state.status === 'conflict') {
    const reload = async () => {
      setReloading(true);
      setReloadError(null);
      try {
        await autosave.reload();
      } catch (error) {
        setReloadError(error instanceof Error ? error.message : String(error));
      } finally {
        setReloading(false);
      }
    };
    return (
      <div role="status" data-testid="document-save-status" data-status="conflict">
        <Alert
          type="warning"
          showIcon
          title={SAVE_MESSAGES.conflict}
          description={reloadError ? `${SAVE_MESSAGES.conflictHelp} (${reloadError})` : SAVE_MESSAGES.conflictHelp}
          action={
            <Button size="small" type="primary" loading={reloading} onClick={() => void reload()}>
              Reload
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <Typography.Text type="secondary" role="status" data-testid="document-save-status" data-status={state.status}>
      {state.status === 'saving' ? SAVE_MESSAGES.saving : SAVE_MESSAGES.saved}
    </Typography.Text>
  );
}

/** After a conflict's reload: the user's own version, as Markdown, to copy back into the document. */
export function KeptText({ autosave }: { autosave: PatchAutosave }) {
  if (autosave.keptText === null) return null;
  return (
    <Alert
      type="info"
      data-testid="document-kept-text"
      title="Your version, kept from before the reload"
      description={
        <Flex vertical gap={8}>
          <Input.TextArea aria-label="Your version of the text" readOnly value={autosave.keptText} autoSize={{ minRows: 3, maxRows: 12 }} />
          <Flex gap={8}>
            <Button size="small" onClick={() => void navigator.clipboard?.writeText(autosave.keptText ?? '')}>
              Copy
            </Button>
            <Button size="small" onClick={autosave.dismissKeptText}>
              Dismiss
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}
