// The document as last saved (the server's sanitised rendering), read-only: shown in the editor while the live
// document connects.
import { RichText, Typography } from '@tessera/shared';

export const DOCUMENT_CONNECTING_MESSAGE = 'Connecting to the live document. It becomes editable in a moment.';

export function StoredContent({ html }: { html: string }) {
  return (
    <div aria-busy="true" data-testid="document-stored-content">
      <Typography.Text type="secondary" role="status">
        {DOCUMENT_CONNECTING_MESSAGE}
      </Typography.Text>
      <RichText html={html} className="document-editor-content" aria-label="Document content (as last saved)" />
    </div>
  );
}
