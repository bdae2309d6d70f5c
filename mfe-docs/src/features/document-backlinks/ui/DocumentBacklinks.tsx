// 'Referenced by' beside the document (issue 22): the tasks (by a link in a description or comment) and documents that
// link this one. Shown once there is one, as 'Tasks from this document' is.
import { Link, Tag, Typography, paths } from '@tessera/shared';
import { useId } from 'react';
import { DOCUMENT_BACKLINKS_PAGE_SIZE, useDocumentBacklinks, type DocumentBacklink } from '../api/document-backlinks';

export const DOCUMENT_BACKLINKS_TITLE = 'Referenced by';

const hrefOf = (backlink: DocumentBacklink) => (backlink.sourceType === 'WorkPackage' ? `${paths.project(backlink.projectId)}?task=${backlink.id}` : paths.doc(backlink.id));

export function DocumentBacklinks({ documentId }: { documentId: number }) {
  const backlinks = useDocumentBacklinks(documentId);
  const headingId = useId();
  const elements = backlinks.data?.elements ?? [];
  // Nothing to show (or the list could not be read): the aside keeps its room for the rest.
  if (elements.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-testid="document-backlinks">
      <Typography.Title level={2} id={headingId} style={{ fontSize: 16, marginTop: 0 }}>
        {DOCUMENT_BACKLINKS_TITLE}
      </Typography.Title>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {elements.map((backlink) => (
          <li key={`${backlink.sourceType}-${backlink.id}`} data-testid={`document-backlink-${backlink.sourceType === 'WorkPackage' ? 'task' : 'document'}-${backlink.id}`} style={{ display: 'flex', gap: 8, alignItems: 'baseline', marginBottom: 6 }}>
            <Link to={hrefOf(backlink)} style={{ overflowWrap: 'anywhere' }}>
              {backlink.sourceType === 'WorkPackage' ? `#${backlink.id} ${backlink.title}` : backlink.title}
            </Link>
            {backlink.status ? <Tag style={{ marginInlineEnd: 0, flex: 'none' }}>{backlink.status}</Tag> : null}
          </li>
        ))}
      </ul>
      {backlinks.data && backlinks.data.total > DOCUMENT_BACKLINKS_PAGE_SIZE ? (
        <Typography.Text type="secondary">{`${backlinks.data.total - DOCUMENT_BACKLINKS_PAGE_SIZE} more not shown.`}</Typography.Text>
      ) : null}
    </section>
  );
}
