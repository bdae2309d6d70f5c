// /docs/:id in the shell: one document, with the way back to its project's Documents view when opened from there
// (?from=project&projectId=..&projectName=.., spec 000 section 2).
import { ArrowLeftOutlined, Link, parseProjectId, paths, useParams, useSearchParams } from '@tessera/shared';
import { DocumentReader, parseDocumentId } from '../features/document-reader';

export default function DocumentPage() {
  const { id } = useParams<{ id: string }>();
  const [search] = useSearchParams();
  const projectId = search.get('from') === 'project' ? parseProjectId(search.get('projectId')) : null;
  const projectName = search.get('projectName') ?? '';
  const back = projectId ? (
    <Link to={paths.projectView(projectId, 'documents')} data-testid="document-back">
      <ArrowLeftOutlined aria-hidden /> {`Back to ${projectName || 'the project'}`}
    </Link>
  ) : undefined;
  return (
    <div data-testid="remote-view-mfe_docs-document" data-build={process.env.BUILD_LABEL}>
      <DocumentReader documentId={parseDocumentId(id)} back={back} />
    </div>
  );
}
