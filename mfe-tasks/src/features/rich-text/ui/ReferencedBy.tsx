// 'Referenced by' in the task panel (issue 22): the tasks and documents whose text links this task, as the reader
// may see them (the server leaves out what they may not).
import { Alert, Button, Link, Tag, Typography, paths } from '@tessera/shared';
import { useId } from 'react';
import { BACKLINKS_PAGE_SIZE, useBacklinks, type Backlink } from '../api/references';

export const REFERENCED_BY_TITLE = 'Referenced by';
export const NO_BACKLINKS = 'No task or document links here yet.';
export const BACKLINKS_FAILED = 'The references could not be loaded.';

const hrefOf = (backlink: Backlink) => (backlink.sourceType === 'WorkPackage' ? `${paths.project(backlink.projectId)}?task=${backlink.id}` : paths.doc(backlink.id));

export function ReferencedBy({ workPackageId }: { workPackageId: number }) {
  const backlinks = useBacklinks(workPackageId);
  const headingId = useId();
  const elements = backlinks.data?.elements ?? [];
  return (
    <section aria-labelledby={headingId} data-testid="task-backlinks">
      <Typography.Text type="secondary" id={headingId}>
        {REFERENCED_BY_TITLE}
      </Typography.Text>
      {backlinks.isError ? (
        <Alert type="error" showIcon title={BACKLINKS_FAILED} action={<Button size="small" onClick={() => void backlinks.refetch()}>Retry</Button>} />
      ) : backlinks.isPending ? null : elements.length === 0 ? (
        <div>
          <Typography.Text type="secondary" italic>{NO_BACKLINKS}</Typography.Text>
        </div>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
          {elements.map((backlink) => (
            <li key={`${backlink.sourceType}-${backlink.id}`} data-testid={`backlink-${backlink.sourceType === 'WorkPackage' ? 'task' : 'document'}-${backlink.id}`} style={{ display: 'flex', gap: 8, alignItems: 'baseline', marginBottom: 4 }}>
              <Tag style={{ marginInlineEnd: 0, flex: 'none' }}>{backlink.sourceType === 'WorkPackage' ? 'Task' : 'Document'}</Tag>
              <Link to={hrefOf(backlink)} style={{ overflowWrap: 'anywhere' }}>
                {backlink.sourceType === 'WorkPackage' ? `#${backlink.id} ${backlink.title}` : backlink.title}
              </Link>
              <Typography.Text type="secondary" style={{ flex: 'none' }}>{backlink.projectName}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
      {backlinks.data && backlinks.data.total > BACKLINKS_PAGE_SIZE ? (
        <Typography.Text type="secondary">{`${backlinks.data.total - BACKLINKS_PAGE_SIZE} more not shown.`}</Typography.Text>
      ) : null}
    </section>
  );
}
