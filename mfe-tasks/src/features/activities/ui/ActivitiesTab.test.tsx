import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { halError } from '@tessera/shared/test/fetch-mock';
import { AppProviders, setCurrentUser } from '@tessera/shared';
import { PANEL_USER } from '../../task-panel/testing/render-panel';
import { createTasksServer, fakeTask, type FakeActivity } from '../../task-panel/testing/tasks-server';
import { ActivitiesTab } from './ActivitiesTab';
import { setEditorContent } from '../../rich-text/testing/editor';

jest.setTimeout(30_000);

function activity(id: number, overrides: Partial<FakeActivity> = {}): FakeActivity {
  return {
    id, workPackageId: 12, version: id, comment: '', details: [], userId: 4, userName: 'Tomás Herrera',
    createdAt: '2026-06-19T09:00:00Z', updatedAt: '2026-06-19T09:00:00Z', canEdit: false, canAttach: true, ...overrides,
  };
}

const CREATED = activity(1, { details: ['Subject set to Pay with a saved card', 'Status set to New'] });
const COMMENT = activity(2, { comment: 'Tested on staging.\nLooks good.' });
const MY_COMMENT = activity(3, { comment: 'Thanks!', userId: 3, userName: 'Priya Raman', canEdit: true });

function renderTab(canComment = true) {
  setCurrentUser(PANEL_USER);
  render(
    <AppProviders>
      <ActivitiesTab workPackageId={12} canComment={canComment} />
    </AppProviders>,
  );
}

const item = async (id: number) => within(await screen.findByTestId(`activity-${id}`));

describe('Activities tab', () => {
  it('shows the timeline newest first, 10 at a time: comments with author, change lines; Load more brings older ones', async () => {
    const older = Array.from({ length: 11 }, (_, index) => activity(index + 1, { details: [`Position set to ${index + 1}`] }));
    const server = createTasksServer({ tasks: [fakeTask({ id: 12 })], activities: [...older, activity(12, { comment: 'Newest comment' })] });
    renderTab();

    const list = within(await screen.findByTestId('activities-list'));
    expect(await list.findByText('Newest comment')).toBeInTheDocument();
    expect(list.getAllByText('Tomás Herrera').length).toBe(10);
    expect(list.queryByTestId('activity-2')).not.toBeInTheDocument();
    const [firstPage] = server.requests('GET', /^\/work_packages\/12\/activities$/);
    const query = new URL(firstPage.url, 'http://localhost').searchParams;
    expect([query.get('pageSize'), query.get('offset'), query.get('sortBy')]).toEqual(['10', '1', '[["version","desc"]]']);

    fireEvent.click(list.getByText('Load more'));
    expect(await list.findByText('Position set to 1')).toBeInTheDocument();
    expect(list.getByTestId('activity-2')).toBeInTheDocument();
    expect(list.queryByText('Load more')).not.toBeInTheDocument();
  });

  it("shows a comment's formatting as the server rendered it (bold, links, lists), never the markup", async () => {
    const formatted = activity(5, {
      comment: '**Blocked** by [the API](https://example.com/api)\n\n- retry\n- <img src=x onerror=alert(1)>',
      commentHtml: '<p><strong>Blocked</strong> by <a href="https://example.com/api" target="_blank" rel="noopener noreferrer nofollow">the API</a></p>\n<ul>\n<li>retry</li>\n<li><img src="x" /></li>\n</ul>',
    });
    createTasksServer({ tasks: [fakeTask({ id: 12 })], activities: [formatted] });
    renderTab();
    const comment = (await item(5)).getByTestId('activity-comment-5');
    expect(comment.querySelector('strong')).toHaveTextContent('Blocked');
    expect(within(comment).getByRole('link', { name: 'the API' })).toHaveAttribute('href', 'https://example.com/api');
    expect(within(comment).getAllByRole('listitem')[0]).toHaveTextContent('retry');
    expect(comment.textContent).not.toMatch(/\*\*|\]\(|<img/);
    expect(comment.querySelector('[onerror]')).toBeNull();
  });

  it('shows change lines as text and a comment with its line breaks, with the author initials', async () => {
    createTasksServer({ tasks: [fakeTask({ id: 12 })], activities: [CREATED, COMMENT] });
    renderTab();
    const created = await item(1);
    expect(created.getByText('Subject set to Pay with a saved card')).toBeInTheDocument();
    expect(created.getByText('Status set to New')).toBeInTheDocument();
    const comment = await item(2);
    expect(comment.getByTestId('activity-comment-2').textContent).toBe('Tested on staging.\nLooks good.');
    expect(comment.getByText('TH')).toBeInTheDocument();
  });

  it('says when there are no activities', async () => {
    createTasksServer({ tasks: [fakeTask({ id: 12 })] });
    renderTab();
    expect(await screen.findByText('No activities available')).toBeInTheDocument();
  });

  it('says when the activities cannot be loaded, and Retry loads them', async () => {
    const server = createTasksServer({ tasks: [fakeTask({ id: 12 })], activities: [COMMENT] });
    server.answerNext('GET', /^\/work_packages\/12\/activities$/, halError(500, 'InternalServerError', 'Boom'));
    renderTab();
    expect(await screen.findByText('Failed to load activities. Please try again.')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Retry'));
    expect(await screen.findByText(/Tested on staging/)).toBeInTheDocument();
  });

  it('adds a comment with Ctrl+Enter, clears the box and says so', async () => {
    const server = createTasksServer({ tasks: [fakeTask({ id: 12 })], activities: [COMMENT] });
    renderTab();
    await item(2);
    const input = await setEditorContent('comment-input', '<p>Ship it on <strong>Friday</strong></p>');
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });

    expect(await screen.findByText('Comment added successfully')).toBeInTheDocument();
    // Formatted in the shared editor, sent as OpenProject Markdown.
    expect(server.requests('POST', /^\/work_packages\/12\/activities$/).map((request) => request.body)).toEqual([{ comment: { raw: 'Ship it on **Friday**' } }]);
    await waitFor(() => expect(input).toHaveTextContent(''));
    expect(await screen.findByText('Ship it on **Friday**')).toBeInTheDocument();
  });

  it('sends nothing for a blank comment and says it cannot be blank', async () => {
    const server = createTasksServer({ tasks: [fakeTask({ id: 12 })], activities: [COMMENT] });
    renderTab();
    await item(2);
    const input = await setEditorContent('comment-input', '<p>   </p><p></p>');
    fireEvent.keyDown(input, { key: 'Enter', metaKey: true });
    expect(await screen.findByText("Comment can't be blank.")).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('comment-submit'));
    // Enter alone is a new line, not a submit.
    await setEditorContent('comment-input', '<p>Draft</p>');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(server.requests('POST')).toHaveLength(0);
  });

  it('keeps the text and says so when a comment cannot be added', async () => {
    const server = createTasksServer({ tasks: [fakeTask({ id: 12 })], activities: [COMMENT] });
    server.answerNext('POST', /^\/work_packages\/12\/activities$/, halError(403, 'MissingPermission', 'You may not comment.'));
    renderTab();
    await item(2);
    const input = await setEditorContent('comment-input', '<p>Will this work?</p>');
    fireEvent.click(screen.getByTestId('comment-submit'));
    expect(await screen.findByText('Failed to add comment')).toBeInTheDocument();
    expect(input).toHaveTextContent('Will this work?');
  });

  it('hides the comment box from who may not comment', async () => {
    createTasksServer({ tasks: [fakeTask({ id: 12 })], activities: [COMMENT] });
    renderTab(false);
    await item(2);
    expect(screen.queryByTestId('comment-input')).not.toBeInTheDocument();
  });

  it('lets the author edit their own comment (and only theirs)', async () => {
    const server = createTasksServer({ tasks: [fakeTask({ id: 12 })], activities: [COMMENT, MY_COMMENT] });
    renderTab();
    expect((await item(2)).queryByLabelText('Edit comment')).not.toBeInTheDocument();
    const mine = await item(3);
    fireEvent.click(mine.getByLabelText('Edit comment'));
    const editor = await setEditorContent('comment-edit-3', '<p>Thanks a lot!</p>');
    fireEvent.keyDown(editor, { key: 'Enter', ctrlKey: true });

    await waitFor(() => expect(mine.getByTestId('activity-comment-3')).toHaveTextContent('Thanks a lot!'));
    expect(server.requests('PATCH', /^\/activities\/3$/).map((request) => request.body)).toEqual([{ comment: { raw: 'Thanks a lot!' } }]);
    expect(mine.getByText('(edited)')).toBeInTheDocument();
  });

  it("shows reactions with counts, the user's own highlighted; a click toggles, the picker adds one", async () => {
    const server = createTasksServer({
      tasks: [fakeTask({ id: 12 })],
      activities: [COMMENT, MY_COMMENT],
      reactions: { 2: { thumbs_up: [{ id: 3, name: 'Priya Raman' }, { id: 4, name: 'Tomás Herrera' }], heart: [{ id: 4, name: 'Tomás Herrera' }] } },
      reactionsNotFound: [3],
    });
    renderTab();
    const comment = await item(2);
    const thumbs = await comment.findByTestId('reaction-thumbs_up');
    expect(thumbs).toHaveTextContent('👍 2');
    expect(thumbs).toHaveAttribute('aria-pressed', 'true');
    expect(comment.getByTestId('reaction-heart')).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(thumbs);
    await waitFor(() => expect(comment.getByTestId('reaction-thumbs_up')).toHaveTextContent('👍 1'));
    expect(comment.getByTestId('reaction-thumbs_up')).toHaveAttribute('aria-pressed', 'false');
    expect(server.requests('POST', /^\/activities\/2\/emoji_reactions$/).map((request) => request.body)).toEqual([{ reaction: 'thumbs_up' }]);

    fireEvent.click(comment.getByTestId('reaction-add-2'));
    fireEvent.click(await screen.findByTestId('reaction-picker-rocket'));
    await waitFor(() => expect(comment.getByTestId('reaction-rocket')).toHaveTextContent('🚀 1'));
    expect(comment.getByTestId('reaction-rocket')).toHaveAttribute('aria-pressed', 'true');

    // A 404 on an activity's reactions means none yet, not an error.
    const mine = await item(3);
    expect(mine.queryByTestId(/^reaction-(?!add-)/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Failed/)).not.toBeInTheDocument();
  });

  it('puts a reaction back and says so when the server refuses it', async () => {
    const server = createTasksServer({ tasks: [fakeTask({ id: 12 })], activities: [COMMENT], reactions: { 2: { heart: [{ id: 4, name: 'Tomás Herrera' }] } } });
    server.answerNext('POST', /^\/activities\/2\/emoji_reactions$/, halError(403, 'MissingPermission', 'You may not react.'));
    renderTab();
    const comment = await item(2);
    fireEvent.click(await comment.findByTestId('reaction-heart'));
    expect(await screen.findByText('Failed to update the reaction')).toBeInTheDocument();
    expect(comment.getByTestId('reaction-heart')).toHaveTextContent('❤️ 1');
    expect(comment.getByTestId('reaction-heart')).toHaveAttribute('aria-pressed', 'false');
  });

  it('lists attachments with name, size and download link, and uploads a file as metadata and file parts', async () => {
    const server = createTasksServer({
      tasks: [fakeTask({ id: 12 })],
      activities: [COMMENT],
      attachments: { 2: [{ id: 70, fileName: 'screenshot.png', fileSize: 1536, contentType: 'image/png' }] },
    });
    renderTab();
    const comment = await item(2);
    const existing = within(await comment.findByTestId('attachment-70'));
    expect(existing.getByText('screenshot.png').closest('a')).toHaveAttribute('href', '/api/v3/attachments/70/content');
    expect(existing.getByText('1.5 KB')).toBeInTheDocument();

    const file = new File(['x'.repeat(2048)], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(comment.getByTestId('attachment-upload').querySelector('input[type=file]')!, { target: { files: [file] } });

    expect(await screen.findByText('Attachment added successfully')).toBeInTheDocument();
    expect(await comment.findByText('notes.txt')).toBeInTheDocument();
    expect(comment.getByText('2 KB')).toBeInTheDocument();
    const [upload] = server.requests('POST', /^\/activities\/2\/attachments$/);
    const form = upload.body as FormData;
    expect([...form.keys()]).toEqual(['metadata', 'file']);
    expect(JSON.parse(String(form.get('metadata')))).toEqual({ fileName: 'notes.txt' });
    expect((form.get('file') as File).name).toBe('notes.txt');
  });

  it('says when an attachment cannot be added', async () => {
    const server = createTasksServer({ tasks: [fakeTask({ id: 12 })], activities: [COMMENT] });
    server.answerNext('POST', /^\/activities\/2\/attachments$/, halError(422, 'PropertyConstraintViolation', 'The file is too large.', 'file'));
    renderTab();
    const comment = await item(2);
    const file = new File(['x'], 'big.bin', { type: 'application/octet-stream' });
    fireEvent.change(comment.getByTestId('attachment-upload').querySelector('input[type=file]')!, { target: { files: [file] } });
    expect(await screen.findByText('Failed to add attachment')).toBeInTheDocument();
  });
});
