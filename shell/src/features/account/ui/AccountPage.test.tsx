import { screen, waitFor, within } from '@testing-library/react';
import { fill, setupUser } from '@tessera/shared/test/user';
import { mapCurrentUser, setCurrentUser, type AccessTokenHal } from '@tessera/shared';
import { halError, jsonResponse, mockFetch, requestsOf, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import { adminHal } from '@tessera/shared/test/fixtures';
import { renderApp } from '../../../../test/render-app';

jest.mock('../../../federation/load-remote-module', () => ({ loadRemoteModule: jest.fn(), registerRemoteEntries: jest.fn() }));

const POLICY = 'Password must be at least 10 characters long and contain at least three of: lowercase letters, uppercase letters, digits, symbols.';

interface TokenRow { id: number; name: string; createdAt: string; lastUsedAt: string | null }

/** A tiny in-memory /access_tokens server. */
function serveTokens(initial: TokenRow[]) {
  let tokens = [...initial];
  let nextId = 100;
  const hal = (token: TokenRow, secret?: string): AccessTokenHal => ({
    _type: 'AccessToken', ...token, expiresAt: null, ...(secret ? { token: secret } : {}),
    _links: { self: { href: `/api/v3/access_tokens/${token.id}`, title: token.name }, delete: { href: `/api/v3/access_tokens/${token.id}`, method: 'delete' } },
  });
  const fetchMock = mockFetch((request: RecordedRequest) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === '/api/v3/access_tokens' && request.method === 'GET') {
      return jsonResponse(200, {
        _type: 'Collection', total: tokens.length, count: tokens.length, pageSize: Number(url.searchParams.get('pageSize')),
        offset: Number(url.searchParams.get('offset')), _embedded: { elements: tokens.map((token) => hal(token)) },
      });
    }
    if (url.pathname === '/api/v3/access_tokens' && request.method === 'POST') {
      const created = { id: nextId++, name: (request.body as { name: string }).name, createdAt: '2026-03-05T09:00:00Z', lastUsedAt: null };
      tokens = [created, ...tokens];
      return jsonResponse(201, hal(created, 'tsr_secret_value_123'));
    }
    const match = /^\/api\/v3\/access_tokens\/(\d+)$/.exec(url.pathname);
    if (match && request.method === 'DELETE') {
      tokens = tokens.filter((token) => token.id !== Number(match[1]));
      return jsonResponse(204);
    }
    if (url.pathname === '/api/v3/users/me/password') {
      const body = request.body as { currentPassword: string; newPassword: string };
      if (body.newPassword.length < 10) return halError(422, 'PropertyConstraintViolation', POLICY, 'newPassword');
      if (body.currentPassword !== 'old-Password1') return halError(422, 'PropertyConstraintViolation', 'Current password is incorrect.', 'currentPassword');
      return jsonResponse(204);
    }
    return halError(404, 'NotFound', 'Not found.');
  });
  return fetchMock;
}

beforeEach(() => {
  setCurrentUser(mapCurrentUser(adminHal()));
});

describe('account page', () => {
  it('shows the profile', async () => {
    serveTokens([]);
    renderApp('/account');
    const profile = await screen.findByTestId('account-profile');
    expect(within(profile).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(profile).getByText('admin@tessera.local')).toBeInTheDocument();
    expect(within(profile).getByText('Administrator')).toBeInTheDocument();
  });

  it('lists tokens with created and last-used times', async () => {
    const fetchMock = serveTokens([
      { id: 1, name: 'CI pipeline', createdAt: '2026-01-10T08:00:00Z', lastUsedAt: null },
      { id: 2, name: 'Reporting script', createdAt: '2026-02-01T08:00:00Z', lastUsedAt: '2026-02-02T08:00:00Z' },
    ]);
    renderApp('/account');
    const tokens = await screen.findByTestId('account-tokens');
    expect(await within(tokens).findByText('CI pipeline')).toBeInTheDocument();
    expect(within(tokens).getByText('Reporting script')).toBeInTheDocument();
    expect(within(tokens).getByText('Never')).toBeInTheDocument();
    const list = requestsOf(fetchMock).find((request) => request.url.startsWith('/api/v3/access_tokens'));
    expect(list?.url).toBe('/api/v3/access_tokens?offset=1&pageSize=20');
  });

  it('creates a token and shows it once with a warning and a copy button', async () => {
    const fetchMock = serveTokens([]);
    renderApp('/account');
    const user = setupUser();
    const tokens = await screen.findByTestId('account-tokens');
    await within(tokens).findByText('You have no API tokens yet.');

    await fill(user, within(tokens).getByLabelText('Token name'), 'Deploy bot');
    await user.click(within(tokens).getByRole('button', { name: 'Create token' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Copy this token now. It will not be shown again.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('new-token-value')).toHaveValue('tsr_secret_value_123');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    // user-event provides the clipboard in jsdom.
    expect(await navigator.clipboard.readText()).toBe('tsr_secret_value_123');

    expect(requestsOf(fetchMock).find((request) => request.method === 'POST')?.body).toEqual({ name: 'Deploy bot' });
    expect(await within(tokens).findByText('Deploy bot')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('new-token-value')).not.toBeInTheDocument());
  });

  it('requires a token name', async () => {
    const fetchMock = serveTokens([]);
    renderApp('/account');
    const tokens = await screen.findByTestId('account-tokens');
    await setupUser().click(within(tokens).getByRole('button', { name: 'Create token' }));
    expect(await within(tokens).findByText('Please enter a name for the token.')).toBeInTheDocument();
    expect(requestsOf(fetchMock).some((request) => request.method === 'POST')).toBe(false);
  });

  it('revokes a token after confirmation', async () => {
    const fetchMock = serveTokens([{ id: 7, name: 'Old laptop', createdAt: '2026-01-10T08:00:00Z', lastUsedAt: null }]);
    renderApp('/account');
    const user = setupUser();
    const tokens = await screen.findByTestId('account-tokens');
    await user.click(await within(tokens).findByRole('button', { name: 'Revoke Old laptop' }));

    expect(await screen.findByText('Revoke this token? Anything using it will lose access.')).toBeInTheDocument();
    expect(requestsOf(fetchMock).some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Revoke' }));

    await waitFor(() => expect(within(tokens).queryByText('Old laptop')).not.toBeInTheDocument());
    expect(requestsOf(fetchMock).find((request) => request.method === 'DELETE')?.url).toBe('/api/v3/access_tokens/7');
  });

  it('shows the server\'s password policy message on a 422', async () => {
    serveTokens([]);
    renderApp('/account');
    const user = setupUser();
    const card = await screen.findByTestId('account-password');
    await fill(user, within(card).getByLabelText('Current password'), 'old-Password1');
    await fill(user, within(card).getByLabelText('New password'), 'short');
    await fill(user, within(card).getByLabelText('Confirm new password'), 'short');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByText(POLICY)).toBeInTheDocument();
  });

  it('checks that the confirmation matches, then changes the password', async () => {
    const fetchMock = serveTokens([]);
    renderApp('/account');
    const user = setupUser();
    const card = await screen.findByTestId('account-password');
    await fill(user, within(card).getByLabelText('Current password'), 'old-Password1');
    await fill(user, within(card).getByLabelText('New password'), 'New-Password-2026');
    await fill(user, within(card).getByLabelText('Confirm new password'), 'New-Password-2027');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByText('The new passwords do not match.')).toBeInTheDocument();
    expect(requestsOf(fetchMock).some((request) => request.url.endsWith('/password'))).toBe(false);

    await user.clear(within(card).getByLabelText('Confirm new password'));
    await fill(user, within(card).getByLabelText('Confirm new password'), 'New-Password-2026');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(requestsOf(fetchMock).find((request) => request.url.endsWith('/password'))?.body)
      .toEqual({ currentPassword: 'old-Password1', newPassword: 'New-Password-2026' });
    await waitFor(() => expect(within(card).getByLabelText('Current password')).toHaveValue(''));
  });
});
