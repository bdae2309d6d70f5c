import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import { AppProviders } from '@tessera/shared';
import { apiPathOf, halError, jsonResponse, mockFetch, requestsOf, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import type { CoEditingMessage, CoEditingSession } from '../../co-editing';
import { documentEditorExtensions } from '../../document-editor';
import type { DocumentCommentThreadHal } from '@tessera/shared';
import { COMMENTS_MESSAGES } from '../model/messages';
import { commentHal, threadHal, threadsCollection } from '../model/test-fixtures';
import { useDocumentComments } from '../model/use-document-comments';
import { CommentButton } from './CommentButton';
import { CommentsPanel } from './CommentsPanel';
import { CommentsToggle } from './CommentsToggle';

const THREADS = '/documents/7/comment_threads';

/** "Ship the editor today", with "the editor" commented by thread 1. */
const CONTENT = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Ship ' },
        { type: 'text', text: 'the editor', marks: [{ type: 'comment', attrs: { threadId: '1' } }] },
        { type: 'text', text: ' today' },
      ],
    },
  ],
};

/** A session's message channel without a connection. */
function fakeSession() {
  const listeners = new Set<(message: CoEditingMessage) => void>();
  const session = {
    onMessage: (listener: (message: CoEditingMessage) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  } as unknown as CoEditingSession;
  const send = (message: CoEditingMessage) => act(() => listeners.forEach((listener) => listener(message)));
  return { session, send };
}

function Harness({ editor, editable, session }: { editor: Editor; editable: boolean; session: CoEditingSession | null }) {
  const comments = useDocumentComments({ documentId: 7, session });
  return (
    <>
      <CommentsToggle comments={comments} />
      <CommentButton editor={editor} comments={comments} />
      <CommentsPanel editor={editor} comments={comments} editable={editable} />
    </>
  );
}

function setup({ editable = true, session = null as CoEditingSession | null } = {}) {
  const editor = new Editor({ extensions: documentEditorExtensions(), content: CONTENT, editable });
  render(
    <AppProviders>
      <Harness editor={editor} editable={editable} session={session} />
    </AppProviders>,
  );
  return editor;
}

const gets = (fetch: jest.Mock) => requestsOf(fetch).filter((request) => request.method === 'GET' && apiPathOf(request) === THREADS);
const writes = (fetch: jest.Mock) => requestsOf(fetch).filter((request) => request.method !== 'GET');
const threadCard = (id: number) => screen.getByTestId(`document-comment-thread-${id}`);

/** A server of threads in memory: GET lists them, POST and PATCH change them as the contract says. */
function fakeServer(initial: DocumentCommentThreadHal[], answer?: (request: RecordedRequest) => ReturnType<typeof jsonResponse> | undefined) {
  let threads = initial;
  const fetch = mockFetch((request) => {
    const special = answer?.(request);
    if (special) return special;
    const path = apiPathOf(request);
    if (request.method === 'GET' && path === THREADS) return jsonResponse(200, threadsCollection(threads));
    if (request.method === 'POST' && path === THREADS) {
      const body = request.body as { quote: string; comment: { raw: string } };
      const created = threadHal(threads.length + 1, { quote: body.quote, _embedded: { comments: [commentHal(99, threads.length + 1, body.comment.raw)] } });
      threads = [...threads, created];
      return jsonResponse(201, created);
    }
    const reply = /^\/document_comment_threads\/(\d+)\/comments$/.exec(path);
    if (request.method === 'POST' && reply) {
      const id = Number(reply[1]);
      const raw = (request.body as { comment: { raw: string } }).comment.raw;
      const comment = commentHal(500, id, raw, 'Tomás Herrera');
      threads = threads.map((thread) => (thread.id === id ? { ...thread, _embedded: { comments: [...thread._embedded.comments, comment] } } : thread));
      return jsonResponse(201, comment);
    }
    const patch = /^\/document_comment_threads\/(\d+)$/.exec(path);
    if (request.method === 'PATCH' && patch) {
      const id = Number(patch[1]);
      const { resolved } = request.body as { resolved: boolean };
      threads = threads.map((thread) =>
        thread.id === id
          ? threadHal(id, { quote: thread.quote, _embedded: thread._embedded, resolved, resolvedAt: resolved ? '2026-03-05T10:00:00Z' : null, lockVersion: thread.lockVersion + 1, actions: resolved ? ['reopen'] : ['addComment', 'resolve'] })
          : thread,
      );
      return jsonResponse(200, threads.find((thread) => thread.id === id));
    }
    return halError(404, 'NotFound', 'Not found.');
  });
  return fetch;
}

describe('CommentsPanel', () => {
  it('lists the open threads (panel open by default), replies, resolves one under Resolved and reopens it', async () => {
    const fetch = fakeServer([threadHal(1, { quote: 'the editor' }), threadHal(2, { quote: 'today' })]);
    setup();
    const panel = await screen.findByRole('region', { name: 'Comments' });
    expect(await within(panel).findByRole('list', { name: COMMENTS_MESSAGES.openThreads })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comments (2 open)' })).toHaveAttribute('aria-expanded', 'true');
    const first = threadCard(1);
    expect(within(first).getByText('the editor')).toBeInTheDocument();
    expect(within(first).getByText('Priya Raman')).toBeInTheDocument();
    // The comment's html as the server rendered it.
    expect(within(first).getByText('First comment of 1').tagName).toBe('P');

    // Reply: posted to the thread's addComment link, the box empties and the thread shows it after the refetch.
    fireEvent.change(within(first).getByLabelText(COMMENTS_MESSAGES.replyLabel), { target: { value: 'Agreed, ship it' } });
    fireEvent.click(within(first).getByRole('button', { name: COMMENTS_MESSAGES.reply }));
    expect(await within(first).findByText('Agreed, ship it')).toBeInTheDocument();
    expect(writes(fetch)[0]).toMatchObject({ method: 'POST', body: { comment: { raw: 'Agreed, ship it' } } });
    expect(apiPathOf(writes(fetch)[0])).toBe('/document_comment_threads/1/comments');
    expect(within(first).getByLabelText(COMMENTS_MESSAGES.replyLabel)).toHaveValue('');

    // Resolve, with the lockVersion shown: it leaves the open list for the Resolved one.
    fireEvent.click(within(first).getByRole('button', { name: COMMENTS_MESSAGES.resolve }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Comments (1 open)' })).toBeInTheDocument());
    expect(writes(fetch)[1]).toMatchObject({ method: 'PATCH', body: { resolved: true, lockVersion: 0 } });
    expect(within(screen.getByRole('list', { name: COMMENTS_MESSAGES.openThreads })).queryByText('the editor')).not.toBeInTheDocument();
    const resolvedToggle = screen.getByRole('button', { name: COMMENTS_MESSAGES.resolvedToggle(1) });
    expect(resolvedToggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(resolvedToggle);
    const resolvedList = screen.getByRole('list', { name: COMMENTS_MESSAGES.resolvedThreads });
    expect(within(resolvedList).getByText('the editor')).toBeInTheDocument();
    // A resolved thread takes no reply; its text loses the highlight.
    expect(within(threadCard(1)).queryByLabelText(COMMENTS_MESSAGES.replyLabel)).not.toBeInTheDocument();
    expect(document.querySelector('style[data-comment-styles]')?.textContent).toContain('[data-thread-id="1"] { background: none;');

    fireEvent.click(within(threadCard(1)).getByRole('button', { name: COMMENTS_MESSAGES.reopen }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Comments (2 open)' })).toBeInTheDocument());
    expect(writes(fetch)[2]).toMatchObject({ method: 'PATCH', body: { resolved: false, lockVersion: 1 } });
  });

  it('on a 409 says someone changed the thread and shows it as it is now', async () => {
    let stale = true;
    const fetch = fakeServer([threadHal(1, { quote: 'the editor' })], (request) => {
      if (request.method === 'PATCH' && stale) {
        stale = false;
        return halError(409, 'UpdateConflict', 'Could not update the resource because of conflicting modifications.');
      }
      return undefined;
    });
    setup();
    fireEvent.click(await within(await screen.findByTestId('document-comment-thread-1')).findByRole('button', { name: COMMENTS_MESSAGES.resolve }));
    expect(await screen.findByText(COMMENTS_MESSAGES.conflict)).toBeInTheDocument();
    await waitFor(() => expect(gets(fetch)).toHaveLength(2));
  });

  it('keeps a refused reply in its box and says why', async () => {
    fakeServer([threadHal(1)], (request) =>
      request.method === 'POST' ? halError(422, 'PropertyConstraintViolation', 'Reopen the thread to reply.', 'thread') : undefined,
    );
    setup();
    const card = await screen.findByTestId('document-comment-thread-1');
    fireEvent.change(within(card).getByLabelText(COMMENTS_MESSAGES.replyLabel), { target: { value: 'Too late?' } });
    fireEvent.click(within(card).getByRole('button', { name: COMMENTS_MESSAGES.reply }));
    expect(await within(card).findByText('Reopen the thread to reply.')).toBeInTheDocument();
    expect(within(card).getByLabelText(COMMENTS_MESSAGES.replyLabel)).toHaveValue('Too late?');
  });

  it('starts a thread on the selection: the form takes the focus, the quote is posted and the text gets the mark', async () => {
    let refuse = true;
    const fetch = fakeServer([], (request) =>
      request.method === 'POST' && refuse ? halError(403, 'MissingPermission', "Comments are turned off for this project's documents.") : undefined,
    );
    const editor = setup();
    const button = await screen.findByRole('button', { name: COMMENTS_MESSAGES.commentButton });
    // Nothing selected: nothing to comment on.
    expect(button).toBeDisabled();
    act(() => void editor.commands.setTextSelection({ from: 17, to: 22 })); // "today"
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);

    const form = await screen.findByRole('group', { name: COMMENTS_MESSAGES.newComment });
    const box = within(form).getByLabelText(COMMENTS_MESSAGES.commentLabel);
    await waitFor(() => expect(box).toHaveFocus());
    expect(within(form).getByText('today')).toBeInTheDocument();

    // Refused: said inline, the text stays.
    fireEvent.change(box, { target: { value: 'Is **today** realistic?' } });
    fireEvent.click(within(form).getByRole('button', { name: COMMENTS_MESSAGES.submit }));
    expect(await within(form).findByText("Comments are turned off for this project's documents.")).toBeInTheDocument();
    expect(box).toHaveValue('Is **today** realistic?');

    refuse = false;
    fireEvent.click(within(form).getByRole('button', { name: COMMENTS_MESSAGES.submit }));
    await waitFor(() => expect(screen.queryByRole('group', { name: COMMENTS_MESSAGES.newComment })).not.toBeInTheDocument());
    expect(writes(fetch)[1].body).toEqual({ quote: 'today', comment: { raw: 'Is **today** realistic?' } });
    // Thread 1 marks "today".
    const marked = editor.getHTML();
    expect(marked).toContain('<span class="document-comment" data-thread-id="1">today</span>');
    expect(await screen.findByTestId('document-comment-thread-1')).toBeInTheDocument();
    editor.destroy();
  });

  it("keeps a reader's thread to its quote (no mark), and Escape closes the form", async () => {
    const fetch = fakeServer([]);
    const editor = setup({ editable: false });
    const button = await screen.findByRole('button', { name: COMMENTS_MESSAGES.commentButton });
    act(() => void editor.commands.setTextSelection({ from: 1, to: 5 })); // "Ship"
    await waitFor(() => expect(button).toBeEnabled());

    fireEvent.click(button);
    let box = await screen.findByLabelText(COMMENTS_MESSAGES.commentLabel);
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByLabelText(COMMENTS_MESSAGES.commentLabel)).not.toBeInTheDocument());

    const before = editor.getHTML();
    fireEvent.click(button);
    box = await screen.findByLabelText(COMMENTS_MESSAGES.commentLabel);
    expect(screen.getByText(COMMENTS_MESSAGES.readerNote)).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'Which ship?' } });
    fireEvent.click(screen.getByRole('button', { name: COMMENTS_MESSAGES.submit }));
    expect(await screen.findByTestId('document-comment-thread-1')).toBeInTheDocument();
    expect(writes(fetch)[0].body).toEqual({ quote: 'Ship', comment: { raw: 'Which ship?' } });
    expect(editor.getHTML()).toBe(before);
    editor.destroy();
  });

  it('hides Comment when the server offers no createThread link (comments off)', async () => {
    const fetch = mockFetch(() => jsonResponse(200, threadsCollection([], { createThread: false })));
    setup();
    await waitFor(() => expect(gets(fetch)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Comments (0 open)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COMMENTS_MESSAGES.commentButton })).not.toBeInTheDocument();
  });

  it('marks the thread whose text holds the cursor, and selects its text from the panel', async () => {
    fakeServer([threadHal(1, { quote: 'the editor' })]);
    const editor = setup();
    const card = await screen.findByTestId('document-comment-thread-1');
    expect(card).not.toHaveAttribute('aria-current');
    act(() => void editor.commands.setTextSelection(9)); // "Ship the| editor"
    await waitFor(() => expect(card).toHaveAttribute('aria-current', 'true'));
    act(() => void editor.commands.setTextSelection(1));
    await waitFor(() => expect(card).not.toHaveAttribute('aria-current'));

    fireEvent.click(within(card).getByRole('button', { name: COMMENTS_MESSAGES.showInText('the editor') }));
    expect(editor.state.selection.from).toBe(6);
    expect(editor.state.selection.to).toBe(16);
    editor.destroy();
  });

  it('refetches when the co-editing connection says the comments changed, and loads past the first 100', async () => {
    const { session, send } = fakeSession();
    let total = 1;
    const fetch = mockFetch((request) => {
      const offset = new URL(request.url, 'http://localhost').searchParams.get('offset');
      const pageSize = new URL(request.url, 'http://localhost').searchParams.get('pageSize');
      expect(pageSize).toBe('100');
      if (offset === '2') return jsonResponse(200, threadsCollection([threadHal(101, { quote: 'page two' })], { total, offset: 2 }));
      return jsonResponse(200, threadsCollection([threadHal(1, { quote: 'the editor' })], { total }));
    });
    setup({ session });
    await screen.findByTestId('document-comment-thread-1');
    expect(screen.queryByRole('button', { name: COMMENTS_MESSAGES.loadMore })).not.toBeInTheDocument();

    total = 2;
    send({ type: 'other.message' });
    send({ type: 'comments.changed', threadId: 101 });
    await waitFor(() => expect(gets(fetch)).toHaveLength(2));
    fireEvent.click(await screen.findByRole('button', { name: COMMENTS_MESSAGES.loadMore }));
    expect(await screen.findByTestId('document-comment-thread-101')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COMMENTS_MESSAGES.loadMore })).not.toBeInTheDocument();
  });
});
