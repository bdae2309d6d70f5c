import { act, screen, waitFor, within } from '@testing-library/react';
import { mapCurrentUser, setCurrentUser } from '@tessera/shared';
import { halError } from '@tessera/shared/test/fetch-mock';
import { userHal } from '@tessera/shared/test/fixtures';
import { fill, setupUser } from '@tessera/shared/test/user';
import { currentPath, findDialog, forumHal, messageHal, PROJECT_ID, renderForums, serveForums, typeInEditor } from '../../../testing/forum-server';
import { useTopicFilters } from '../model/topic-filters';

jest.setTimeout(30_000);

const FORUM_PATH = `/projects/${PROJECT_ID}/forums/1`;

beforeEach(() => {
  setCurrentUser(mapCurrentUser(userHal()));
  useTopicFilters.setState({ sortBy: 'latest', categoryId: null });
});

const topics = () => [
  messageHal(11, 'Release checklist', { sticky: true, locked: true, repliesCount: 1, views: 1500, read: false }, { author: { id: 3, name: 'Ana Lima' } }),
  messageHal(12, 'Coffee machine', { repliesCount: 2 }),
];

const topicParams = (server: ReturnType<typeof serveForums>) =>
  server.requests('GET', /\/forums\/1\/topics$/).map((request) => Object.fromEntries(new URL(request.url, 'http://localhost').searchParams));

describe('Forum page', () => {
  it('shows the forum, its topics with their markers, and selects the first topic', async () => {
    serveForums({ forums: [forumHal(1, 'General discussion', { description: 'Anything goes' })], topics: topics() });
    renderForums(FORUM_PATH);
    expect(await screen.findByRole('heading', { level: 2, name: 'General discussion' })).toBeInTheDocument();
    expect(screen.getByText('Anything goes')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Topics (2)' })).toBeInTheDocument();
    const first = screen.getByTestId('topic-entry-11');
    expect(within(first).getByText('Pinned')).toBeInTheDocument();
    expect(within(first).getByLabelText('Locked')).toBeInTheDocument();
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(first).toHaveTextContent(/1 reply · 1\.5K views · .* · by Ana Lima/);
    expect(screen.getByTestId('topic-entry-12')).toHaveTextContent('2 replies');
    expect(within(screen.getByTestId('topic-entry-12')).queryByText('New')).not.toBeInTheDocument();
    // The first topic is selected at first: its detail shows.
    expect(await screen.findByRole('heading', { level: 3, name: 'Release checklist' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Release checklist' })).toHaveAttribute('aria-current', 'true');

    await setupUser().click(within(screen.getByTestId('topic-entry-12')).getByRole('link', { name: 'Coffee machine' }));
    expect(currentPath()).toBe(`${FORUM_PATH}/topics/12`);
    expect(await screen.findByRole('heading', { level: 3, name: 'Coffee machine' })).toBeInTheDocument();
  });

  it('asks the server to search (debounced), sort and filter by category', async () => {
    const server = serveForums({ forums: [forumHal(1, 'General discussion')], topics: topics() });
    renderForums(FORUM_PATH);
    const user = setupUser();
    await fill(user, await screen.findByPlaceholderText('Search topics...'), 'release');
    await waitFor(() => expect(topicParams(server).at(-1)).toMatchObject({ q: 'release', sortBy: 'latest', offset: '1', pageSize: '20' }));
    // One request for the whole word, not one per keystroke.
    expect(topicParams(server).filter((params) => params.q)).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Sort topics' }));
    await user.click(await screen.findByText('Unanswered'));
    await waitFor(() => expect(topicParams(server).at(-1)).toMatchObject({ sortBy: 'unanswered' }));
    expect(['Latest first', 'Most popular', 'Most viewed'].every((label) => screen.getAllByText(label).length > 0)).toBe(true);

    await user.click(screen.getByRole('combobox', { name: 'Filter by category' }));
    await user.click(await screen.findByText('Announcements'));
    await waitFor(() => expect(topicParams(server).at(-1)).toMatchObject({ category: '2' }));
  });

  it('filters by status and author: asked of the server, kept in the address and read from it', async () => {
    const me = userHal();
    const server = serveForums({ forums: [forumHal(1, 'General discussion')], topics: topics() });
    renderForums(`${FORUM_PATH}?status=locked&author=me`);
    const user = setupUser();
    // A link with filters: the list asks for them, and the selects show them.
    await waitFor(() => expect(topicParams(server).at(-1)).toMatchObject({ status: 'locked', author: String(me.id) }));
    await screen.findByTestId('topic-entry-11');
    expect(screen.getByRole('combobox', { name: 'Filter by status' }).closest('.ant-select')).toHaveTextContent('Locked');
    expect(screen.getByRole('combobox', { name: 'Filter by author' }).closest('.ant-select')).toHaveTextContent('Me');

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByTitle('Pinned'));
    await waitFor(() => expect(topicParams(server).at(-1)).toMatchObject({ status: 'pinned' }));
    expect(currentPath()).toBe(`${FORUM_PATH}?status=pinned&author=me`);

    // A member, searched by name.
    await user.click(screen.getByRole('combobox', { name: 'Filter by author' }));
    await user.type(screen.getByRole('combobox', { name: 'Filter by author' }), 'Ana');
    await user.click(await screen.findByTitle('Ana Lima'));
    await waitFor(() => expect(topicParams(server).at(-1)).toMatchObject({ status: 'pinned', author: '3' }));
    expect(currentPath()).toBe(`${FORUM_PATH}?status=pinned&author=3`);
    const principals = new URL(server.requests('GET', /\/principals$/).at(-1)!.url, 'http://localhost').searchParams;
    expect(JSON.parse(principals.get('filters')!)).toEqual(expect.arrayContaining([{ member: { operator: '=', values: [String(PROJECT_ID)] } }]));

    // Opening a topic keeps the filters.
    await user.click(within(await screen.findByTestId('topic-entry-12')).getByRole('link', { name: 'Coffee machine' }));
    expect(currentPath()).toBe(`${FORUM_PATH}/topics/12?status=pinned&author=3`);

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByTitle('All topics'));
    await waitFor(() => expect(topicParams(server).at(-1)).not.toHaveProperty('status'));
    expect(currentPath()).toBe(`${FORUM_PATH}/topics/12?author=3`);
  });

  it('marks all read: the server is told and the badges clear', async () => {
    const server = serveForums({ forums: [forumHal(1, 'General discussion', { unreadCount: 1 })], topics: topics() });
    renderForums(FORUM_PATH);
    await screen.findByTestId('topic-entry-11');
    await setupUser().click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(server.requests('POST', /\/forums\/1\/read$/)).toHaveLength(1));
    await waitFor(() => expect(within(screen.getByTestId('topic-entry-11')).queryByText('New')).not.toBeInTheDocument());
  });

  it('checks a new topic, keeps its draft on the server and posts it with its category', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const server = serveForums({ forums: [forumHal(1, 'General discussion')], topics: [] });
    renderForums(FORUM_PATH);
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    expect(await screen.findByText('No topics yet. Start a new discussion.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start New Discussion' }));
    const dialog = await findDialog('Start New Discussion');
    await user.click(await within(dialog).findByRole('button', { name: 'Create Topic' }));
    expect(within(dialog).getByText('Topic subject is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Topic content is required')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('Subject'), 'Hi');
    await typeInEditor('new-topic-content', 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Create Topic' }));
    expect(within(dialog).getByText('Subject must be at least 3 characters long')).toBeInTheDocument();
    expect(within(dialog).getByText('Content must be at least 10 characters long')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Content' })).toHaveAttribute('aria-invalid', 'true');

    await fill(user, within(dialog).getByLabelText('Subject'), ' there');
    await typeInEditor('new-topic-content', ' for the release');
    // The draft is saved once typing pauses.
    await act(async () => {
      jest.advanceTimersByTime(1100);
    });
    await waitFor(() => expect(server.requests('PUT', /\/draft$/).length).toBeGreaterThan(0));
    expect(server.state.draft?.subject).toBe('Hi there');

    // Closed and opened again: the draft comes back.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Start New Discussion' }));
    const reopened = await findDialog('Start New Discussion');
    expect(await within(reopened).findByText('Your draft was restored.')).toBeInTheDocument();
    expect(within(reopened).getByLabelText('Subject')).toHaveValue('Hi there');
    expect(within(reopened).getByRole('textbox', { name: 'Content' })).toHaveTextContent('Too short for the release');

    await user.click(within(reopened).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByText('Feedback'));
    await user.click(within(reopened).getByRole('button', { name: 'Create Topic' }));
    expect(await screen.findByText('Topic created successfully!')).toBeInTheDocument();
    const body = server.requests('POST', /\/topics$/)[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ subject: 'Hi there', sticky: false, locked: false, _links: { category: { href: '/api/v3/forum_categories/5' } } });
    expect(JSON.stringify(body.content)).toContain('Too short for the release');
    await waitFor(() => expect(currentPath()).toBe(`${FORUM_PATH}/topics/500`));
    jest.useRealTimers();
  });

  it('shows a refused topic on its field', async () => {
    const server = serveForums({ forums: [forumHal(1, 'General discussion', {}, { moderator: false })], topics: [] });
    renderForums(FORUM_PATH);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Start New Discussion' }));
    const dialog = await findDialog('Start New Discussion');
    // Not a moderator: no sticky or locked choice.
    expect(within(dialog).queryByText('Lock this topic')).not.toBeInTheDocument();
    await fill(user, await within(dialog).findByLabelText('Subject'), 'Weekly sync');
    await typeInEditor('new-topic-content', 'Agenda for the weekly sync');
    server.answerNext('POST', /\/topics$/, halError(500, 'InternalServerError', 'boom'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Topic' }));
    expect(await within(dialog).findByText('Failed to create topic. Please try again.')).toBeInTheDocument();
    server.answerNext('POST', /\/topics$/, halError(422, 'PropertyConstraintViolation', 'Subject too long', 'subject'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Topic' }));
    expect(await within(dialog).findByText('Subject too long')).toBeInTheDocument();
  });
});
