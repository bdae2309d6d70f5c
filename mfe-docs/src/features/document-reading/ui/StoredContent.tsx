// The document as last saved (the server's sanitised rendering), read-only: shown in the editor while the live
// document connects.
import { RichText, Typography } from '@tessera/shared';
import { useMemo } from 'react';
import { nameTaskCheckboxes } from '../model/task-checkboxes';

export const DOCUMENT_CONNECTING_MESSAGE = 'Connecting to the live document. It becomes editable in a moment.';

export function StoredContent({ html }: { html: string }) {
  const named = useMemo(() => nameTaskCheckboxes(html), [html]);
  return (
    <div aria-busy="true" data-testid="document-stored-content">
      <Typography.Text type="secondary" role="status">
        {DOCUMENT_CONNECTING_MESSAGE}
      </Typography.Text>
      <RichText html={named} className="document-editor-content" aria-label="Document content (as last saved)" />
    </div>
  );
}
