// /docs/:id in the shell: one document in the editor (read-only for readers), with the way back to its project's
// Documents view: the project it was opened from (?from=project&projectId=..&projectName=.., spec 000 section 2), else
// the document's own project. The editor and its libraries load once the document shows as last saved: a long one is
// readable before the editor's code has been fetched and run, and editable as soon as it has.
import { lazy, startTransition, Suspense, useCallback, useState } from 'react';
import { ArrowLeftOutlined, Link, parseProjectId, paths, useParams, useSearchParams } from '@tessera/shared';
import { DocumentPreview, parseDocumentId, type EditableDocument } from '../features/document-reading';

const DocumentPageEditor = lazy(() => import('./DocumentPageEditor'));

function BackLink({ projectId, projectName }: { projectId: number; projectName: string }) {
  return (
    <Link to={paths.projectView(projectId, 'documents')} data-testid="document-back">
      <ArrowLeftOutlined aria-hidden /> {`Back to ${projectName || 'the project'}`}
    </Link>
  );
}

export default function DocumentPage() {
  const { id } = useParams<{ id: string }>();
  const [search] = useSearchParams();
  const fromProjectId = search.get('from') === 'project' ? parseProjectId(search.get('projectId')) : null;
  const fromProjectName = search.get('projectName') ?? '';
  const documentId = parseDocumentId(id);
  const back = (document: EditableDocument | null) => {
    if (fromProjectId) return <BackLink projectId={fromProjectId} projectName={fromProjectName} />;
    return document?.projectId ? <BackLink projectId={document.projectId} projectName={document.projectName} /> : null;
  };
  // A transition: while the editor's code loads, the preview stays on screen (not a fallback drawn again).
  const [editorWanted, setEditorWanted] = useState(false);
  const loadEditor = useCallback(() => startTransition(() => setEditorWanted(true)), []);
  const preview = documentId === null ? null : <DocumentPreview documentId={documentId} back={back} onShown={loadEditor} />;
  return (
    <div data-testid="remote-view-mfe_docs-document" data-build={process.env.BUILD_LABEL}>
      <Suspense fallback={preview}>{editorWanted || documentId === null ? <DocumentPageEditor key={documentId} documentId={documentId} back={back} /> : preview}</Suspense>
    </div>
  );
}
