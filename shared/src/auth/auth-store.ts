// The current user: a zustand vanilla store (one instance, because @tessera/shared is a federation
// singleton) plus React hooks. The shell and every remote see the same user.
import { useEffect } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { api } from '../api/client';
import { ApiError } from '../api/errors';
import { lastSentRequestNumber, onUnauthorized } from '../api/unauthorized';
import { queryClient } from '../query/query-client';
import { queryKeys } from '../query/query-keys';
import type { UserHal } from '../api/types';
import { type CurrentUser, mapCurrentUser } from './current-user';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthState {
  user: CurrentUser | null;
  status: AuthStatus;
  /** Why the current user could not be loaded (not set for a plain 'not logged in'). */
  error: ApiError | null;
}

const initialState: AuthState = { user: null, status: 'loading', error: null };

export const authStore = createStore<AuthState>()(() => ({ ...initialState }));

let pendingLoad: Promise<CurrentUser | null> | null = null;
// Bumped whenever the user is set by other means (login, logout, reset), so an older
// GET /users/me that answers late cannot overwrite a newer state.
let loadGeneration = 0;
// Requests numbered up to this one were sent before the current sign-in (without its session cookie).
let signedInAfterRequest = 0;

function invalidatePendingLoad(): void {
  loadGeneration++;
  pendingLoad = null;
}

function setUser(user: CurrentUser | null): void {
  authStore.setState({ user, status: user ? 'authenticated' : 'anonymous', error: null });
  queryClient.setQueryData(queryKeys.currentUser, user);
}

/** Asks the server who is signed in (GET /users/me); answers the user, or null. Concurrent calls share one request. */
export function loadCurrentUser(): Promise<CurrentUser | null> {
  if (pendingLoad) return pendingLoad;
  const generation = ++loadGeneration;
  const isCurrent = () => generation === loadGeneration;
  authStore.setState({ status: 'loading', error: null });
  const load = api
    .get<UserHal>('/users/me')
    .then((hal) => {
      const user = mapCurrentUser(hal);
      if (isCurrent()) setUser(user);
      return user;
    })
    .catch((error: unknown) => {
      if (!isCurrent()) return null;
      if (error instanceof ApiError && error.status === 401) {
        setUser(null);
        return null;
      }
      const apiError =
        error instanceof ApiError ? error : new ApiError(0, 'urn:tessera:errors:Unknown', 'Could not load your account.');
      authStore.setState({ user: null, status: 'anonymous', error: apiError });
      return null;
    })
    .finally(() => {
      if (pendingLoad === load) pendingLoad = null;
    });
  pendingLoad = load;
  return load;
}

/** Signs in (POST /session). Rejects with the server's ApiError (e.g. 'Invalid email or password.'). */
export async function login(email: string, password: string): Promise<CurrentUser> {
  const hal = await api.post<UserHal>('/session', { email, password });
  signedInAfterRequest = lastSentRequestNumber();
  invalidatePendingLoad();
  // Cached data belongs to whoever was signed in before.
  queryClient.clear();
  const user = mapCurrentUser(hal);
  setUser(user);
  return user;
}

/** Signs out (DELETE /session) and forgets everything cached for this user, even if the call fails. */
export async function logout(): Promise<void> {
  try {
    await api.del('/session');
  } finally {
    invalidatePendingLoad();
    queryClient.clear();
    setUser(null);
  }
}

/** Test and storybook helper: set the user without a request. */
export function setCurrentUser(user: CurrentUser | null): void {
  invalidatePendingLoad();
  setUser(user);
}

/** Back to the state before anything was loaded (tests). */
export function resetAuthStore(): void {
  invalidatePendingLoad();
  authStore.setState({ ...initialState });
}

// A 401 means the session ended: show the user as signed out. A 401 for a request sent before the
// current sign-in says nothing about the new session.
onUnauthorized((requestNumber) => {
  if (requestNumber <= signedInAfterRequest) return;
  if (authStore.getState().status === 'authenticated') setUser(null);
});

export function getCurrentUser(): CurrentUser | null {
  return authStore.getState().user;
}

/** The current user; starts loading it on first use. */
export function useCurrentUser(): AuthState {
  const state = useStore(authStore);
  const needsLoad = state.status === 'loading';
  useEffect(() => {
    if (needsLoad) void loadCurrentUser();
  }, [needsLoad]);
  return state;
}

/** Action functions as a hook-friendly object. */
export function useAuthActions() {
  return { login, logout, reload: loadCurrentUser };
}
