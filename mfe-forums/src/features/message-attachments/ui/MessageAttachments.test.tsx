import { render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, AppProviders, type AttachmentHal, type HalLink } from '@tessera/shared';
import { apiPathOf, halError, jsonResponse, mockApi, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import { setupUser } from '@tessera/shared/test/user';
import { collection, messageHal } from '../../../testing/forum-server';
import { ATTACHMENT_MESSAGES, attachmentFailure, formatFileSize } from '../model/attachment-rules';
import { uploadQueue } from '../model/upload-queue';
import { MessageAttachments } from './MessageAttachments';

jest.setTimeout(30_000);

const TOPIC_ID = 11;
const REPLY_ID = 21;
const link = (href: string, extra: Partial<HalLink> = {}): HalLink => ({ href, ...extra });

function attachmentHal(id: number, fileName: string, fileSize: number, { deletable = true } = {}): AttachmentHal {
  const self = `/api/v3/attachments/${id}`;
  return {
    _type: 'Attachment', id, title: fileName, fileName, fileSize, contentType: 'text/plain', description: { format: 'plain', raw: '', html: '' },
    digest: { algorithm: 'sha256', hash: 'abc' }, status: 'uploaded', createdAt: '2026-11-20T10:01:00Z',
    _links: {
      self: { href: self, title: fileName },
      container: { href: `/api/v3/messages/${REPLY_ID}` },
      author: { href: '/api/v3/users/7', title: 'Grace Hopper' },
      downloadLocation: { href: `${self}/content` },
      staticDownloadLocation: { href: `${self}/content` },
      ...(deletable ? { delete: { href: self, method: 'delete' as const } } : {}),
    },
  };
}

/** A reply as the server sends it: `attachments` always, `addAttachment` for who may attach. */
function reply({ canAttach = true } = {}) {
  const href = `/api/v3/messages/${REPLY_ID}/attachments`;
  return messageHal(REPLY_ID, 'Re: Launch plan', {
    _type: 'Message',
    _links: {
      self: link(`/api/v3/messages/${REPLY_ID}`),
      author: link('/api/v3/users/7', { title: 'Grace Hopper' }),
      attachments: link(href),
      ...(canAttach ? { addAttachment: link(href, { method: 'post' }) } : {}),
    },
  }, { topicId: TOPIC_ID });
}

function serve(files: AttachmentHal[]) {
  let nextId = 500;
  return mockApi((request: RecordedRequest) => {
    const path = apiPathOf(request);
    if (path === `/messages/${REPLY_ID}/attachments` && request.method === 'GET') return jsonResponse(200, collection(files));
    if (path === `/messages/${REPLY_ID}/attachments` && request.method === 'POST') {
      const file = (request.body as FormData).get('file') as File;
      nextId += 1;
      return jsonResponse(201, attachmentHal(nextId, file.name, file.size));
    }
    const deleted = /^\/attachments\/(\d+)$/.exec(path);
    if (deleted && request.method === 'DELETE') return jsonResponse(204);
    return halError(404, 'NotFound', `No fake route for ${request.method} ${path}`);
  });
}

const renderAttachments = (message = reply()) =>
  render(
    <AppProviders>
      <MessageAttachments message={message} topicId={TOPIC_ID} />
    </AppProviders>,
  );

const fileInput = () => screen.getByTestId(`attach-input-${REPLY_ID}`) as HTMLInputElement;

describe('a message’s attachments', () => {
  it('lists each file as a download link with its size', async () => {
    serve([attachmentHal(1, 'minutes.txt', 1536), attachmentHal(2, 'plan.pdf', 512, { deletable: false })]);
    renderAttachments();
    const list = await screen.findByRole('list', { name: 'Attached files: Re: Launch plan' });
    const minutes = within(list).getByRole('link', { name: 'minutes.txt' });
    expect(minutes).toHaveAttribute('href', '/api/v3/attachments/1/content');
    expect(minutes).toHaveAttribute('download', 'minutes.txt');
    expect(within(list).getByText('1.5 KB')).toBeInTheDocument();
    // Delete only where the server offers it.
    expect(within(list).getByRole('button', { name: 'Delete minutes.txt' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Delete plan.pdf' })).not.toBeInTheDocument();
  });

  it('a reader sees nothing under a message without files', async () => {
    const server = serve([]);
    const { container } = renderAttachments(reply({ canAttach: false }));
    await waitFor(() => expect(server.requests('GET')).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('[data-testid="attachments-21"]')).toBeNull());
  });

  it('a reader sees the files but no Attach button', async () => {
    serve([attachmentHal(1, 'minutes.txt', 10, { deletable: false })]);
    renderAttachments(reply({ canAttach: false }));
    expect(await screen.findByRole('link', { name: 'minutes.txt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Attach files/ })).not.toBeInTheDocument();
  });

  it('the author attaches files: each is uploaded as multipart and joins the list', async () => {
    const user = setupUser();
    const server = serve([]);
    renderAttachments();
    const attach = await screen.findByRole('button', { name: 'Attach files to Re: Launch plan' });
    expect(attach).toHaveTextContent(ATTACHMENT_MESSAGES.attach);
    await user.upload(fileInput(), [new File(['hello'], 'notes.txt', { type: 'text/plain' }), new File(['x'.repeat(2048)], 'big.log')]);
    expect(await screen.findByRole('link', { name: 'notes.txt' })).toHaveAttribute('href', '/api/v3/attachments/501/content');
    expect(await screen.findByRole('link', { name: 'big.log' })).toBeInTheDocument();
    const posts = server.requests('POST');
    expect(posts).toHaveLength(2);
    const form = posts[0].body as FormData;
    expect(JSON.parse(form.get('metadata') as string)).toEqual({ fileName: 'notes.txt' });
    expect((form.get('file') as File).name).toBe('notes.txt');
    expect(screen.queryByRole('list', { name: ATTACHMENT_MESSAGES.uploadsLabel })).not.toBeInTheDocument();
  });

  it('a refused upload shows the server’s reason under the message and can be retried', async () => {
    const user = setupUser();
    const server = serve([]);
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

  it('deleting asks first; a refused deletion says why and keeps the file', async () => {
    const user = setupUser();
    const server = serve([attachmentHal(1, 'minutes.txt', 10), attachmentHal(2, 'old.txt', 10)]);
    renderAttachments();
    await user.click(await screen.findByRole('button', { name: 'Delete minutes.txt' }));
    expect(await screen.findByText('Delete minutes.txt?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'minutes.txt' })).not.toBeInTheDocument());
    expect(server.requests('DELETE').map(apiPathOf)).toEqual(['/attachments/1']);

    const reason = 'Attachment time limit exceeded. Files can only be attached or deleted within 15 minutes of posting the message.';
    server.answerNext('DELETE', /^\/attachments\/2$/, halError(403, 'MissingPermission', reason));
    await user.click(screen.getByRole('button', { name: 'Delete old.txt' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'old.txt' })).toBeInTheDocument();
  });

  it('a list that fails to load says so, with Retry', async () => {
    const user = setupUser();
    const server = serve([attachmentHal(1, 'minutes.txt', 10)]);
    server.answerNext('GET', /\/attachments$/, halError(500, 'InternalServerError', 'boom'));
    renderAttachments();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ATTACHMENT_MESSAGES.loadFailed);
    expect(alert).not.toHaveTextContent('boom');
    await user.click(within(alert).getByRole('button', { name: ATTACHMENT_MESSAGES.retry }));
    expect(await screen.findByRole('link', { name: 'minutes.txt' })).toBeInTheDocument();
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
