import { screen, waitFor, within } from '@testing-library/react';
import { mapCurrentUser, setCurrentUser } from '@tessera/shared';
import { halError } from '@tessera/shared/test/fetch-mock';
import { userHal } from '@tessera/shared/test/fixtures';
import { fill, setupUser } from '@tessera/shared/test/user';
import { currentPath, forumHal, PROJECT_ID, renderForums, serveForums } from '../../../testing/forum-server';
import { useForumsViewMode, VIEW_MODE_STORAGE_KEY } from '../model/view-mode';

jest.setTimeout(30_000);

beforeEach(() => {
  setCurrentUser(mapCurrentUser(userHal()));
  localStorage.clear();
  useForumsViewMode.setState({ mode: 'list' });
});

const withActivity = () =>
  forumHal(2, 'Design', {
    description: 'UI talk', topicsCount: 1200, messagesCount: 3_400_000, unreadCount: 4, lastMessageAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    lastMessageAuthor: { id: 3, name: 'Ana Lima' }, _links: { lastMessage: { href: '/api/v3/messages/12', title: 'Colour tokens' } } as never,
  });

describe('Forums list', () => {
  it('shows the columns, compact counts, unread badges and the texts for missing data; a row click opens the forum', async () => {
    serveForums({ forums: [forumHal(1, 'General'), withActivity()] });
    renderForums();
    expect(await screen.findByRole('heading', { level: 2, name: 'Project Forums' })).toBeInTheDocument();
    for (const column of ['Forum', 'Topics', 'Messages', 'Last Message', 'Actions']) expect(await screen.findByRole('columnheader', { name: column })).toBeInTheDocument();
    const empty = screen.getByTestId('forum-row-1');
    expect(within(empty).getByText('No description')).toBeInTheDocument();
    expect(within(empty).getByText('No messages yet')).toBeInTheDocument();
    const busy = screen.getByTestId('forum-row-2');
    expect(within(busy).getByText('1.2K')).toBeInTheDocument();
    expect(within(busy).getByText('3.4M')).toBeInTheDocument();
    expect(within(busy).getByText('Colour tokens')).toBeInTheDocument();
    expect(within(busy).getByText('by Ana Lima, 3 hours ago')).toBeInTheDocument();
    expect(within(busy).getByLabelText('4 unread')).toBeInTheDocument();

    const user = setupUser();
    await user.click(within(busy).getByText('UI talk'));
    expect(currentPath()).toBe(`/projects/${PROJECT_ID}/forums/2`);
  });

  it('switches to a grid and keeps the choice in localStorage', async () => {
    serveForums({ forums: [forumHal(1, 'General')] });
    renderForums();
    const user = setupUser();
    await user.click(await screen.findByText('Grid'));
    expect(await screen.findByTestId('forum-card-1')).toHaveTextContent('No activity yet');
    expect(JSON.parse(localStorage.getItem(VIEW_MODE_STORAGE_KEY)!).state.mode).toBe('grid');
  });

  it('explains how to enable the module when the listing is refused (403)', async () => {
    const server = serveForums();
    server.answerNext('GET', /\/forums$/, halError(403, 'MissingPermission', 'The Forums module is not enabled in this project.'));
    renderForums();
    expect(await screen.findByRole('heading', { level: 2, name: 'Forums Module Not Enabled' })).toBeInTheDocument();
    expect(screen.getByText(/A project admin can enable it in Project Settings, Modules/)).toBeInTheDocument();
    // The fake project lets the caller change it: the way to its settings is offered.
    expect(await screen.findByRole('link', { name: /Project Settings/ })).toHaveAttribute('href', `/projects/${PROJECT_ID}?settings=modules`);
  });

  it('says the listing failed and retries', async () => {
    const server = serveForums({ forums: [forumHal(1, 'General')] });
    server.answerNext('GET', /\/forums$/, halError(500, 'InternalServerError', 'boom'));
    renderForums();
    expect(await screen.findByText('Failed to load forums. Please try again later.')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('forum-row-1')).toBeInTheDocument();
  });

  it('offers the first-forum form on an empty project, with its checks and a character counter', async () => {
    const server = serveForums();
    renderForums();
    expect(await screen.findByRole('heading', { name: 'Create Your First Forum' })).toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Create Forum' }));
    expect(await screen.findByText('Forum name is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Forum name'), 'Ideas');
    await fill(user, screen.getByLabelText('Description'), 'Too short');
    expect(screen.getByText('9 / 500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Forum' }));
    expect(await screen.findByText('Description must be at least 10 characters')).toBeInTheDocument();
    expect(server.requests('POST')).toHaveLength(0);

    await fill(user, screen.getByLabelText('Description'), ' for the roadmap');
    await user.click(screen.getByRole('button', { name: 'Create Forum' }));
    expect(await screen.findByText('Forum created successfully!')).toBeInTheDocument();
    expect(server.requests('POST')[0].body).toEqual({ name: 'Ideas', description: 'Too short for the roadmap' });
    await waitFor(() => expect(currentPath()).toBe(`/projects/${PROJECT_ID}/forums/100`));
  });

  it('checks the create dialog and shows the server refusals where they belong', async () => {
    const server = serveForums({ forums: [forumHal(1, 'General')] });
    renderForums();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Create Forum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Forum' });
    await fill(user, within(dialog).getByLabelText('Name'), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Forum name must be at least 3 characters')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Name'));
    await fill(user, within(dialog).getByLabelText('Name'), 'x'.repeat(100));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Forum name must be less than 100 characters')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Name'));
    await fill(user, within(dialog).getByLabelText('Name'), 'general');
    server.answerNext('POST', /\/forums$/, halError(409, 'Conflict', 'A forum with this name already exists.', 'name'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A forum with this name already exists.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    server.answerNext('POST', /\/forums$/, halError(403, 'MissingPermission', 'nope'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText("You don't have permission to create forums in this project.")).toBeInTheDocument();
  });

  it('deletes a forum only once its exact name is typed, and says why a deletion failed', async () => {
    const server = serveForums({ forums: [forumHal(1, 'General'), forumHal(2, 'Design')] });
    renderForums();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Delete Design' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete forum' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await fill(user, within(dialog).getByLabelText('Type Design to confirm'), 'design');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Type Design to confirm'));
    await fill(user, within(dialog).getByLabelText('Type Design to confirm'), 'Design');
    expect(confirm).toBeEnabled();

    server.answerNext('DELETE', /\/forums\/2$/, halError(409, 'Conflict', 'Cannot delete forum with existing content. Please delete all topics first.'));
    await user.click(confirm);
    expect(await screen.findByText('Deletion failed')).toBeInTheDocument();
    expect(screen.getByText('Cannot delete forum with existing content. Please delete all topics first.')).toBeInTheDocument();

    server.answerNext('DELETE', /\/forums\/2$/, halError(404, 'NotFound', 'gone'));
    await user.click(confirm);
    expect(await screen.findByText('Forum not found. It may have already been deleted.')).toBeInTheDocument();

    await user.click(confirm);
    expect(await screen.findByText('Forum deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('forum-row-2')).not.toBeInTheDocument());
  });

  it('edits a forum with the edit checks', async () => {
    const server = serveForums({ forums: [forumHal(1, 'General', { description: 'Everything' })] });
    renderForums();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Edit General' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit forum General' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Description'), 'x'.repeat(1000));
    await fill(user, within(dialog).getByLabelText('Name'), 'Lobby');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Description too long')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Forum updated successfully!')).toBeInTheDocument();
    expect(server.requests('PATCH')[0].body).toEqual({ name: 'Lobby', description: '', position: 1 });
  });

  it('offers neither editing nor deleting without the links', async () => {
    serveForums({ forums: [forumHal(1, 'General', {}, { moderator: false })] });
    renderForums();
    await screen.findByTestId('forum-row-1');
    expect(screen.queryByRole('button', { name: 'Edit General' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete General' })).not.toBeInTheDocument();
  });
});
