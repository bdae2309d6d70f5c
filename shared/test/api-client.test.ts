import {
  ApiError, EARLY_READ_MAX_AGE_MS, NETWORK_ERROR_MESSAGE, TAB_ID, api, apiFetch, elementsOf, filtersParam, idFromHref, isLockVersionConflict,
  apiUrl, sortByParam, startEarlyReads, takeAnsweredEarlyRead,
} from '../src/api';
import { documentReads, firstReadsOf, firstReadsOfUser, taskReferenceReads, tasksViewReads } from '../src/routing';
import { projectsListPage } from '../src/domain/project';
import { fetchAllProjectWorkPackages, TASK_CARD_SELECT, workPackageSelect } from '../src/domain/work-packages';
import { fetchProjectVersions } from '../src/domain/version';
import { authStore, setCurrentUser } from '../src/auth/auth-store';
import { mapCurrentUser } from '../src/auth/current-user';
import { halError, jsonResponse, mockFetch, requestsOf } from './fetch-mock';
import { userHal } from './fixtures';

describe('apiFetch', () => {
  it('prefixes /api/v3, sends the CSRF header, same-origin credentials and a JSON body', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, { _type: 'Project', id: 9 }));
    const created = await api.post<{ id: number }>('/projects', { name: 'Apollo' });

    expect(created.id).toBe(9);
    const [request] = requestsOf(fetchMock);
    expect(request.url).toBe('/api/v3/projects');
    expect(request.method).toBe('POST');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    // The tab's own id (live updates skip this tab's changes, not the same user's other tabs').
    expect(request.headers.get('X-Tab-Id')).toBe(TAB_ID);
    expect(TAB_ID).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.credentials).toBe('same-origin');
    expect(request.body).toEqual({ name: 'Apollo' });
  });

  it('sends FormData (file uploads) as it is, leaving the multipart Content-Type to the browser', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { _type: 'Attachment', id: 3 }));
    const form = new FormData();
    form.append('metadata', JSON.stringify({ fileName: 'notes.txt' }));
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    await apiFetch('/activities/9/attachments', { method: 'POST', body: form });

    const [request] = requestsOf(fetchMock);
    expect(request.body).toBe(form);
    expect(request.headers.has('Content-Type')).toBe(false);
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('sends the CSRF header on reads too and encodes query parameters', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { ok: true }));
    await api.get('/projects', { query: { pageSize: 20, filters: filtersParam([{ name: 'active', operator: '=', values: [true] }]), skip: undefined } });

    const [request] = requestsOf(fetchMock);
    const url = new URL(request.url, 'http://localhost');
    expect(url.pathname).toBe('/api/v3/projects');
    expect(url.searchParams.get('pageSize')).toBe('20');
    expect(JSON.parse(url.searchParams.get('filters')!)).toEqual([{ active: { operator: '=', values: ['t'] } }]);
    expect(url.searchParams.has('skip')).toBe(false);
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('uses HAL hrefs as they are', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, {}));
    await api.get('/api/v3/projects/5');
    expect(requestsOf(fetchMock)[0].url).toBe('/api/v3/projects/5');
  });

  it('resolves a 204 or an empty body to undefined', async () => {
    mockFetch(() => jsonResponse(204));
    await expect(api.del('/projects/5')).resolves.toBeUndefined();
    mockFetch(() => jsonResponse(200, ''));
    await expect(apiFetch('/session', { method: 'POST', body: {} })).resolves.toBeUndefined();
  });

  it('treats an unreadable body of a successful delete as success', async () => {
    mockFetch(() => jsonResponse(200, '<html>ok</html>'));
    await expect(api.del('/projects/5')).resolves.toBeUndefined();
  });

  it('turns a HAL error into an ApiError with the server message, identifier and attribute', async () => {
    mockFetch(() => halError(422, 'PropertyConstraintViolation', 'Name can\'t be blank.', 'name'));
    const error = await api.patch('/projects/5', { name: '' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.message).toBe('Name can\'t be blank.');
    expect(apiError.errorIdentifier).toBe('urn:openproject-org:api:v3:errors:PropertyConstraintViolation');
    expect(apiError.errorName).toBe('PropertyConstraintViolation');
    expect(apiError.attribute).toBe('name');
  });

  it('takes the attribute of the first error of a MultipleErrors answer', async () => {
    mockFetch(() => jsonResponse(422, {
      _type: 'Error', errorIdentifier: 'urn:openproject-org:api:v3:errors:MultipleErrors', message: 'Multiple fields violated their constraints.',
      _embedded: { errors: [{ _type: 'Error', message: 'Identifier is invalid.', _embedded: { details: { attribute: 'identifier' } } }] },
    }));
    await expect(api.post('/projects', {})).rejects.toMatchObject({ status: 422, attribute: 'identifier', message: 'Multiple fields violated their constraints.' });
  });

  it('gives a clear fallback message when the error body is not a HAL error', async () => {
    mockFetch(() => jsonResponse(502, '<html>Bad gateway</html>'));
    await expect(api.get('/projects')).rejects.toMatchObject({ status: 502, message: 'The server ran into a problem. Please try again later.' });
    mockFetch(() => jsonResponse(404));
    await expect(api.get('/projects/99')).rejects.toMatchObject({ status: 404, message: 'The requested resource was not found.' });
  });

  it('reports a network failure with a clear message', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/projects')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('lets a cancellation through unchanged', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    globalThis.fetch = jest.fn().mockRejectedValue(abort);
    await expect(api.get('/projects')).rejects.toBe(abort);
  });

  it('rejects an unreadable success body with a clear message', async () => {
    mockFetch(() => jsonResponse(200, '{not json'));
    await expect(api.get('/projects')).rejects.toMatchObject({ message: 'The server sent a response that could not be read. Please try again.' });
  });

  it('clears the current user on a 401', async () => {
    setCurrentUser(mapCurrentUser(userHal()));
    expect(authStore.getState().status).toBe('authenticated');
    mockFetch(() => halError(401, 'Unauthenticated', 'You need to be authenticated to access this resource.'));

    await expect(api.get('/projects')).rejects.toMatchObject({ status: 401 });
    expect(authStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
  });
});

describe('query parameter helpers', () => {
  it('builds the filters JSON the API expects', () => {
    expect(JSON.parse(filtersParam([
      { name: 'active', operator: '=', values: ['t'] },
      { name: 'parent_id', operator: '=', values: [2, 3] },
    ]))).toEqual([{ active: { operator: '=', values: ['t'] } }, { parent_id: { operator: '=', values: ['2', '3'] } }]);
  });

  it('builds the sortBy JSON', () => {
    expect(sortByParam([['updatedAt', 'desc'], ['name', 'asc']])).toBe('[["updatedAt","desc"],["name","asc"]]');
  });
});

describe('HAL helpers', () => {
  it('returns the elements of a collection', () => {
    expect(elementsOf({ _type: 'Collection', total: 1, count: 1, _embedded: { elements: [1] } })).toEqual([1]);
  });

  it('throws when a collection has no elements', () => {
    expect(() => elementsOf({ _type: 'Collection', total: 0, count: 0 } as never)).toThrow('Invalid API response: missing elements');
    expect(() => elementsOf(undefined)).toThrow('Invalid API response: missing elements');
  });

  it('reads the numeric id at the end of an href', () => {
    expect(idFromHref('/api/v3/projects/5')).toBe(5);
    expect(idFromHref('/api/v3/users/42/')).toBe(42);
    expect(idFromHref('/api/v3/project_statuses/on_track')).toBeNull();
    expect(idFromHref(null)).toBeNull();
    expect(idFromHref(undefined)).toBeNull();
  });
});

describe('isLockVersionConflict', () => {
  it('is a 409, or a 422 about the lockVersion', () => {
    expect(isLockVersionConflict(new ApiError(409, 'x', 'Conflict'))).toBe(true);
    expect(isLockVersionConflict(new ApiError(422, 'x', 'The lock version is stale.'))).toBe(true);
    expect(isLockVersionConflict(new ApiError(422, 'x', 'Invalid', 'lockVersion'))).toBe(true);
    expect(isLockVersionConflict(new ApiError(422, 'x', 'Invalid', 'version'))).toBe(false);
    expect(isLockVersionConflict(new ApiError(400, 'x', 'lockVersion'))).toBe(false);
    expect(isLockVersionConflict(new Error('409'))).toBe(false);
  });
});

describe('early reads (startEarlyReads)', () => {
  afterEach(() => jest.useRealTimers());

  it("hands a read started early to the page's first GET of the same URL, once", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { _type: 'Document', id: 7 }));
    startEarlyReads(firstReadsOf('/docs/7'));
    expect(requestsOf(fetchMock).map((request) => request.url)).toEqual([
      '/api/v3/documents/7',
      '/api/v3/documents/7/comment_threads?offset=1&pageSize=100',
    ]);
    // The page asks with the same URL builders: no second request.
    await expect(api.get(documentReads.document(7))).resolves.toEqual({ _type: 'Document', id: 7 });
    await api.get(documentReads.commentThreads(7, 1));
    expect(requestsOf(fetchMock)).toHaveLength(2);
    // Taken once: a later read (a refetch) asks the server again.
    await api.get(documentReads.document(7));
    expect(requestsOf(fetchMock)).toHaveLength(3);
  });

  it('asks again when the early read failed, so the page sees the error it would have seen', async () => {
    let answers = 0;
    const fetchMock = mockFetch(() => (answers++ === 0 ? halError(503, 'ServiceUnavailable', 'Try later') : jsonResponse(200, { id: 8 })));
    startEarlyReads([documentReads.document(8)]);
    await expect(api.get(documentReads.document(8))).resolves.toEqual({ id: 8 });
    expect(requestsOf(fetchMock)).toHaveLength(2);
  });

  it('hands out a refusal (403, 404) as the answer, without asking again, and asks again after a 401', async () => {
    const fetchMock = mockFetch((request) => (new URL(request.url, 'http://localhost').pathname.endsWith('/memberships')
      ? halError(403, 'MissingPermission', 'You are not authorized to access this resource.')
      : halError(401, 'Unauthenticated', 'Authentication required.')));
    const members = taskReferenceReads.members(5, 1);
    startEarlyReads([apiUrl(members.path, members.query), documentReads.document(9)]);
    await expect(api.get(members.path, { query: members.query })).rejects.toMatchObject({ status: 403 });
    expect(requestsOf(fetchMock)).toHaveLength(2);
    await expect(api.get(documentReads.document(9))).rejects.toMatchObject({ status: 401 });
    expect(requestsOf(fetchMock)).toHaveLength(3);
  });

  it("starts a tasks view's reads of the project's cards and reference data, which the view's own reads take", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { _type: 'Collection', total: 1, _embedded: { elements: [{ id: 4 }] } }));
    startEarlyReads(firstReadsOf('/projects/5', '?view=list'));
    expect(requestsOf(fetchMock).map((request) => new URL(request.url, 'http://localhost').pathname)).toEqual([
      '/api/v3/projects/5/work_packages', '/api/v3/statuses', '/api/v3/priorities', '/api/v3/projects/5/available_types',
      '/api/v3/projects/5/memberships', '/api/v3/projects/5/versions',
    ]);
    const early = new URL(requestsOf(fetchMock)[0].url, 'http://localhost');
    expect(early.pathname).toBe('/api/v3/projects/5/work_packages');
    expect(early.searchParams.get('select')).toBe(workPackageSelect(TASK_CARD_SELECT));
    const elements = await fetchAllProjectWorkPackages(5, { select: TASK_CARD_SELECT, invalidList: () => new Error('invalid') });
    expect(elements).toEqual([{ id: 4 }]);
    // The reads as the views make them (the versions through the shared query, the rest as mfe-tasks does).
    await fetchProjectVersions(5);
    const members = taskReferenceReads.members(5, 1);
    await Promise.all([taskReferenceReads.statuses, taskReferenceReads.priorities, taskReferenceReads.types(5), members].map(({ path, query }) => api.get(path, { query })));
    expect(requestsOf(fetchMock)).toHaveLength(6);
    // The board is the default view; other views read other things.
    expect(firstReadsOf('/projects/5')).toEqual(tasksViewReads.all(5));
    expect(firstReadsOf('/projects/5', '?view=scrum')).toEqual([]);
    expect(firstReadsOf('/projects/5/forums')).toEqual([]);
  });

  it("starts the projects list's first page once the signed-in user is known: a member's own projects, every project for an admin", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { _type: 'Collection', total: 0, _embedded: { elements: [] } }));
    const member = mapCurrentUser(userHal({ id: 3, roleType: 'member' }));
    const admin = mapCurrentUser(userHal({ id: 1, roleType: 'admin' }));
    expect(firstReadsOfUser('/projects', member)).toEqual([apiUrl(projectsListPage(true, 1).path, projectsListPage(true, 1).query)]);
    expect(firstReadsOfUser('/', admin)).toEqual([apiUrl(projectsListPage(false, 1).path, projectsListPage(false, 1).query)]);
    expect(firstReadsOfUser('/projects/5', admin)).toEqual([]);
    startEarlyReads(firstReadsOfUser('/projects', member));
    const { path, query } = projectsListPage(true, 1);
    await api.get(path, { query });
    expect(requestsOf(fetchMock)).toHaveLength(1);
    expect(new URL(requestsOf(fetchMock)[0].url, 'http://localhost').searchParams.get('filters')).toContain('principal');
  });

  it('hands an answer that has come to the page synchronously (its initial data), once; nothing before it comes, nor a failure', async () => {
    let answer: (response: ReturnType<typeof jsonResponse>) => void = () => {};
    const fetchMock = mockFetch((request) => (request.url.endsWith('/documents/11')
      ? halError(503, 'ServiceUnavailable', 'Try later')
      : new Promise((resolve) => { answer = resolve; })));
    const read = projectsListPage(false, 1);
    startEarlyReads([apiUrl(read.path, read.query), documentReads.document(11)]);
    expect(takeAnsweredEarlyRead(read)).toBeUndefined();
    answer(jsonResponse(200, { _type: 'Collection', total: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeAnsweredEarlyRead(read)).toEqual({ _type: 'Collection', total: 1 });
    // Taken: the page's own read (a refetch) asks the server.
    expect(takeAnsweredEarlyRead(read)).toBeUndefined();
    void api.get(read.path, { query: read.query });
    expect(requestsOf(fetchMock)).toHaveLength(3);
    // A failed early read is no initial data; the page's read asks again and sees what the server says.
    expect(takeAnsweredEarlyRead({ path: documentReads.document(11) })).toBeUndefined();
    await expect(api.get(documentReads.document(11))).rejects.toMatchObject({ status: 503 });
    expect(requestsOf(fetchMock)).toHaveLength(4);
  });

  it('does not hand out an answer older than its time limit, nor start reads for a page that has none', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { id: 9 }));
    startEarlyReads([documentReads.document(9)], () => Date.now() - EARLY_READ_MAX_AGE_MS - 1);
    await api.get(documentReads.document(9));
    expect(requestsOf(fetchMock)).toHaveLength(2);
    expect(firstReadsOf('/projects')).toEqual([]);
    expect(firstReadsOf('/docs/shared')).toEqual([]);
  });
});
