// /docs/:id in the shell: one document, with the way back to its project's Documents view: the project it was opened
// from (?from=project&projectId=..&projectName=.., spec 000 section 2), else the document's own project.
// It opens to read: the server's rendering, without the editor's libraries (issue 18: the page's JavaScript stays in
// its budget, and a long document is readable at once). Edit (for who may edit) and Comments open the editor, whose
// code starts loading when a pointer or the focus reaches either button; the document stays on screen meanwhile. A
// blank document (a new one) has nothing to read: who may edit it gets the editor at once. The open editor is in the
// URL (?editor=edit or ?editor=comments, replacing the entry): a reload keeps it, a link can open it.
import { useCallback, useEffect, type ReactNode } from 'react';
import {
  Alert, ArrowLeftOutlined, Button, CommentOutlined, EditOutlined, Flex, LazyLoaded, Link, parseProjectId, paths, preloadLazy, preloadOnIntent, useParams,
  useSearchParams,
} from '@tessera/shared';
import { DocumentBacklinks } from '../features/document-backlinks';
import { DocumentNotFound, DocumentReader, isBlankDocument, parseDocumentId, type EditableDocument } from '../features/document-reading';
import { LinkedTasks } from '../features/tasks-from-selection';
// Only these: the rest of the feature is the editor's (the package has no side effects, so the build leaves it out).
import { COMMENTS_MESSAGES, openThreadCount, useCommentThreads } from '../features/document-comments';
import type { EditorIntent } from './DocumentPageEditor';

const loadEditor = () => import('./DocumentPageEditor');
const preloadEditor = () => preloadLazy(loadEditor);

export const EDIT_DOCUMENT_LABEL = 'Edit';
export const EDITOR_PARAM = 'editor';
export const EDITOR_LOAD_FAILED = 'The editor could not be loaded.';

function BackLink({ projectId, projectName }: { projectId: number; projectName: string }) {
  return (
    <Link to={paths.projectView(projectId, 'documents')} data-testid="document-back">
      <ArrowLeftOutlined aria-hidden /> {`Back to ${projectName || 'the project'}`}
    </Link>
  );
}

const editorLoadFailed = (retry: () => void) => (
  <Alert type="error" showIcon title={EDITOR_LOAD_FAILED} action={<Button size="small" onClick={retry}>Retry</Button>} />
);

interface ReadingActionsProps {
  document: EditableDocument;
  /** What the editor is loading for (its button shows as busy); null while reading. */
  opening: EditorIntent | null;
  /** The URL asks for the editor (it is loading, or its load failed): a blank document does not ask again. */
  editorRequested: boolean;
  onOpen: (intent: EditorIntent) => void;
}

/** Edit for who may edit; Comments for everyone (the panel is where threads are read, answered and started). */
function ReadingActions({ document, opening, editorRequested, onOpen }: ReadingActionsProps) {
  const threads = useCommentThreads(document.id);
  const open = threads.data ? openThreadCount(threads.data.pages) : undefined;
  const intent = preloadOnIntent(preloadEditor);
  const blankToEdit = document.canEdit && isBlankDocument(document);
  useEffect(() => {
    if (blankToEdit && !editorRequested) onOpen('edit');
  }, [blankToEdit, editorRequested, onOpen]);
  return (
    <>
      {document.canEdit ? (
        <Button type="primary" icon={<EditOutlined aria-hidden />} loading={opening === 'edit'} {...intent} onClick={() => onOpen('edit')} data-testid="document-edit">
          {EDIT_DOCUMENT_LABEL}
        </Button>
      ) : null}
      <Button icon={<CommentOutlined aria-hidden />} loading={opening === 'comments'} {...intent} onClick={() => onOpen('comments')} data-testid="document-open-comments">
        {open === undefined ? COMMENTS_MESSAGES.panelHeading : COMMENTS_MESSAGES.toggle(open)}
      </Button>
    </>
  );
}

export default function DocumentPage() {
  const { id } = useParams<{ id: string }>();
  const [search, setSearch] = useSearchParams();
  const fromProjectId = search.get('from') === 'project' ? parseProjectId(search.get('projectId')) : null;
  const fromProjectName = search.get('projectName') ?? '';
  const documentId = parseDocumentId(id);
  const back = (document: EditableDocument | null) => {
    if (fromProjectId) return <BackLink projectId={fromProjectId} projectName={fromProjectName} />;
    return document?.projectId ? <BackLink projectId={document.projectId} projectName={document.projectName} /> : null;
  };
  const requested = search.get(EDITOR_PARAM);
  const intent: EditorIntent | null = requested === 'edit' || requested === 'comments' ? requested : null;
  const open = useCallback(
    (wanted: EditorIntent) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(EDITOR_PARAM, wanted);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  let content: ReactNode;
  if (documentId === null) {
    content = <DocumentNotFound back={back(null)} />;
  } else {
    // `opening`: the editor being loaded for (its button busy); none once its load has failed (the alert's Retry).
    const reader = (opening: EditorIntent | null) => (
      <DocumentReader
        documentId={documentId}
        back={back}
        actions={(document) => <ReadingActions document={document} opening={opening} editorRequested={intent !== null} onOpen={open} />}
        aside={(document) => (
          <Flex vertical gap={16} style={{ flex: '0 1 auto', minWidth: 0 }}>
            <LinkedTasks documentId={document.id} projectId={document.projectId} />
            <DocumentBacklinks documentId={document.id} />
          </Flex>
        )}
      />
    );
    content = intent ? (
      <LazyLoaded key={documentId} load={loadEditor} props={{ documentId, intent, back }} placeholder={reader(intent)} failed={(retry) => <>{editorLoadFailed(retry)}{reader(null)}</>} />
    ) : (
      reader(null)
    );
  }
  return (
    <div data-testid="remote-view-mfe_docs-document" data-build={process.env.BUILD_LABEL}>
      {content}
    </div>
  );
}
