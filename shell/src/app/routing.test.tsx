import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tessera/shared/test/user';
import { mapCurrentUser, setCurrentUser } from '@tessera/shared';
import { halError, jsonResponse, mockFetch, requestsOf } from '@tessera/shared/test/fetch-mock';
import { adminHal, userHal } from '@tessera/shared/test/fixtures';
import { loadRemoteModule } from '../federation/load-remote-module';
import { setRemoteEntries } from '../federation/remote-entries';
import { renderApp } from '../../test/render-app';
import { stubRemoteModule } from '../../test/remote-stubs';

jest.mock('../federation/load-remote-module', () => ({ loadRemoteModule: jest.fn(), registerRemoteEntries: jest.fn() }));

beforeEach(() => {
  jest.mocked(loadRemoteModule).mockImplementation(async (id) => stubRemoteModule(id) as never);
  setRemoteEntries({ mfe_projects: 'http://localhost/remotes/mfe-projects/mf-manifest.json' });
});

describe('routing', () => {
  it('sends / to /projects, which mounts the projects remote', async () => {
    setCurrentUser(mapCurrentUser(userHal()));
    const { location } = renderApp('/');
    expect(await screen.findByTestId('remote:mfe_projects/ProjectsPage')).toBeInTheDocument();
    expect(location()).toBe('/projects');
  });

  it('sends signed-out visitors of protected pages to /login with a redirect back', async () => {
    setCurrentUser(null);
    const { location } = renderApp('/account');
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(location()).toBe('/login?redirect=%2Faccount');
  });

  it('checks the session first, then redirects when the server says 401', async () => {
    mockFetch(() => halError(401, 'Unauthenticated', 'Authentication required.'));
    const { location } = renderApp('/projects?tab=archived');
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent('/projects?tab=archived')}`));
  });

  it('returns to the redirect target after logging in', async () => {
    setCurrentUser(null);
    mockFetch(() => jsonResponse(200, userHal()));
    const { location } = renderApp('/login?redirect=%2Faccount');
    const user = setupUser();
    await user.type(screen.getByLabelText('Email'), 'grace@tessera.local');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: /log in/i }));

    await waitFor(() => expect(location()).toBe('/account'));
    expect(await screen.findByTestId('page-account')).toBeInTheDocument();
  });

  it('ignores a redirect that leaves the site', async () => {
    setCurrentUser(mapCurrentUser(userHal()));
    const { location } = renderApp('/login?redirect=%2F%2Fevil.example.com');
    await waitFor(() => expect(location()).toBe('/projects'));
  });

  it('sends already signed-in users from /login to /projects', async () => {
    setCurrentUser(mapCurrentUser(userHal()));
    const { location } = renderApp('/login');
    await waitFor(() => expect(location()).toBe('/projects'));
  });

  it('shows the server message when login fails', async () => {
    setCurrentUser(null);
    mockFetch(() => halError(401, 'Unauthenticated', 'Invalid email or password.'));
    const { location } = renderApp('/login');
    const user = setupUser();
    await user.type(screen.getByLabelText('Email'), 'grace@tessera.local');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: /log in/i }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(location()).toBe('/login');
  });

  it('shows a not-found page for unknown paths', async () => {
    setCurrentUser(mapCurrentUser(userHal()));
    renderApp('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to projects/i })).toHaveAttribute('href', '/projects');
  });

  it('offers a retry instead of the login form when the server cannot be reached', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { location } = renderApp('/projects');
    expect(await screen.findByText('Cannot reach the server. Check your connection and try again.')).toBeInTheDocument();
    expect(location()).toBe('/projects');

    mockFetch(() => jsonResponse(200, userHal()));
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('remote:mfe_projects/ProjectsPage')).toBeInTheDocument();
  });
});

describe('layout', () => {
  it('shows the product name, navigation and the user without an admin badge for members', async () => {
    setCurrentUser(mapCurrentUser(userHal()));
    renderApp('/projects');
    expect(await screen.findByText('Tessera')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /projects/i })).toHaveAttribute('href', '/projects');
    expect(within(screen.getByTestId('user-menu')).getByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-badge')).not.toBeInTheDocument();
  });

  it('marks admins with a badge', async () => {
    setCurrentUser(mapCurrentUser(adminHal()));
    renderApp('/projects');
    expect(await screen.findByTestId('admin-badge')).toHaveTextContent('Admin');
  });

  it('opens the account page and logs out from the user menu', async () => {
    setCurrentUser(mapCurrentUser(userHal()));
    const fetchMock = mockFetch((request) => {
      if (request.method === 'DELETE') return jsonResponse(204);
      return jsonResponse(200, { _type: 'Collection', total: 0, count: 0, pageSize: 20, offset: 1, _embedded: { elements: [] } });
    });
    const { location } = renderApp('/projects');
    const user = setupUser();

    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByText('Account'));
    await waitFor(() => expect(location()).toBe('/account'));

    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByText('Log out'));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(requestsOf(fetchMock).some((request) => request.method === 'DELETE' && request.url === '/api/v3/session')).toBe(true);
  });
});

describe('accessibility (issue 21)', () => {
  it('puts a skip link first in the tab order; it moves focus to the one main landmark', async () => {
    setCurrentUser(mapCurrentUser(userHal()));
    mockFetch(() => jsonResponse(200, { _type: 'Collection', total: 0, count: 0, pageSize: 20, offset: 1, _embedded: { elements: [] } }));
    renderApp('/account');
    await screen.findByTestId('page-account');
    const user = setupUser();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('navigation', { name: 'Main' }));
  });

  it.each([
    ['/account', 'Account'],
    ['/no/such/page', 'Page not found'],
  ])('gives %s one h1, its title', async (path, title) => {
    setCurrentUser(mapCurrentUser(userHal()));
    mockFetch(() => jsonResponse(200, { _type: 'Collection', total: 0, count: 0, pageSize: 20, offset: 1, _embedded: { elements: [] } }));
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('makes the login page a main landmark with an h1', async () => {
    setCurrentUser(null);
    renderApp('/login');
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Tessera' })).toBeInTheDocument();
    expect(within(main).getByLabelText('Email')).toBeInTheDocument();
  });

  it('names the user menu by what it shows, so the visible text is part of its name', async () => {
    setCurrentUser(mapCurrentUser(adminHal()));
    renderApp('/projects');
    const menu = await screen.findByTestId('user-menu');
    const name = within(menu).getByText(/.+/, { selector: '.tessera-user-name' }).textContent ?? '';
    expect(screen.getByRole('button', { name: `${name} Admin` })).toBe(menu);
  });
});
