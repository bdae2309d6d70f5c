// The document's title as the page's h1; an editor renames it in place (Enter or leaving the field saves, Escape
// cancels) by PATCH with the lockVersion.
import { App, Button, EditOutlined, errorMessage, Flex, Input, Typography } from '@tessera/shared';
import { useRef, useState } from 'react';

export const TITLE_MAX_LENGTH = 255;
export const TITLE_UPDATE_FAILED = 'Failed to update document';
export const TITLE_REQUIRED = 'Please enter a title';

export interface DocumentTitleProps {
  title: string;
  editable: boolean;
  /** Saves the new title (the caller's writer sends the PATCH); rejects with the server's error. */
  onRename: (title: string) => Promise<unknown>;
}

export function DocumentTitle({ title, editable, onRename }: DocumentTitleProps) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const [saving, setSaving] = useState(false);
  // Escape leaves the field too: its blur must not save what was cancelled.
  const cancelled = useRef(false);

  const start = () => {
    cancelled.current = false;
    setDraft(title);
    setEditing(true);
  };

  const commit = async () => {
    if (cancelled.current || saving) return;
    const next = draft.trim();
    if (next === title) {
      setEditing(false);
      return;
    }
    if (next === '') {
      void message.error(TITLE_REQUIRED);
      return;
    }
    setSaving(true);
    try {
      await onRename(next);
      setEditing(false);
    } catch (error) {
      void message.error(`${TITLE_UPDATE_FAILED}: ${errorMessage(error)}`);
    } finally {
      setSaving(false);
    }
  };

  if (editing) {
    return (
      <Input
        aria-label="Document title"
        data-testid="document-title-input"
        autoFocus
        size="large"
        value={draft}
        maxLength={TITLE_MAX_LENGTH}
        disabled={saving}
        onChange={(event) => setDraft(event.target.value)}
        onPressEnter={() => void commit()}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            cancelled.current = true;
            setEditing(false);
          }
        }}
        style={{ fontSize: 24, fontWeight: 600 }}
      />
    );
  }
  return (
    <Flex align="center" gap={8}>
      <Typography.Title level={1} style={{ margin: 0 }} data-testid="document-title">
        {title}
      </Typography.Title>
      {editable ? <Button type="text" aria-label="Rename document" icon={<EditOutlined />} onClick={start} data-testid="document-rename" /> : null}
    </Flex>
  );
}
