// A fake of the browser's fetch for the API v3, answering by path so tests drive the real API client.
import type { CurrentUser, ProjectHal } from '@tessera/shared';

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

export type FakeHandler = (url: URL) => FakeResponse | Promise<FakeResponse>;

export interface FakeApi {
  fetch: jest.Mock;
  /** URLs requested so far (path + query, decoded). */
  requests: URL[];
  projectRequests: () => URL[];
}

/** Installs a fetch fake; `handler` answers every request. */
export function installFakeApi(handler: FakeHandler): FakeApi {
  const requests: URL[] = [];
  const fetchMock = jest.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    requests.push(url);
    const { status = 200, body } = await handler(url);
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, text: async () => text } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetch: fetchMock, requests, projectRequests: () => requests.filter((url) => url.pathname === '/api/v3/projects') };
}

export function projectHal(overrides: Partial<ProjectHal> & { id: number; name: string }, parent?: { id: number; name: string }): ProjectHal {
  const { id, name } = overrides;
  return {
    _type: 'Project',
    identifier: name.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
    active: true,
    public: true,
    templated: false,
    description: { format: 'markdown', raw: `About ${name}`, html: `<p>About ${name}</p>` },
    createdAt: '2026-01-10T10:00:00Z',
    updatedAt: '2026-06-14T10:00:00Z',
    ...overrides,
    _links: {
      self: { href: `/api/v3/projects/${id}`, title: name },
      parent: parent ? { href: `/api/v3/projects/${parent.id}`, title: parent.name } : { href: null },
      status: { href: overrides.active === false ? '/api/v3/project_statuses/archived' : '/api/v3/project_statuses/on_track' },
      ...overrides._links,
    },
  };
}

/** The action links the server sends to who may use them ('copy', 'createSubproject', 'update', ...). */
export function withActions(hal: ProjectHal, ...actions: string[]): ProjectHal {
  const href = (action: string) => (action === 'copy' ? `/api/v3/projects/${hal.id}/copy` : action === 'createSubproject' ? '/api/v3/projects' : `/api/v3/projects/${hal.id}`);
  const method = (action: string) => (action === 'delete' ? 'delete' : action === 'copy' || action === 'createSubproject' ? 'post' : 'patch');
  return { ...hal, _links: { ...hal._links, ...Object.fromEntries(actions.map((action) => [action, { href: href(action), method: method(action) }])) } };
}

export function collection<T>(elements: T[], options: { total?: number; offset?: number; pageSize?: number } = {}) {
  return {
    _type: 'Collection',
    total: options.total ?? elements.length,
    count: elements.length,
    pageSize: options.pageSize ?? 1000,
    offset: options.offset ?? 1,
    _embedded: { elements },
    _links: { self: { href: '/api/v3/projects' } },
  };
}

export function apiError(status: number, name: string, message: string): FakeResponse {
  return { status, body: { _type: 'Error', errorIdentifier: `urn:openproject-org:api:v3:errors:${name}`, message } };
}

export const ADMIN: CurrentUser = {
  id: 1, name: 'Ada Admin', email: 'admin@tessera.local', login: 'admin', roleType: 'admin', isAdmin: true, isManager: false,
  globalRoles: ['Administrator'],
};

export const MEMBER: CurrentUser = {
  id: 7, name: 'Grace Member', email: 'grace@tessera.local', login: 'grace', roleType: 'member', isAdmin: false, isManager: false,
  globalRoles: [],
};

/** The parsed JSON `filters` parameter of a request ([] when absent). */
export function filtersOf(url: URL): unknown[] {
  const raw = url.searchParams.get('filters');
  return raw ? (JSON.parse(raw) as unknown[]) : [];
}
