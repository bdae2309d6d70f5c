import { canManageProject, isAdmin, isFaculty, mapCurrentUser, type CurrentUser } from '../src/auth';
import { authStore, loadCurrentUser, login, logout } from '../src/auth/auth-store';
import { queryClient } from '../src/query/query-client';
import { halError, jsonResponse, mockFetch, requestsOf } from './fetch-mock';
import { adminHal, userHal } from './fixtures';

const member: CurrentUser = mapCurrentUser(userHal());
const manager: CurrentUser = mapCurrentUser(userHal({ roleType: 'manager', isManager: true, globalRoles: ['Manager'] }));
const admin: CurrentUser = mapCurrentUser(adminHal());

describe('mapCurrentUser', () => {
  it('maps the User resource', () => {
    expect(admin).toEqual({
      id: 1, name: 'Ada Admin', email: 'admin@tessera.local', login: 'admin', roleType: 'admin',
      isAdmin: true, isManager: false, globalRoles: ['Administrator'],
    });
    expect(manager).toMatchObject({ roleType: 'manager', isManager: true, isAdmin: false });
  });
});

describe('permissions', () => {
  const leader = { roles: [{ id: 4, name: 'Team Leader' }], permissions: [] };
  const viewer = { roles: [{ id: 3, name: 'Member' }], permissions: ['view_members'] };
  const plain = { roles: [{ id: 3, name: 'Member' }], permissions: ['view_work_packages'] };

  it('knows admins and faculty', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(manager)).toBe(false);
    expect(isFaculty(admin)).toBe(true);
    expect(isFaculty(manager)).toBe(true);
    expect(isFaculty(member)).toBe(false);
    expect(isFaculty(null)).toBe(false);
  });

  it('lets admins, view_members holders and Team Leaders manage a project', () => {
    expect(canManageProject(admin, null)).toBe(true);
    expect(canManageProject(member, leader)).toBe(true);
    expect(canManageProject(member, viewer)).toBe(true);
    expect(canManageProject(member, plain)).toBe(false);
    expect(canManageProject(member, null)).toBe(false);
    expect(canManageProject(manager, plain)).toBe(false);
    expect(canManageProject(null, leader)).toBe(false);
  });
});

describe('auth store', () => {
  it('loads the signed-in user', async () => {
    mockFetch(() => jsonResponse(200, userHal()));
    await loadCurrentUser();
    expect(authStore.getState()).toMatchObject({ status: 'authenticated', user: { id: 7, name: 'Grace Hopper' }, error: null });
  });

  it('is anonymous (without an error) when the server answers 401', async () => {
    mockFetch(() => halError(401, 'Unauthenticated', 'Authentication required.'));
    await loadCurrentUser();
    expect(authStore.getState()).toMatchObject({ status: 'anonymous', user: null, error: null });
  });

  it('keeps the reason when the server cannot be reached', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await loadCurrentUser();
    expect(authStore.getState().status).toBe('anonymous');
    expect(authStore.getState().error?.message).toBe('Cannot reach the server. Check your connection and try again.');
  });

  it('shares one request between concurrent loads', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, userHal()));
    await Promise.all([loadCurrentUser(), loadCurrentUser()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('logs in with POST /session and logs out with DELETE /session, clearing cached data', async () => {
    const fetchMock = mockFetch((request) => (request.method === 'POST' ? jsonResponse(200, userHal()) : jsonResponse(204)));
    const user = await login('grace@tessera.local', 'secret');
    expect(user.name).toBe('Grace Hopper');
    expect(authStore.getState().status).toBe('authenticated');

    queryClient.setQueryData(['projects'], ['cached']);
    await logout();
    expect(authStore.getState()).toMatchObject({ status: 'anonymous', user: null });
    expect(queryClient.getQueryData(['projects'])).toBeUndefined();
    expect(requestsOf(fetchMock).map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/v3/session', 'DELETE /api/v3/session',
    ]);
    expect(requestsOf(fetchMock)[0].body).toEqual({ email: 'grace@tessera.local', password: 'secret' });
  });

  it('does not let a late GET /users/me answer overwrite a login', async () => {
    let answerMe: (value: unknown) => void = () => {};
    mockFetch((request) => (request.url.endsWith('/users/me')
      ? new Promise((resolve) => { answerMe = resolve; }) as never
      : jsonResponse(200, userHal())));
    const load = loadCurrentUser();
    await login('grace@tessera.local', 'secret');
    answerMe(halError(401, 'Unauthenticated', 'Authentication required.'));
    await load;
    expect(authStore.getState()).toMatchObject({ status: 'authenticated', user: { name: 'Grace Hopper' } });
  });

  it('rejects a failed login with the server message and stays signed out', async () => {
    mockFetch(() => halError(401, 'Unauthenticated', 'Invalid email or password.'));
    await expect(login('grace@tessera.local', 'wrong')).rejects.toMatchObject({ message: 'Invalid email or password.' });
    expect(authStore.getState().user).toBeNull();
  });
});
