import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tessera/shared/test/user';
import { halError, jsonResponse, mockApi, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import { AppProviders, MemoryRouter, setCurrentUser, type CurrentUser } from '@tessera/shared';
import type { GithubRepositoryHal } from '../api/github-overview-api';
import { GITHUB_TEXT } from '../model/github-constants';
import type { RepositoryCard } from '../model/overview';
import { CREATE_REPOSITORY_TEXT } from './CreateRepositoryDialog';
import { RepositoriesCard } from './RepositoriesCard';

jest.setTimeout(30_000);

const MEMBER: CurrentUser = { id: 3, name: 'Priya Raman', email: 'priya@tessera.local', login: 'priya', roleType: 'member', isAdmin: false, isManager: false, globalRoles: [] };
const ADMIN: CurrentUser = { ...MEMBER, id: 1, name: 'Ada Admin', login: 'admin', roleType: 'admin', isAdmin: true };
const P = 5;
const createPath = `/projects/${P}/github/repositories/create`;

function created(name: string): GithubRepositoryHal {
  return {
    _type: 'GithubRepository', id: 9, githubId: 90, name, fullName: `acme/${name}`, htmlUrl: `https://github.com/acme/${name}`, private: true, createdAt: '2026-03-02T00:00:00Z',
    connectedAt: '2026-03-02T00:00:00Z', createdViaApp: true, backfilledAt: null, _links: { self: { href: `/api/v3/projects/${P}/github/repositories/9` } },
  };
}

function card(connectedToProject: boolean): RepositoryCard {
  return {
    id: 7, name: 'web', fullName: 'acme/web', htmlUrl: 'https://github.com/acme/web', private: false, createdAt: null, connectedAt: null, createdViaApp: false, backfilledAt: null,
    connectedToProject, pullRequests: { total: 0, open: 0, merged: 0, closed: 0, draft: 0, linkedToWorkPackages: 0 }, mergedLast30Days: 0, openedLast30Days: 0,
    lastActivityAt: null, activeLast30Days: false, _links: { self: { href: '/api/v3/x' } }, removable: false,
  };
}

type Answer = (request: RecordedRequest) => ReturnType<typeof jsonResponse>;

function renderCard({ user = MEMBER, canConnect = true, cards = [] as RepositoryCard[], answers = [] as Answer[] } = {}) {
  setCurrentUser(user);
  const queue = [...answers];
  const api = mockApi((request) => {
    const path = new URL(request.url, 'http://localhost').pathname.replace(/^\/api\/v3/, '');
    if (request.method === 'POST' && path === createPath) {
      const next = queue.shift();
      return next ? next(request) : jsonResponse(201, created((request.body as { name: string }).name));
    }
    return halError(404, 'NotFound', 'No fake.');
  });
  render(
    <AppProviders>
      <MemoryRouter>
        <RepositoriesCard projectId={P} cards={cards} canConnect={canConnect} includeChildren={false} onIncludeChildren={() => {}} childProjectCount={0} aggregated={null} onRefresh={async () => {}} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { api, creates: () => api.requests('POST', /\/github\/repositories\/create$/) };
}

async function openDialog(user: ReturnType<typeof setupUser>) {
  await user.click(screen.getByRole('button', { name: CREATE_REPOSITORY_TEXT.button }));
  return screen.findByRole('dialog', { name: CREATE_REPOSITORY_TEXT.title });
}

describe('Create Repository', () => {
  it('is offered only to who may connect, while the project has no repository of its own', () => {
    renderCard({ canConnect: false });
    expect(screen.queryByRole('button', { name: CREATE_REPOSITORY_TEXT.button })).not.toBeInTheDocument();
  });

  it('is not offered once the project has a repository; a child project\'s does not count', () => {
    const first = renderCard({ cards: [card(true)] });
    expect(screen.queryByRole('button', { name: CREATE_REPOSITORY_TEXT.button })).not.toBeInTheDocument();
    expect(first.creates()).toHaveLength(0);
    cleanup();
    renderCard({ cards: [card(false)] });
    expect(screen.getAllByRole('button', { name: CREATE_REPOSITORY_TEXT.button })).toHaveLength(1);
  });

  it('checks the name before sending: required, then its characters', async () => {
    const user = setupUser();
    const { creates } = renderCard();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: CREATE_REPOSITORY_TEXT.submit }));
    expect(await within(dialog).findByText(CREATE_REPOSITORY_TEXT.nameRequired)).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: CREATE_REPOSITORY_TEXT.name });
    await user.type(name, 'has space');
    await user.click(within(dialog).getByRole('button', { name: CREATE_REPOSITORY_TEXT.submit }));
    expect(await within(dialog).findByText(CREATE_REPOSITORY_TEXT.nameCharacters)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(creates()).toHaveLength(0);
  });

  it('keyboard only: fills the form, submits with Enter, sends the §3 payload and says so', async () => {
    const user = setupUser();
    const { creates } = renderCard();
    screen.getByRole('button', { name: CREATE_REPOSITORY_TEXT.button }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: CREATE_REPOSITORY_TEXT.title });
    const name = within(dialog).getByRole('textbox', { name: CREATE_REPOSITORY_TEXT.name });
    await waitFor(() => expect(name).toHaveFocus());
    await user.keyboard('apollo-web');
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: CREATE_REPOSITORY_TEXT.description })).toHaveFocus();
    await user.keyboard('The web client');
    await user.tab();
    expect(within(dialog).getByRole('radio', { name: CREATE_REPOSITORY_TEXT.private })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: CREATE_REPOSITORY_TEXT.public })).toBeChecked();
    await user.tab();
    expect(within(dialog).getByRole('checkbox', { name: CREATE_REPOSITORY_TEXT.template })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('checkbox', { name: CREATE_REPOSITORY_TEXT.readme })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(name).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`${CREATE_REPOSITORY_TEXT.created}: acme/apollo-web`)).toBeInTheDocument();
    expect(creates().map((request) => request.body)).toEqual([{ name: 'apollo-web', description: 'The web client', visibility: 'public', template: false, initializeWithReadme: false }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CREATE_REPOSITORY_TEXT.title })).not.toBeInTheDocument());
  });

  it("GitHub's refusal of the name shows GitHub's reason on the field; a new name then goes through", async () => {
    const user = setupUser();
    const { creates } = renderCard({ answers: [() => halError(422, 'PropertyConstraintViolation', 'GitHub refused it: name already exists on this account', 'name')] });
    const dialog = await openDialog(user);
    const name = within(dialog).getByRole('textbox', { name: CREATE_REPOSITORY_TEXT.name });
    await user.type(name, 'taken');
    await user.click(within(dialog).getByRole('button', { name: CREATE_REPOSITORY_TEXT.submit }));
    expect(await within(dialog).findByText('GitHub refused it: name already exists on this account')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    await user.clear(name);
    await user.type(name, 'fresh');
    await user.click(within(dialog).getByRole('button', { name: CREATE_REPOSITORY_TEXT.submit }));
    expect(await screen.findByText(`${CREATE_REPOSITORY_TEXT.created}: acme/fresh`)).toBeInTheDocument();
    expect(creates().map((request) => (request.body as { name: string }).name)).toEqual(['taken', 'fresh']);
  });

  it('a failure says what failed and Try again sends it again (once per click, never by itself)', async () => {
    const user = setupUser();
    const { creates } = renderCard({ answers: [() => halError(502, 'InternalServerError', 'GitHub answered 502: Server Error')] });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: CREATE_REPOSITORY_TEXT.name }), 'flaky');
    await user.click(within(dialog).getByRole('button', { name: CREATE_REPOSITORY_TEXT.submit }));
    const alert = await within(dialog).findByTestId('github-create-failed');
    expect(alert).toHaveTextContent(`${CREATE_REPOSITORY_TEXT.failed}: GitHub answered 502: Server Error`);
    expect(creates()).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: CREATE_REPOSITORY_TEXT.tryAgain }));
    expect(await screen.findByText(`${CREATE_REPOSITORY_TEXT.created}: acme/flaky`)).toBeInTheDocument();
    expect(creates()).toHaveLength(2);
  });

  it('not configured (the settings changed meanwhile): an admin is sent to the settings', async () => {
    const user = setupUser();
    renderCard({ user: ADMIN, answers: [() => halError(503, 'InternalServerError', 'GitHub integration is not configured (missing: installationId).')] });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: CREATE_REPOSITORY_TEXT.name }), 'late');
    await user.click(within(dialog).getByRole('button', { name: CREATE_REPOSITORY_TEXT.submit }));
    const banner = await within(dialog).findByTestId('github-create-not-configured');
    expect(banner).toHaveTextContent(GITHUB_TEXT.notConfiguredBanner);
    expect(banner).toHaveTextContent('missing: installationId');
    expect(within(banner).getByRole('link', { name: GITHUB_TEXT.openSettings })).toHaveAttribute('href', '/admin/github');
    expect(within(dialog).getByRole('button', { name: CREATE_REPOSITORY_TEXT.submit })).toBeDisabled();
  });

  it('not configured: anyone else is told GitHub is not configured', async () => {
    const user = setupUser();
    renderCard({ answers: [() => halError(503, 'InternalServerError', 'GitHub integration is not configured (missing: installationId).')] });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: CREATE_REPOSITORY_TEXT.name }), 'late');
    await user.click(within(dialog).getByRole('button', { name: CREATE_REPOSITORY_TEXT.submit }));
    const banner = await within(dialog).findByTestId('github-create-not-configured');
    expect(banner).toHaveTextContent(GITHUB_TEXT.notConfiguredTitle);
    expect(banner).toHaveTextContent(GITHUB_TEXT.notConfiguredMember);
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
  });
});
