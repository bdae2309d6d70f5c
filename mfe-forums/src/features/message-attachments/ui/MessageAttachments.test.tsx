import { useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, AppProviders, elementsOf } from '@tessera/shared';
import { apiPathOf, halError } from '@tessera/shared/test/fetch-mock';
import { setupUser } from '@tessera/shared/test/user';
import { forumKeys, type MessageCollection, type MessageHal } from '../../../entities/forum';
import { attachmentHal, messageHal, serveForums } from '../../../testing/forum-server';
import { ATTACHMENT_MESSAGES, attachmentFailure, formatFileSize } from '../model/attachment-rules';
import { uploadQueue } from '../model/upload-queue';
import { MessageAttachments } from './MessageAttachments';

jest.setTimeout(30_000);

const TOPIC_ID = 11;
const REPLY_ID = 21;

/** A reply as the server sends it: its files embedded, `attachments` always, `addAttachment` for who may attach. */
const reply = ({ canAttach = true, files = [] as ReturnType<typeof attachmentHal>[] } = {}) =>
  messageHal(REPLY_ID, 'Re: Launch plan', { _type: 'Message' }, { topicId: TOPIC_ID, actions: canAttach ? ['update'] : [], attachments: files });
const topic = ({ files = [] as ReturnType<typeof attachmentHal>[] } = {}) =>
  messageHal(TOPIC_ID, 'Launch plan', {}, { actions: ['update'], attachments: files.map((file) => ({ ...file, _links: { ...file._links, container: { href: `/api/v3/messages/${TOPIC_ID}` } } })) });

/** The fake forums API with the topic and the reply; no route lists a message's attachments on its own. */
const serve = (message: MessageHal = reply(), opening: MessageHal = topic()) => serveForums({ topics: [opening], replies: { [TOPIC_ID]: [message] } });

/** The replies under their page's query, as the thread holds them: the files come with the messages. */
function Replies() {
  const page = useQuery({
    queryKey: [...forumKeys.replies(TOPIC_ID), 1],
    queryFn: async ({ signal }) => elementsOf(await api.get<MessageCollection>(`/messages/${TOPIC_ID}/replies`, { signal })),
  });
  return <>{page.data?.map((message) => <MessageAttachments key={message.id} message={message} topicId={TOPIC_ID} />)}</>;
}

/** The topic's opening post under the topic's query. */
function OpeningPost() {
  const opening = useQuery({ queryKey: forumKeys.topic(TOPIC_ID), queryFn: ({ signal }) => api.get<MessageHal>(`/topics/${TOPIC_ID}`, { signal }) });
  return opening.data ? <MessageAttachments message={opening.data} topicId={TOPIC_ID} /> : null;
}

const renderAttachments = (ui = <Replies />) => render(<AppProviders>{ui}</AppProviders>);

const fileInput = (messageId = REPLY_ID) => screen.getByTestId(`attach-input-${messageId}`) as HTMLInputElement;
/** Requests for a message's attachment list: the files come embedded, so there must be none. */
const listRequests = (server: ReturnType<typeof serve>) => server.requests('GET', /\/messages\/\d+\/attachments$/);

describe('a message’s attachments', () => {
  it('lists each embedded file as a download link with its size, without a request of its own', async () => {
    const server = serve(reply({ files: [attachmentHal(1, 'minutes.txt', 1536), attachmentHal(2, 'plan.pdf', 512, { deletable: false })] }));
    renderAttachments();
    const list = await screen.findByRole('list', { name: 'Attached files: Re: Launch plan' });
    const minutes = within(list).getByRole('link', { name: 'minutes.txt' });
    expect(minutes).toHaveAttribute('href', '/api/v3/attachments/1/content');
    expect(minutes).toHaveAttribute('download', 'minutes.txt');
    expect(within(list).getByText('1.5 KB')).toBeInTheDocument();
    // Delete only where the server offers it.
    expect(within(list).getByRole('button', { name: 'Delete minutes.txt' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Delete plan.pdf' })).not.toBeInTheDocument();
    expect(server.requests('GET').map(apiPathOf)).toEqual([`/messages/${TOPIC_ID}/replies`]);
  });

  it('a reader sees nothing under a message without files', () => {
    const { container } = render(
      <AppProviders>
        <MessageAttachments message={reply({ canAttach: false })} topicId={TOPIC_ID} />
      </AppProviders>,
    );
    expect(container.querySelector(`[data-testid="attachments-${REPLY_ID}"]`)).toBeNull();
  });

  it('a reader sees the files but no Attach button', async () => {
    serve(reply({ canAttach: false, files: [attachmentHal(1, 'minutes.txt', 10, { deletable: false })] }));
    renderAttachments();
    expect(await screen.findByRole('link', { name: 'minutes.txt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Attach files/ })).not.toBeInTheDocument();
  });

  it('the author attaches files: each is uploaded as multipart, then the replies refetch and list it', async () => {
    const user = setupUser();
    const server = serve();
    renderAttachments();
    const attach = await screen.findByRole('button', { name: 'Attach files to Re: Launch plan' });
    expect(attach).toHaveTextContent(ATTACHMENT_MESSAGES.attach);
    await user.upload(fileInput(), [new File(['hello'], 'notes.txt', { type: 'text/plain' }), new File(['x'.repeat(2048)], 'big.log')]);
    expect(await screen.findByRole('link', { name: 'notes.txt' })).toHaveAttribute('href', '/api/v3/attachments/501/content');
    expect(await screen.findByRole('link', { name: 'big.log' })).toBeInTheDocument();
    expect(await screen.findByText('notes.txt attached')).toBeInTheDocument();
    const posts = server.requests('POST');
    expect(posts.map(apiPathOf)).toEqual([`/messages/${REPLY_ID}/attachments`, `/messages/${REPLY_ID}/attachments`]);
    const form = posts[0].body as FormData;
    expect(JSON.parse(form.get('metadata') as string)).toEqual({ fileName: 'notes.txt' });
    expect((form.get('file') as File).name).toBe('notes.txt');
    await waitFor(() => expect(screen.queryByRole('list', { name: ATTACHMENT_MESSAGES.uploadsLabel })).not.toBeInTheDocument());
    // The list came back with the replies page, never on its own.
    expect(server.requests('GET', /\/replies$/).length).toBeGreaterThan(1);
    expect(listRequests(server)).toEqual([]);
  });

  it('an upload stays in progress until the refetched message lists it', async () => {
    const user = setupUser();
    const server = serve();
    renderAttachments();
    await screen.findByRole('button', { name: /Attach files/ });
    const release = server.hold('GET', /\/replies$/);
    await user.upload(fileInput(), new File(['hello'], 'notes.txt'));
    await waitFor(() => expect(server.requests('POST')).toHaveLength(1));
    const uploads = screen.getByRole('list', { name: ATTACHMENT_MESSAGES.uploadsLabel });
    expect(within(uploads).getByRole('status')).toHaveTextContent(ATTACHMENT_MESSAGES.uploading);
    release();
    expect(await screen.findByRole('link', { name: 'notes.txt' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: ATTACHMENT_MESSAGES.uploadsLabel })).not.toBeInTheDocument());
  });

  it('a file on the opening post refetches the topic only, not its replies', async () => {
    const user = setupUser();
    const server = serve();
    renderAttachments(
      <>
        <OpeningPost />
        <Replies />
      </>,
    );
    await screen.findByRole('button', { name: 'Attach files to Launch plan' });
    await screen.findByRole('button', { name: 'Attach files to Re: Launch plan' });
    await user.upload(fileInput(TOPIC_ID), new File(['agenda'], 'agenda.txt'));
    expect(await screen.findByRole('link', { name: 'agenda.txt' })).toBeInTheDocument();
    expect(server.requests('GET', /\/topics\/11$/)).toHaveLength(2);
    expect(server.requests('GET', /\/replies$/)).toHaveLength(1);
    expect(listRequests(server)).toEqual([]);
  });

  it('a refused upload shows the server’s reason under the message and can be retried', async () => {
    const user = setupUser();
    const server = serve();
    server.answerNext('POST', /\/attachments$/, halError(413, 'PropertyConstraintViolation', 'File is too large (maximum size is 10 Bytes).', 'file'));
    renderAttachments();
    await screen.findByRole('button', { name: /Attach files/ });
    await user.upload(fileInput(), new File(['too large'], 'huge.bin'));
    const uploads = await screen.findByRole('list', { name: ATTACHMENT_MESSAGES.uploadsLabel });
    expect(await within(uploads).findByRole('alert')).toHaveTextContent('File is too large (maximum size is 10 Bytes).');
    await user.click(within(uploads).getByRole('button', { name: 'Retry uploading huge.bin' }));
    expect(await screen.findByRole('link', { name: 'huge.bin' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: ATTACHMENT_MESSAGES.uploadsLabel })).not.toBeInTheDocument());
  });

  it('deleting asks first, then the refetched replies no longer list it; a refused deletion says why and keeps the file', async () => {
    const user = setupUser();
    const server = serve(reply({ files: [attachmentHal(1, 'minutes.txt', 10), attachmentHal(2, 'old.txt', 10)] }));
    renderAttachments();
    await user.click(await screen.findByRole('button', { name: 'Delete minutes.txt' }));
    expect(await screen.findByText('Delete minutes.txt?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'minutes.txt' })).not.toBeInTheDocument());
    expect(await screen.findByText('minutes.txt deleted')).toBeInTheDocument();
    expect(server.requests('DELETE').map(apiPathOf)).toEqual(['/attachments/1']);
    expect(server.requests('GET', /\/replies$/)).toHaveLength(2);

    const reason = 'Attachment time limit exceeded. Files can only be attached or deleted within 15 minutes of posting the message.';
    server.answerNext('DELETE', /^\/attachments\/2$/, halError(403, 'MissingPermission', reason));
    await user.click(screen.getByRole('button', { name: 'Delete old.txt' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'old.txt' })).toBeInTheDocument();
    expect(listRequests(server)).toEqual([]);
  });

  it('a file already gone (404) refetches the replies: the list shows what is left', async () => {
    const user = setupUser();
    const server = serve(reply({ files: [attachmentHal(1, 'minutes.txt', 10)] }));
    renderAttachments();
    await user.click(await screen.findByRole('button', { name: 'Delete minutes.txt' }));
    // Someone else deleted it meanwhile.
    server.state.replies[TOPIC_ID][0] = reply();
    server.answerNext('DELETE', /^\/attachments\/1$/, halError(404, 'NotFound', 'The requested resource could not be found.'));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'minutes.txt' })).not.toBeInTheDocument());
  });
});

describe('attachment rules', () => {
  it.each([[0, '0 B'], [512, '512 B'], [1536, '1.5 KB'], [5 * 1024 * 1024, '5 MB'], [3 * 1024 ** 4, '3072 GB']])('%d bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('shows a client error’s reason, never a server error’s', () => {
    expect(attachmentFailure(new ApiError(422, 'x', 'The file is empty.'), 'fallback')).toBe('The file is empty.');
    expect(attachmentFailure(new ApiError(500, 'x', 'stack trace'), 'fallback')).toBe('fallback');
    expect(attachmentFailure(new Error('boom'), 'fallback')).toBe('fallback');
  });

  it('the upload queue: started, failed with a reason, retried, finished', () => {
    const file = new File(['a'], 'a.txt');
    let state = uploadQueue([], { type: 'started', uploads: [{ key: 'k', file }] });
    expect(state).toEqual([{ key: 'k', file, status: 'uploading' }]);
    state = uploadQueue(state, { type: 'failed', key: 'k', error: 'Too large' });
    expect(state).toEqual([{ key: 'k', file, status: 'failed', error: 'Too large' }]);
    state = uploadQueue(state, { type: 'retried', key: 'k' });
    expect(state).toEqual([{ key: 'k', file, status: 'uploading' }]);
    expect(uploadQueue(state, { type: 'finished', key: 'k' })).toEqual([]);
  });
});
