import { screen, waitFor, within } from '@testing-library/react';
import { fill, setupUser } from '@tessera/shared/test/user';
import { mapCurrentUser, setCurrentUser } from '@tessera/shared';
import { apiPathOf, halError, jsonResponse, mockFetch, requestsOf, type MockResponse, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import { adminHal, userHal } from '@tessera/shared/test/fixtures';
import { renderApp } from '../../../../test/render-app';
import type { GithubConnectionTest, GithubSettings } from '../api/github-admin';
import { settingsBody, initialValues } from '../model/settings-form';

jest.mock('../../../federation/load-remote-module', () => ({ loadRemoteModule: jest.fn(), registerRemoteEntries: jest.fn() }));

const ORGANIZATION_INVALID = 'Organization must be a GitHub organization name (letters, digits and single hyphens, at most 39 characters).';

function settingsHal(overrides: Partial<GithubSettings> = {}): GithubSettings {
  return {
    _type: 'GithubSettings', apiUrl: 'https://api.github.com', appId: null, installationId: null, organization: null,
    privateKeySet: false, webhookSecretSet: false, tokenSet: false, authMethod: null, configured: false,
    missing: ['organization', 'appId', 'installationId', 'privateKey'], fromEnvironment: [], unreadable: [], updatedAt: '2026-03-01T10:00:00Z', installation: null,
    _links: { self: { href: '/api/v3/admin/github/settings' } },
    ...overrides,
  } as GithubSettings;
}

const CONFIGURED = settingsHal({
  appId: '12345', installationId: '678', organization: 'tessera-labs', privateKeySet: true, webhookSecretSet: true,
  authMethod: 'app', configured: true, missing: [],
});

/** A tiny GitHub administration server: PATCH merges what it gets (secrets become "set"). */
function serveGithub(initial: GithubSettings, options: { test?: () => MockResponse; patch?: (body: Record<string, unknown>) => MockResponse | null } = {}) {
  let settings = { ...initial };
  return mockFetch((request: RecordedRequest) => {
    const path = apiPathOf(request);
    if (path === '/admin/github/settings' && request.method === 'GET') return jsonResponse(200, settings);
    if (path === '/admin/github/settings' && request.method === 'PATCH') {
      const body = request.body as Record<string, string | null>;
      const refusal = options.patch?.(body);
      if (refusal) return refusal;
      const { privateKey, webhookSecret, token, ...plain } = body;
      settings = {
        ...settings,
        ...(plain as Partial<GithubSettings>),
        ...(privateKey !== undefined ? { privateKeySet: privateKey !== null } : {}),
        ...(webhookSecret !== undefined ? { webhookSecretSet: webhookSecret !== null } : {}),
        ...(token !== undefined ? { tokenSet: token !== null } : {}),
        updatedAt: '2026-03-02T10:00:00Z',
      };
      return jsonResponse(200, settings);
    }
    if (path === '/admin/github/settings/test_connection' && request.method === 'POST') {
      return options.test?.() ?? jsonResponse(200, {
        _type: 'GithubConnectionTest', success: true, message: 'Connected to tessera-labs.',
        organization: { login: 'tessera-labs', name: 'Tessera Labs', htmlUrl: 'https://github.com/tessera-labs', publicRepos: 12 },
      } satisfies GithubConnectionTest);
    }
    return halError(404, 'NotFound', 'Not found.');
  });
}

const githubRequests = (fetchMock: jest.Mock, method?: string) =>
  requestsOf(fetchMock).filter((request) => apiPathOf(request).startsWith('/admin/github') && (!method || request.method === method));

describe('GitHub settings page (admin)', () => {
  beforeEach(() => setCurrentUser(mapCurrentUser(adminHal())));

  it('says plainly what is missing, and saves a GitHub App', async () => {
    const fetchMock = serveGithub(settingsHal());
    renderApp('/admin/github');
    expect(await screen.findByRole('heading', { level: 1, name: 'GitHub settings' })).toBeInTheDocument();
    const status = await screen.findByTestId('github-status');
    expect(status).toHaveTextContent('GitHub is not configured.');
    expect(status).toHaveTextContent('Missing: Organization, App ID, Installation ID, Private key.');
    expect(within(screen.getByTestId('github-secret-privateKey')).getByText('Not set')).toBeInTheDocument();

    const user = setupUser();
    await fill(user, screen.getByLabelText('App ID'), '12345');
    await fill(user, screen.getByLabelText('Installation ID'), '678');
    await fill(user, screen.getByLabelText('Private key'), '-----BEGIN RSA PRIVATE KEY-----\nabc\n-----END RSA PRIVATE KEY-----');
    await fill(user, screen.getByLabelText('Organization'), 'tessera-labs');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('GitHub settings saved.')).toBeInTheDocument();
    expect(githubRequests(fetchMock, 'PATCH').map((request) => request.body)).toEqual([{
      organization: 'tessera-labs', appId: '12345', installationId: '678',
      privateKey: '-----BEGIN RSA PRIVATE KEY-----\nabc\n-----END RSA PRIVATE KEY-----',
    }]);
    // The key is write-only: once saved it shows as set, with no field holding it.
    await waitFor(() => expect(within(screen.getByTestId('github-secret-privateKey')).getByText('Set')).toBeInTheDocument());
    expect(screen.queryByLabelText('Private key')).toBeNull();
  });

  it.each([
    ['suspended', '2026-03-01T09:00:00Z', /^The GitHub App's installation on tessera-labs was suspended on .+\. GitHub sends no webhooks and refuses the app's calls/],
    ['deleted', null, /^The GitHub App was uninstalled from tessera-labs recently\. GitHub sends no webhooks/],
  ] as const)('says plainly when the app\'s installation is %s on GitHub', async (state, changedAt, text) => {
    serveGithub({ ...CONFIGURED, installation: { state, id: 678, account: 'tessera-labs', changedAt } });
    renderApp('/admin/github');
    const alert = await screen.findByTestId('github-installation-state');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveAttribute('role', 'alert');
  });

  it('says nothing of an active installation', async () => {
    serveGithub({ ...CONFIGURED, installation: { state: 'active', id: 678, account: 'tessera-labs', changedAt: null } });
    renderApp('/admin/github');
    expect(await screen.findByTestId('github-status')).toHaveTextContent('GitHub is configured');
    expect(screen.queryByTestId('github-installation-state')).not.toBeInTheDocument();
  });

  it('never prefills a secret: Replace opens an empty field, and only a new value is sent', async () => {
    const fetchMock = serveGithub(CONFIGURED);
    renderApp('/admin/github');
    const user = setupUser();
    const status = await screen.findByTestId('github-status');
    expect(status).toHaveTextContent('GitHub is configured: the GitHub App for the organization tessera-labs.');
    expect(screen.getByLabelText('App ID')).toHaveValue('12345');
    expect(screen.getByLabelText('Organization')).toHaveValue('tessera-labs');
    expect(screen.getByLabelText('API URL')).toHaveValue('');
    expect(within(screen.getByTestId('github-secret-webhookSecret')).getByText('Set')).toBeInTheDocument();
    expect(screen.queryByLabelText('Webhook secret')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Replace webhook secret' }));
    const secret = await screen.findByLabelText('Webhook secret');
    expect(secret).toHaveValue('');
    expect(secret).toHaveFocus();
    // Keeping the current one closes the field again, and returns focus to Replace.
    await user.click(screen.getByRole('button', { name: 'Keep the current value' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Replace webhook secret' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Replace webhook secret' }));
    await fill(user, await screen.findByLabelText('Webhook secret'), 'new-hook-secret');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('GitHub settings saved.')).toBeInTheDocument();
    expect(githubRequests(fetchMock, 'PATCH').map((request) => request.body)).toEqual([{ webhookSecret: 'new-hook-secret' }]);
    expect(JSON.stringify(githubRequests(fetchMock, 'GET'))).not.toContain('new-hook-secret');
  });

  it('shows values from the environment read-only with their variable, and never sends them', async () => {
    const fetchMock = serveGithub({ ...CONFIGURED, fromEnvironment: ['organization', 'webhookSecret'] });
    renderApp('/admin/github');
    const user = setupUser();
    const organization = await screen.findByLabelText('Organization');
    expect(organization).toHaveAttribute('readonly');
    expect(screen.getByText('Set by the environment variable GITHUB_ORGANIZATION; change it there.')).toBeInTheDocument();
    expect(screen.getByText('Set by the environment variable GITHUB_WEBHOOK_SECRET; change it there.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replace webhook secret' })).toBeNull();
    await user.clear(screen.getByLabelText('Installation ID'));
    await fill(user, screen.getByLabelText('Installation ID'), '999');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('GitHub settings saved.');
    expect(githubRequests(fetchMock, 'PATCH').map((request) => request.body)).toEqual([{ installationId: '999' }]);
  });

  it('shows a 422 on the field it names, and other failures above the form with Retry', async () => {
    let failNext: MockResponse | null = halError(422, 'PropertyConstraintViolation', ORGANIZATION_INVALID, 'organization');
    const fetchMock = serveGithub(CONFIGURED, {
      patch: () => {
        const answer = failNext;
        failNext = null;
        return answer;
      },
    });
    renderApp('/admin/github');
    const user = setupUser();
    const organization = await screen.findByLabelText('Organization');
    await user.clear(organization);
    await fill(user, organization, 'not an org');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(ORGANIZATION_INVALID)).toBeInTheDocument();
    expect(organization.closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
    expect(screen.queryByTestId('github-settings-error')).toBeNull();

    failNext = halError(500, 'InternalServerError', 'The server had a problem.');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByTestId('github-settings-error');
    expect(alert).toHaveTextContent('The server had a problem.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('GitHub settings saved.')).toBeInTheDocument();
    expect(githubRequests(fetchMock, 'PATCH')).toHaveLength(3);
  });

  it('switches to a token: the token is required, and the stored app is removed so the token is used', async () => {
    const fetchMock = serveGithub(CONFIGURED);
    renderApp('/admin/github');
    const user = setupUser();
    await user.click(await screen.findByRole('radio', { name: 'Personal access token' }));
    await waitFor(() => expect(screen.queryByLabelText('App ID')).toBeNull());
    expect(screen.getByText(/Saving with a token removes the stored GitHub App ID/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter the token.')).toBeInTheDocument();
    expect(githubRequests(fetchMock, 'PATCH')).toHaveLength(0);

    await fill(user, screen.getByLabelText('Token'), 'github_pat_123');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('GitHub settings saved.');
    expect(githubRequests(fetchMock, 'PATCH').map((request) => request.body)).toEqual([
      { token: 'github_pat_123', appId: null, installationId: null, privateKey: null },
    ]);
  });

  it('tests the connection: the organization on success, GitHub\'s reason on failure, and an error with Test again', async () => {
    let answer: (() => MockResponse) | undefined;
    serveGithub(CONFIGURED, { test: () => answer?.() ?? jsonResponse(200, {
      _type: 'GithubConnectionTest', success: true, message: 'Connected to tessera-labs.',
      organization: { login: 'tessera-labs', name: 'Tessera Labs', htmlUrl: 'https://github.com/tessera-labs', publicRepos: 12 },
    }) });
    renderApp('/admin/github');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Test connection' }));
    const result = await screen.findByTestId('github-test-result');
    expect(result).toHaveTextContent('Connected to Tessera Labs.');
    expect(result).toHaveTextContent('12 public repositories');
    const link = within(result).getByRole('link', { name: 'tessera-labs' });
    expect(link).toHaveAttribute('href', 'https://github.com/tessera-labs');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));

    answer = () => jsonResponse(200, { _type: 'GithubConnectionTest', success: false, message: 'GitHub refused the credentials: Bad credentials.', organization: null });
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(screen.getByTestId('github-test-result')).toHaveTextContent('GitHub refused the credentials: Bad credentials.'));

    answer = () => halError(500, 'InternalServerError', 'The server had a problem.');
    await user.click(within(screen.getByTestId('github-test-result')).getByRole('button', { name: 'Test again' }));
    await waitFor(() => expect(screen.getByTestId('github-test-result')).toHaveTextContent('The server had a problem.'));
  });

  it('says the test uses the saved settings while there are unsaved changes', async () => {
    serveGithub(CONFIGURED);
    renderApp('/admin/github');
    const user = setupUser();
    await fill(user, await screen.findByLabelText('Installation ID'), '9');
    expect(await screen.findByTestId('github-test-unsaved')).toHaveTextContent('You have unsaved changes');
  });

  it('shows a load failure with Retry', async () => {
    let fail = true;
    const settings = CONFIGURED;
    mockFetch((request) => {
      if (apiPathOf(request) !== '/admin/github/settings') return halError(404, 'NotFound', 'Not found.');
      return fail ? halError(500, 'InternalServerError', 'The server had a problem.') : jsonResponse(200, settings);
    });
    renderApp('/admin/github');
    const user = setupUser();
    const alert = await screen.findByTestId('github-settings-load-error', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('The server had a problem.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Organization')).toHaveValue('tessera-labs');
  }, 20_000);

  it('offers GitHub settings in the user menu', async () => {
    serveGithub(settingsHal());
    const { location } = renderApp('/account');
    const user = setupUser();
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByRole('menuitem', { name: /GitHub settings/ }));
    await waitFor(() => expect(location()).toBe('/admin/github'));
  });
});

describe('GitHub settings page (member)', () => {
  beforeEach(() => setCurrentUser(mapCurrentUser(userHal())));

  it('says only administrators can change the settings, without asking the server, and the menu has no entry', async () => {
    const fetchMock = serveGithub(settingsHal());
    renderApp('/admin/github');
    expect(await screen.findByText('Only administrators can change the GitHub settings.')).toBeInTheDocument();
    const user = setupUser();
    await user.click(await screen.findByTestId('user-menu'));
    await screen.findByRole('menuitem', { name: /Log out/ });
    expect(screen.queryByRole('menuitem', { name: /GitHub settings/ })).toBeNull();
    expect(githubRequests(fetchMock)).toEqual([]);
  });
});

describe('settingsBody', () => {
  it('sends only what changed and nothing the environment sets', () => {
    const settings = { ...CONFIGURED, fromEnvironment: ['apiUrl'] as GithubSettings['fromEnvironment'], apiUrl: 'https://ghe.example.com/api/v3' };
    const values = { ...initialValues(settings), apiUrl: 'https://other.example.com', organization: ' tessera-labs ', webhookSecret: '' };
    expect(settingsBody(values, settings)).toEqual({});
    expect(settingsBody({ ...values, organization: '' }, settings)).toEqual({ organization: null });
  });
});
