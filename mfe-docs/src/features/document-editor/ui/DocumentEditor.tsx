// The document page's editor (issue 14): title, the fixed and floating toolbars, the text, the outline, the save
// state, export and history. Readers get the same layout read-only, without toolbars.
// Composable: other features bring extensions (co-editing, images, mentions: `extraExtensions`), toolbar buttons
// (`toolbarExtras`), buttons on a selection (`selectionExtras`, also for readers), buttons beside the title (`actions`)
// and a side panel (`aside`); `saveMode` says who saves the content: debounced PATCH here, or the
// co-editing provider ('collaboration', where only the title is PATCHed).
import { useQueryClient } from '@tanstack/react-query';
import type { AnyExtension, Editor, EditorOptions } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { Flex } from '@tessera/shared';
import { BlockToolbar, EditorStyles, focusToolbar, FormatBubble, LinkDialog, ReaderSelectionBubble, TOOLBAR_SHORTCUT } from '@tessera/shared/editor/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { patchDocument } from '../api/document';
import { usePatchAutosave } from '../api/patch-autosave';
import { restoreVersion } from '../api/versions';
import {
  DocumentMeta, DocumentNotFound, documentQueryKey, DocumentReadState, fetchDocument, mapDocument, StoredContent, useDocument, type EditableDocument,
} from '../../document-reading';
import { DocumentWriter } from '../model/document-writer';
import { documentEditorExtensions } from '../model/extensions';
import { DocumentTitle } from './DocumentTitle';
import { ExportMenu } from './ExportMenu';
import { HistoryDrawer } from './HistoryDrawer';
import { OutlinePopover } from './OutlinePopover';
import { KeptText, SaveStatus } from './SaveStatus';

export {
  DOCUMENT_CONNECTING_MESSAGE, DOCUMENT_LOAD_FAILED_TITLE, DOCUMENT_LOADING_MESSAGE, DOCUMENT_NOT_FOUND_MESSAGE, DOCUMENT_NOT_FOUND_TITLE,
} from '../../document-reading';

/** Who saves the content: this page by PATCH, or the co-editing provider. */
export type SaveMode = 'patch' | 'collaboration';

/** What another feature needs to build its extensions for one document (co-editing joins the document's room). */
export interface EditorContext {
  document: EditableDocument;
  editable: boolean;
}

export interface DocumentEditorProps {
  /** null: the route's id is not a document id. */
  documentId: number | null;
  /** The way back (to the project's Documents view), shown above the document and with a failure. */
  back?: (document: EditableDocument | null) => ReactNode;
  /** Extensions of other features, added to the schema's list (one with a listed name replaces it). */
  extraExtensions?: (context: EditorContext) => AnyExtension[];
  saveMode?: SaveMode;
  /** Buttons other features add to the fixed toolbar (an image upload). */
  toolbarExtras?: (editor: Editor, context: EditorContext) => ReactNode;
  /** A panel beside the text (comment threads), and the save state under co-editing. */
  aside?: (editor: Editor, context: EditorContext) => ReactNode;
  /** Buttons on a text selection (Comment): in the selection's toolbar, and for readers in a toolbar of their own. */
  selectionExtras?: (editor: Editor, context: EditorContext) => ReactNode;
  /** Buttons beside the outline, export and history (the comments panel's toggle). */
  actions?: (editor: Editor, context: EditorContext) => ReactNode;
  /**
   * Under co-editing, true until the shared content has first arrived: meanwhile the stored rendering shows, read-only,
   * instead of an empty editor that could be typed into.
   */
  contentPending?: boolean;
  /** The caret goes into the text once it can be typed into (the page was opened to edit with its Edit button). */
  focusWhenReady?: boolean;
}

export function DocumentEditor({ documentId, back, ...slots }: DocumentEditorProps) {
  if (documentId === null) return <DocumentNotFound back={back?.(null)} />;
  return <LoadedDocument documentId={documentId} back={back} {...slots} />;
}

function LoadedDocument({ documentId, back, ...slots }: Omit<DocumentEditorProps, 'documentId'> & { documentId: number }) {
  const document = useDocument(documentId);
  if (!document.data) return <DocumentReadState read={document} back={back} />;
  // One editor per document: its content and history live in the editor from here on.
  return <Workspace key={document.data.id} document={document.data} back={back?.(document.data)} {...slots} />;
}

interface WorkspaceProps extends Omit<DocumentEditorProps, 'documentId' | 'back'> {
  document: EditableDocument;
  back?: ReactNode;
}

function Workspace({ document, back, extraExtensions, saveMode = 'patch', toolbarExtras, aside, selectionExtras, actions, contentPending = false, focusWhenReady = false }: WorkspaceProps) {
  const queryClient = useQueryClient();
  const editable = document.canEdit;
  const context = useMemo<EditorContext>(() => ({ document, editable }), [document, editable]);
  // Built once per document (the editor is): later renders of the page must not rebuild the editor.
  const [extensions] = useState(() =>
    documentEditorExtensions({ extraExtensions: extraExtensions?.(context) ?? [], undoRedo: saveMode !== 'collaboration' }),
  );
  const [writer] = useState(() => new DocumentWriter((changes, lockVersion) => patchDocument(document.id, changes, lockVersion), document.lockVersion));
  // Under co-editing the server saves what is typed, and the document's read does not follow: once the editor closes,
  // the read is marked stale, so the page to read (opened again later) reads it anew instead of showing it as it was.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: documentQueryKey(document.id), refetchType: 'none' }), [queryClient, document.id]);
  useEffect(
    () => writer.onWritten((hal) => queryClient.setQueryData(documentQueryKey(document.id), mapDocument(hal))),
    [writer, queryClient, document.id],
  );

  // The options as they were when the editor was made: later renders (a save refreshes the document) change nothing.
  const [options] = useState((): Partial<EditorOptions> & { shouldRerenderOnTransaction: boolean } => ({
    extensions,
    // Under co-editing the shared document is the content's source.
    content: saveMode === 'patch' ? document.content : undefined,
    editable,
    shouldRerenderOnTransaction: false,
    editorProps: {
      handleKeyDown: (view, event) => {
        // Tiptap keeps its editor on the view's element.
        const current = (view.dom as HTMLElement & { editor?: Editor }).editor;
        if (!(event.altKey && event.key === 'F10') || !current) return false;
        event.preventDefault();
        focusToolbar(current);
        return true;
      },
      attributes: (editable
        ? {
            class: 'document-editor-content',
            role: 'textbox',
            'aria-multiline': 'true',
            'aria-label': 'Document content',
            'aria-keyshortcuts': TOOLBAR_SHORTCUT,
            'data-testid': 'document-editor',
          }
        : { class: 'document-editor-content', 'aria-label': 'Document content', 'aria-readonly': 'true', 'data-testid': 'document-editor' }) as Record<string, string>,
    },
  }));
  const editor = useEditor(options);
  const typeable = Boolean(editor) && editable && !contentPending;
  // Once, and only while the focus is nowhere (the Edit button it was on has gone): a user who has already clicked
  // into the text or moved on keeps their caret, and later changes (a reconnection) leave it alone.
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (!focusWhenReady || focusedOnce.current || !typeable || !editor) return;
    focusedOnce.current = true;
    const active = editor.view.dom.ownerDocument.activeElement;
    if (active && active !== editor.view.dom.ownerDocument.body) return;
    editor.commands.focus('start');
  }, [focusWhenReady, typeable, editor]);

  const load = useCallback(() => queryClient.fetchQuery({ queryKey: documentQueryKey(document.id), queryFn: () => fetchDocument(document.id), staleTime: 0 }), [queryClient, document.id]);
  const autosave = usePatchAutosave({ editor, writer, enabled: editable && saveMode === 'patch', load });
  const [linkOpen, setLinkOpen] = useState(false);
  // Under co-editing the server saves the content as people type, and each save moves the lockVersion: a rename or a
  // restore starts from the lockVersion the server has now (the restored content reaches the editor through Yjs).
  const collaborating = saveMode === 'collaboration';
  const perform = useCallback(
    (request: (lockVersion: number) => ReturnType<typeof patchDocument>) =>
      collaborating ? writer.perform(async () => request((await load()).lockVersion)) : writer.perform(request),
    [writer, collaborating, load],
  );
  const rename = useCallback((title: string) => perform((lockVersion) => patchDocument(document.id, { title }, lockVersion)), [perform, document.id]);
  const { accept } = autosave;
  const restore = useCallback(
    async (version: number) => {
      const restored = mapDocument(await perform((lockVersion) => restoreVersion(document.id, version, lockVersion)));
      if (!collaborating) accept(restored);
    },
    [perform, accept, collaborating, document.id],
  );

  return (
    <article data-testid="document-page" data-document-id={document.id} data-editable={editable}>
      <EditorStyles />
      <Flex vertical gap={8}>
        {back}
        <Flex justify="space-between" align="flex-start" gap={16} wrap>
          <DocumentTitle title={document.title} editable={editable} onRename={rename} />
          <Flex align="center" gap={8} wrap>
            {editable && saveMode === 'patch' && autosave.state.status !== 'conflict' ? <SaveStatus autosave={autosave} /> : null}
            {editor ? actions?.(editor, context) : null}
            {editor ? <OutlinePopover editor={editor} /> : null}
            {editor ? <ExportMenu editor={editor} title={document.title} savedHtml={document.html} /> : null}
            <HistoryDrawer documentId={document.id} onRestore={restore} />
          </Flex>
        </Flex>
        <DocumentMeta document={document} />
        {editable && saveMode === 'patch' && autosave.state.status === 'conflict' ? <SaveStatus autosave={autosave} /> : null}
        <KeptText autosave={autosave} />
        {editor && editable && !contentPending ? <BlockToolbar editor={editor} onLink={() => setLinkOpen(true)} extras={toolbarExtras?.(editor, context)} /> : null}
        <Flex gap={16} align="flex-start">
          <div style={{ flex: '1 1 auto', minWidth: 0 }}>
            {contentPending ? <StoredContent html={document.html} /> : null}
            {/* Mounted while pending too: the shared content arrives into it. */}
            <div hidden={contentPending}>
              <EditorContent editor={editor} />
            </div>
          </div>
          {editor && aside ? aside(editor, context) : null}
        </Flex>
      </Flex>
      {editor && editable && !contentPending ? (
        <>
          <FormatBubble editor={editor} onLink={() => setLinkOpen(true)} extras={selectionExtras?.(editor, context)} />
          <LinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} />
        </>
      ) : null}
      {editor && !editable && !contentPending && selectionExtras ? <ReaderSelectionBubble editor={editor}>{selectionExtras(editor, context)}</ReaderSelectionBubble> : null}
    </article>
  );
}
