// A fake of the browser's fetch for the API v3, answering by path so tests drive the real API client.
import type { CopyFlag, CurrentUser, ErrorHal, JobStatusHal, ProjectCopyFormHal, ProjectHal } from '@tessera/shared';
import { projectLinks } from '@tessera/shared/test/fixtures';

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
    documentCommentsEnabled: true,
    description: { format: 'markdown', raw: `About ${name}`, html: `<p>About ${name}</p>` },
    statusExplanation: { format: 'markdown', raw: '', html: '' },
    createdAt: '2026-01-10T10:00:00Z',
    updatedAt: '2026-06-14T10:00:00Z',
    ...overrides,
    _links: {
      ...projectLinks(id, name, parent ? { href: `/api/v3/projects/${parent.id}`, title: parent.name } : undefined),
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

/** What the server says of a job before it has a message of its own. */
const PENDING_JOB_MESSAGES: Partial<Record<JobStatusHal['status'], string>> = {
  in_queue: 'The job is waiting to start.',
  in_process: 'The job is running.',
};

/** A job status as GET /job_statuses/{id} answers it (times, message and errors filled in by status). */
export function jobStatusHal(jobId: string, status: JobStatusHal['status'], overrides: Partial<JobStatusHal> = {}): JobStatusHal {
  const started = status !== 'in_queue';
  const finished = started && status !== 'in_process';
  return {
    _type: 'JobStatus',
    jobId,
    status,
    message: PENDING_JOB_MESSAGES[status] ?? null,
    payload: null,
    errors: [],
    createdAt: '2026-06-20T10:00:00Z',
    updatedAt: '2026-06-20T10:00:05Z',
    startedAt: started ? '2026-06-20T10:00:01Z' : null,
    finishedAt: finished ? '2026-06-20T10:00:05Z' : null,
    _links: { self: { href: `/api/v3/job_statuses/${jobId}` } },
    ...overrides,
  };
}

/** Every copy flag the server's copy form lists, with its name (a flag the server adds is a type error here). */
const COPY_FLAG_NAMES: Record<CopyFlag, string> = {
  copyMembers: 'Members',
  copyVersions: 'Versions',
  copyCategories: 'Categories',
  copyWorkPackages: 'Work packages',
  copyWorkPackageAttachments: 'Work package attachments',
  copyWorkPackageShares: 'Work package shares',
  copyWiki: 'Wiki',
  copyWikiPageAttachments: 'Wiki page attachments',
  copyForums: 'Forums',
  copyQueries: 'Queries',
  copyBoards: 'Boards',
  copyOverview: 'Overview',
  copyDocuments: 'Documents',
  copyStorages: 'File storages',
  copyStorageProjectFolders: 'File storage project folders',
  copyFileLinks: 'File links',
};

/**
 * POST /projects/{id}/copy/form as the server answers it: `available` the flags this server copies (the others are
 * listed, not available), `selected` those its payload ticks (default: the available ones).
 */
export function copyFormHal(
  templateId: number,
  { available, selected = available, validationErrors = {} }: { available: readonly CopyFlag[]; selected?: readonly CopyFlag[]; validationErrors?: Record<string, ErrorHal> },
): ProjectCopyFormHal {
  const flags = Object.keys(COPY_FLAG_NAMES) as CopyFlag[];
  const flagSchema = (flag: CopyFlag) => ({ type: 'Boolean', name: COPY_FLAG_NAMES[flag], required: false, hasDefault: true, writable: true, location: '_meta' as const, available: available.includes(flag) });
  const form = `/api/v3/projects/${templateId}/copy/form`;
  return {
    _type: 'Form',
    _embedded: {
      payload: {
        name: '',
        identifier: '',
        description: { raw: null },
        statusExplanation: { raw: null },
        public: false,
        _links: { parent: { href: null }, status: { href: null } },
        _meta: { ...(Object.fromEntries(flags.map((flag) => [flag, selected.includes(flag)])) as Record<CopyFlag, boolean>), sendNotifications: true },
      },
      schema: {
        _type: 'Schema',
        name: { type: 'String', name: 'Name', required: true, hasDefault: false, writable: true, maxLength: 255 },
        ...(Object.fromEntries(flags.map((flag) => [flag, flagSchema(flag)])) as Record<CopyFlag, ReturnType<typeof flagSchema>>),
        sendNotifications: { type: 'Boolean', name: 'Send notifications', required: false, hasDefault: true, writable: true, location: '_meta' },
      },
      validationErrors,
    },
    _links: { self: { href: form, method: 'post' }, validate: { href: form, method: 'post' } },
  };
}
