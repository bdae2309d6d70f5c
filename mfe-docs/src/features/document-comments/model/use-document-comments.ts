// The comments of the open document, for its toolbar button, its toggle and its panel: the threads (refetched after
// the user's own writes and when the co-editing connection says they changed), whether the panel is open, and the
// comment being written on a kept selection.
import { useQueryClient } from '@tanstack/react-query';
import type { Editor, EditorEvents } from '@tiptap/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCoEditingMessages, type CoEditingSession } from '../../co-editing';
import { commentThreadsQueryKey, createThread, useCommentThreads } from '../api/comment-threads';
import { COMMENT_MARK, isCommentableSelection, keptRange, selectedText, type TextRange } from './ranges';
import { orderThreads, quoteOf, threadsOfPages, type CommentThread, type OrderedThreads } from './threads';

/** The stateless message the server sends on the document's connection after a thread or comment write. */
export const COMMENTS_CHANGED = 'comments.changed';

export interface CommentDraft {
  /** What the thread will quote (trimmed, at most 1000 characters). */
  quote: string;
}

interface KeptSelection {
  editor: Editor;
  range: TextRange;
  /** The selection's text exactly, to find it again after the document changed. */
  text: string;
}

export interface DocumentComments {
  documentId: number;
  threads: CommentThread[];
  ordered: OrderedThreads;
  isPending: boolean;
  error: unknown;
  retry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** The requester may start a thread (comments on, and may comment): the collection's createThread link. */
  createThreadHref: string | null;
  panelOpen: boolean;
  setPanelOpen: (open: boolean) => void;
  draft: CommentDraft | null;
  /** Keeps the editor's selection and opens the form (with the panel). */
  startDraft: (editor: Editor) => void;
  /** Closes the form; the focus goes back to the text. */
  cancelDraft: () => void;
  /** Posts the thread, then marks the kept text when the user may change it; throws when the server refuses. */
  submitDraft: (raw: string, options: { markText: boolean }) => Promise<CommentThread>;
  /** Refetches the threads (after a write, or when told they changed). */
  refresh: () => Promise<void>;
}

export interface DocumentCommentsOptions {
  documentId: number;
  session: CoEditingSession | null;
  /** The panel starts open (the page was opened with its Comments button), not only when threads are open. */
  panelInitiallyOpen?: boolean;
}

export function useDocumentComments({ documentId, session, panelInitiallyOpen = false }: DocumentCommentsOptions): DocumentComments {
  const queryClient = useQueryClient();
  const query = useCommentThreads(documentId);
  const pages = query.data?.pages;
  const threads = useMemo(() => threadsOfPages(pages), [pages]);
  const ordered = useMemo(() => orderThreads(threads), [threads]);
  const createThreadHref = pages?.[0]?.createThreadHref ?? null;

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: commentThreadsQueryKey(documentId) }), [queryClient, documentId]);
  useCoEditingMessages(session, COMMENTS_CHANGED, () => void refresh());

  // Open by default when the document has open threads, until the user says otherwise.
  const [panelChoice, setPanelChoice] = useState<boolean | null>(panelInitiallyOpen ? true : null);
  const panelOpen = panelChoice ?? ordered.open.length > 0;

  const [draft, setDraft] = useState<CommentDraft | null>(null);
  const kept = useRef<KeptSelection | null>(null);
  const [keptEditor, setKeptEditor] = useState<Editor | null>(null);
  // The kept range follows the document's changes while the comment is written.
  useEffect(() => {
    if (!keptEditor) return undefined;
    const follow = ({ transaction }: EditorEvents['transaction']) => {
      const current = kept.current;
      if (!current || !transaction.docChanged) return;
      const mapped = { from: transaction.mapping.map(current.range.from, 1), to: transaction.mapping.map(current.range.to, -1) };
      const found = keptRange(transaction.doc, mapped, current.text) ?? keptRange(transaction.doc, current.range, current.text);
      if (found) current.range = found;
    };
    keptEditor.on('transaction', follow);
    return () => void keptEditor.off('transaction', follow);
  }, [keptEditor]);

  const closeDraft = useCallback(() => {
    kept.current = null;
    setKeptEditor(null);
    setDraft(null);
  }, []);

  const startDraft = useCallback(
    (editor: Editor) => {
      if (!createThreadHref || !isCommentableSelection(editor.state)) return;
      const { from, to } = editor.state.selection;
      const text = selectedText(editor.state);
      kept.current = { editor, range: { from, to }, text };
      setKeptEditor(editor);
      setDraft({ quote: quoteOf(text) });
      setPanelChoice(true);
    },
    [createThreadHref],
  );

  const cancelDraft = useCallback(() => {
    const editor = kept.current?.editor;
    closeDraft();
    editor?.commands.focus();
  }, [closeDraft]);

  const submitDraft = useCallback(
    async (raw: string, { markText }: { markText: boolean }) => {
      const current = kept.current;
      if (!current || !draft || !createThreadHref) throw new Error('No comment is being written.');
      const thread = await createThread(createThreadHref, { quote: draft.quote, comment: { raw } });
      const { editor } = current;
      // A reader's thread keeps only its quote: they cannot change the text. Text deleted meanwhile gets no mark.
      const range = markText && !editor.isDestroyed ? keptRange(editor.state.doc, current.range, current.text) : null;
      closeDraft();
      if (range) editor.chain().setTextSelection(range).setMark(COMMENT_MARK, { threadId: thread.markId }).focus().run();
      else if (!editor.isDestroyed) editor.commands.focus();
      void refresh();
      return thread;
    },
    [draft, createThreadHref, closeDraft, refresh],
  );

  return {
    documentId,
    threads,
    ordered,
    isPending: query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    createThreadHref,
    panelOpen,
    setPanelOpen: setPanelChoice,
    draft,
    startDraft,
    cancelDraft,
    submitDraft,
    refresh,
  };
}
