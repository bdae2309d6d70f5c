import { screen, waitFor, within } from '@testing-library/react';
import { fill, setupUser } from '@tessera/shared/test/user';
import { mapCurrentUser, setCurrentUser } from '@tessera/shared';
import { apiPathOf, halError, jsonResponse, mockFetch, requestsOf, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import { adminHal, userHal } from '@tessera/shared/test/fixtures';
import { renderApp } from '../../../../test/render-app';
import type { AiProvider } from '../api/ai-admin';
import { movePlan } from '../model/provider-form';

jest.mock('../../../federation/load-remote-module', () => ({ loadRemoteModule: jest.fn(), registerRemoteEntries: jest.fn() }));

const PRIVATE_HOST = 'Base URL points to a private or loopback address (10.0.0.5); an administrator can allow that host with AI_ALLOWED_HOSTS.';

function providerHal(overrides: Partial<AiProvider> = {}): AiProvider {
  const id = overrides.id ?? 3;
  return {
    _type: 'AiProvider', id, position: 1, name: 'Ollama', kind: 'openai', baseUrl: 'http://ollama.internal:11434/v1', model: 'llama3.2',
    temperature: 0.7, maxTokens: 1000, timeoutMs: 30000, enabled: true, hasApiKey: false, apiKeyUnreadable: false, readOnly: false,
    source: 'database', status: 'unknown', checkedAt: null, lastError: null, createdAt: '2026-03-01T10:00:00Z', updatedAt: '2026-03-01T10:00:00Z',
    _links: { self: { href: `/api/v3/ai/providers/${id}` } },
    ...overrides,
  } as AiProvider;
}

/** A tiny in-memory AI administration server. */
function serveAi(initial: AiProvider[], options: { testAnswer?: Partial<AiProvider> } = {}) {
  let providers = [...initial];
  let settings = { _type: 'AiSettings', enabled: true, logPrompts: false, rateLimitPerMinute: 20, updatedAt: '2026-03-01T10:00:00Z', _links: { self: { href: '/api/v3/ai/settings' } } };
  let nextId = 50;
  const fetchMock = mockFetch((request: RecordedRequest) => {
    const path = apiPathOf(request);
    if (path === '/ai/settings' && request.method === 'GET') return jsonResponse(200, settings);
    if (path === '/ai/settings' && request.method === 'PATCH') {
      settings = { ...settings, ...(request.body as object) };
      return jsonResponse(200, settings);
    }
    if (path === '/ai/providers' && request.method === 'GET') {
      return jsonResponse(200, { _type: 'Collection', total: providers.length, count: providers.length, _embedded: { elements: providers } });
    }
    if (path === '/ai/providers' && request.method === 'POST') {
      const body = request.body as Record<string, unknown>;
      if (typeof body.baseUrl === 'string' && body.baseUrl.includes('10.0.0.5')) return halError(422, 'PropertyConstraintViolation', PRIVATE_HOST, 'baseUrl');
      const { apiKey, ...rest } = body;
      const created = providerHal({ ...(rest as Partial<AiProvider>), id: nextId++, hasApiKey: Boolean(apiKey), position: providers.length + 1 });
      providers = [...providers, created];
      return jsonResponse(201, created);
    }
    const test = /^\/ai\/providers\/(-?\d+)\/test$/.exec(path);
    if (test) {
      const tested = { ...providers.find((provider) => provider.id === Number(test[1]))!, checkedAt: '2026-03-02T10:00:00Z', ...options.testAnswer } as AiProvider;
      providers = providers.map((provider) => (provider.id === tested.id ? tested : provider));
      return jsonResponse(200, tested);
    }
    const one = /^\/ai\/providers\/(-?\d+)$/.exec(path);
    if (one && request.method === 'DELETE') {
      providers = providers.filter((provider) => provider.id !== Number(one[1]));
      return jsonResponse(204);
    }
    if (one && request.method === 'PATCH') {
      const { apiKey, ...rest } = request.body as Record<string, unknown>;
      providers = providers.map((provider) =>
        provider.id === Number(one[1]) ? { ...provider, ...(rest as Partial<AiProvider>), ...(apiKey !== undefined ? { hasApiKey: Boolean(apiKey) } : {}) } : provider,
      );
      return jsonResponse(200, providers.find((provider) => provider.id === Number(one[1])));
    }
    return halError(404, 'NotFound', 'Not found.');
  });
  return fetchMock;
}

const aiRequests = (fetchMock: jest.Mock) => requestsOf(fetchMock).filter((request) => apiPathOf(request).startsWith('/ai/'));

describe('AI settings page (admin)', () => {
  beforeEach(() => setCurrentUser(mapCurrentUser(adminHal())));

  it('shows the honest empty state when no provider is configured', async () => {
    serveAi([]);
    renderApp('/admin/ai');
    expect(await screen.findByRole('heading', { level: 1, name: 'AI settings' })).toBeInTheDocument();
    expect(await screen.findByText('No AI provider is configured. Add one to turn on AI autocomplete and task generation.')).toBeInTheDocument();
  });

  it('lists providers in order with kind, status, last error, and no edit or delete for the environment\'s', async () => {
    serveAi([
      providerHal({ id: -1, name: 'OpenAI (environment)', baseUrl: null, model: 'gpt-4o-mini', readOnly: true, source: 'environment', status: 'healthy', checkedAt: '2026-03-02T10:00:00Z', position: -1000 }),
      providerHal({ id: 3, name: 'Ollama', status: 'unhealthy', lastError: 'Health check failed: HTTP 500', checkedAt: '2026-03-02T10:00:00Z' }),
      providerHal({ id: 4, name: 'Claude', kind: 'anthropic', baseUrl: null, model: 'claude-3-5-haiku-latest', hasApiKey: true, position: 2 }),
    ]);
    renderApp('/admin/ai');
    const card = await screen.findByTestId('ai-providers');
    await within(card).findByText('Ollama');
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['OpenAI (environment)from the environment', 'Ollama', 'Claude']);
    expect(within(rows[0]).getByText('OpenAI-compatible')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Anthropic')).toBeInTheDocument();
    expect(within(rows[0]).getByText('healthy')).toBeInTheDocument();
    expect(within(rows[1]).getByText('unhealthy')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Health check failed: HTTP 500')).toBeInTheDocument();
    expect(within(rows[2]).getByText('unknown')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Never checked')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: 'Test OpenAI (environment)' })).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
    expect(within(rows[1]).getByRole('button', { name: 'Move Ollama up' })).toBeDisabled();
    expect(within(rows[1]).getByRole('button', { name: 'Move Ollama down' })).toBeEnabled();
  });

  it('adds a provider; a 422 lands on the field it names', async () => {
    const fetchMock = serveAi([]);
    renderApp('/admin/ai');
    const user = setupUser();
    await screen.findByTestId('ai-providers-empty');
    await user.click(screen.getByRole('button', { name: 'Add provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add AI provider' });
    await fill(user, within(dialog).getByLabelText('Name'), 'Local Ollama');
    await fill(user, within(dialog).getByLabelText('Base URL'), 'http://10.0.0.5:11434/v1');
    await fill(user, within(dialog).getByLabelText('API key'), 'sk-local');
    await user.click(within(dialog).getByRole('button', { name: 'Add provider' }));

    expect(await within(dialog).findByText(PRIVATE_HOST)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Base URL').closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
    expect(within(dialog).queryByTestId('ai-provider-error')).toBeNull();
    expect(aiRequests(fetchMock).find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Local Ollama', kind: 'openai', baseUrl: 'http://10.0.0.5:11434/v1', model: 'gpt-4o-mini', enabled: true,
      temperature: 0.7, maxTokens: 1000, timeoutMs: 30000, apiKey: 'sk-local',
    });

    await user.clear(within(dialog).getByLabelText('Base URL'));
    await fill(user, within(dialog).getByLabelText('Base URL'), 'https://ollama.example.com/v1');
    await user.click(within(dialog).getByRole('button', { name: 'Add provider' }));
    expect(await screen.findByText('Provider added.')).toBeInTheDocument();
    expect(await within(screen.getByTestId('ai-providers')).findByText('Local Ollama')).toBeInTheDocument();
  });

  it('shows an error the form cannot place in an alert in the dialog', async () => {
    serveAi([]);
    renderApp('/admin/ai');
    const user = setupUser();
    await screen.findByTestId('ai-providers-empty');
    await user.click(screen.getByRole('button', { name: 'Add provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add AI provider' });
    await fill(user, within(dialog).getByLabelText('Name'), 'Claude');
    globalThis.fetch = jest.fn(async () => halError(403, 'MissingPermission', 'You are not authorized to access this resource.')) as unknown as typeof fetch;
    await user.click(within(dialog).getByRole('button', { name: 'Add provider' }));
    expect(await within(dialog).findByTestId('ai-provider-error')).toHaveTextContent('You are not authorized to access this resource.');
  });

  it('edits a provider: the key field is empty with a hint, and empty keeps the key; timeout in seconds', async () => {
    const fetchMock = serveAi([providerHal({ id: 3, hasApiKey: true })]);
    renderApp('/admin/ai');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Edit Ollama' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit provider Ollama' });
    expect(within(dialog).getByLabelText('API key')).toHaveValue('');
    expect(within(dialog).getByText('A key is stored. Leave empty to keep it.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Timeout (seconds)')).toHaveValue('30');
    await user.clear(within(dialog).getByLabelText('Model'));
    await fill(user, within(dialog).getByLabelText('Model'), 'llama3.3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Provider saved.')).toBeInTheDocument();
    const patch = aiRequests(fetchMock).find((request) => request.method === 'PATCH');
    expect(patch?.url).toBe('/api/v3/ai/providers/3');
    expect(patch?.body).toMatchObject({ model: 'llama3.3', timeoutMs: 30000 });
    expect(patch?.body).not.toHaveProperty('apiKey');
  });

  it('removes the stored key when asked', async () => {
    const fetchMock = serveAi([providerHal({ id: 3, hasApiKey: true })]);
    renderApp('/admin/ai');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Edit Ollama' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit provider Ollama' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remove the stored key' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Provider saved.');
    expect(aiRequests(fetchMock).find((request) => request.method === 'PATCH')?.body).toMatchObject({ apiKey: null });
  });

  it('tests a provider and shows the result and its error', async () => {
    const fetchMock = serveAi([providerHal({ id: 3 })], { testAnswer: { status: 'unhealthy', lastError: 'Health check failed: HTTP 500' } });
    renderApp('/admin/ai');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Test Ollama' }));
    expect(await screen.findByText('Ollama: unhealthy. Health check failed: HTTP 500')).toBeInTheDocument();
    const status = screen.getByTestId('ai-provider-status-3');
    expect(within(status).getByText('unhealthy')).toBeInTheDocument();
    expect(within(status).getByText('Health check failed: HTTP 500')).toBeInTheDocument();
    expect(aiRequests(fetchMock).find((request) => request.method === 'POST')?.url).toBe('/api/v3/ai/providers/3/test');
  });

  it('deletes a provider after confirmation', async () => {
    const fetchMock = serveAi([providerHal({ id: 3 })]);
    renderApp('/admin/ai');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Delete Ollama' }));
    expect(await screen.findByText('Delete this provider? AI requests will no longer use it.')).toBeInTheDocument();
    expect(aiRequests(fetchMock).some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No AI provider is configured. Add one to turn on AI autocomplete and task generation.')).toBeInTheDocument();
    expect(aiRequests(fetchMock).find((request) => request.method === 'DELETE')?.url).toBe('/api/v3/ai/providers/3');
  });

  it('moves a provider down by renumbering the admins\' providers', async () => {
    const fetchMock = serveAi([providerHal({ id: 3, name: 'Ollama', position: 1 }), providerHal({ id: 4, name: 'vLLM', position: 2 })]);
    renderApp('/admin/ai');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Move Ollama down' }));
    await waitFor(() => expect(aiRequests(fetchMock).filter((request) => request.method === 'PATCH')).toHaveLength(2));
    expect(aiRequests(fetchMock).filter((request) => request.method === 'PATCH').map((request) => [request.url, request.body])).toEqual([
      ['/api/v3/ai/providers/4', { position: 1 }],
      ['/api/v3/ai/providers/3', { position: 2 }],
    ]);
  });

  it('saves the switches at once', async () => {
    const fetchMock = serveAi([]);
    renderApp('/admin/ai');
    const user = setupUser();
    const card = await screen.findByTestId('ai-features');
    const enabled = await within(card).findByRole('switch', { name: 'AI features on' });
    expect(enabled).toBeChecked();
    await user.click(enabled);
    expect(await screen.findByText('AI settings saved.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('switch', { name: 'AI features on' })).not.toBeChecked());
    await user.click(within(card).getByRole('switch', { name: 'Log prompts and answers' }));
    await waitFor(() => expect(within(card).getByRole('switch', { name: 'Log prompts and answers' })).toBeChecked());
    expect(aiRequests(fetchMock).filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([{ enabled: false }, { logPrompts: true }]);
  });

  it('saves the per-user rate limit; a value out of range is refused before asking', async () => {
    const fetchMock = serveAi([]);
    renderApp('/admin/ai');
    const user = setupUser();
    const card = await screen.findByTestId('ai-features');
    const limit = await within(card).findByRole('spinbutton', { name: 'Requests per user per minute' });
    expect(limit).toHaveValue('20');
    const saveButton = within(card).getByRole('button', { name: 'Save limit' });
    expect(saveButton).toBeDisabled();
    await user.clear(limit);
    expect(within(card).getByText('Enter a whole number from 1 to 10,000.')).toBeInTheDocument();
    expect(saveButton).toBeDisabled();
    await user.type(limit, '60');
    await user.click(saveButton);
    expect(await screen.findByText('AI settings saved.')).toBeInTheDocument();
    expect(aiRequests(fetchMock).filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([{ rateLimitPerMinute: 60 }]);
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Save limit' })).toBeDisabled());
  });

  it('shows an error when a switch cannot be saved', async () => {
    serveAi([]);
    renderApp('/admin/ai');
    const user = setupUser();
    const card = await screen.findByTestId('ai-features');
    const enabled = await within(card).findByRole('switch', { name: 'AI features on' });
    globalThis.fetch = jest.fn(async () => halError(500, 'InternalServerError', 'The server had a problem.')) as unknown as typeof fetch;
    await user.click(enabled);
    expect(await screen.findByText('The server had a problem.')).toBeInTheDocument();
  });

  it('offers AI settings in the user menu', async () => {
    serveAi([]);
    const { location } = renderApp('/account');
    const user = setupUser();
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByRole('menuitem', { name: /AI settings/ }));
    await waitFor(() => expect(location()).toBe('/admin/ai'));
  });
});

describe('AI settings page (member)', () => {
  beforeEach(() => setCurrentUser(mapCurrentUser(userHal())));

  it('says only administrators can change the settings, without asking the server, and the menu has no entry', async () => {
    const fetchMock = serveAi([]);
    renderApp('/admin/ai');
    expect(await screen.findByText('Only administrators can change the AI settings.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'AI settings' })).toBeInTheDocument();
    const user = setupUser();
    await user.click(await screen.findByTestId('user-menu'));
    await screen.findByRole('menuitem', { name: /Log out/ });
    expect(screen.queryByRole('menuitem', { name: /AI settings/ })).toBeNull();
    expect(aiRequests(fetchMock)).toEqual([]);
  });
});

describe('movePlan', () => {
  const list = [
    providerHal({ id: -1, readOnly: true, position: -1000 }),
    providerHal({ id: 3, position: 1 }),
    providerHal({ id: 4, position: 1 }),
    providerHal({ id: 5, position: 7 }),
  ];
  it('renumbers the admins\' providers in the new order, sending only the changes', () => {
    expect(movePlan(list, 5, -1)).toEqual([{ id: 5, position: 2 }, { id: 4, position: 3 }]);
    expect(movePlan(list, 3, -1)).toEqual([]);
    expect(movePlan(list, -1, 1)).toEqual([]);
  });
});
