import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@tessera/shared';
import { AppProviders } from '@tessera/shared';
import { StandaloneRoutes } from './StandaloneRoutes';

function renderAt(url: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <StandaloneRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

// jsdom has no fetch: stand in for the server with the parts of a Response the API client reads.
function respondWith(status: number, body: unknown) {
  const fetchMock = jest.fn(async (_url: string) => ({
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'Content-Type': 'application/hal+json' }),
    text: async () => JSON.stringify(body),
  }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('mfe_docs standalone routes', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it("loads the project to give the documents view the project's name", async () => {
    const fetchMock = respondWith(200, {
      _type: 'Project', id: 9, identifier: 'apollo', name: 'Apollo', active: true, public: true, templated: false,
      description: { format: 'markdown', raw: '', html: '' }, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-02T00:00:00Z',
      _links: { self: { href: '/api/v3/projects/9', title: 'Apollo' }, parent: { href: null } },
    });
    renderAt('/projects/9');
    expect(await screen.findByText('Documents of Apollo')).toBeInTheDocument();
    expect(screen.getByTestId('remote-view-mfe_docs')).toHaveAttribute('data-project-id', '9');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/v3/projects/9');
  });

  it("shows the server's message when the project cannot be loaded", async () => {
    respondWith(404, {
      _type: 'Error', errorIdentifier: 'urn:openproject-org:api:v3:errors:NotFound',
      message: 'The requested resource could not be found.',
    });
    renderAt('/projects/9');
    expect(await screen.findByText('The requested resource could not be found.')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-view-mfe_docs')).not.toBeInTheDocument();
  });
});
