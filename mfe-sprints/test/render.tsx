// Renders sprints views as the shell does: providers, a router on the project page, a signed-in user.
import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AppProviders, MemoryRouter, mapCurrentUser, setCurrentUser, useLocation, useNavigate, type NavigateFunction } from '@tessera/shared';
import { userHal } from '@tessera/shared/test/fixtures';

let currentSearch = '';
let navigateFn: NavigateFunction | null = null;

function LocationProbe() {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    currentSearch = search;
    navigateFn = navigate;
  }, [search, navigate]);
  return null;
}

/** Goes to another address within the rendered router (e.g. the panel closing removes ?task=). */
export function navigateTo(path: string): void {
  navigateFn?.(path);
}

/** The page's query string (where ?task=<id> selects a task). */
export function currentSearchParams(): URLSearchParams {
  return new URLSearchParams(currentSearch);
}

export function renderWithSuite(ui: ReactElement, { path = '/projects/5', admin = false }: { path?: string; admin?: boolean } = {}) {
  setCurrentUser(mapCurrentUser(userHal(admin ? { admin: true, roleType: 'admin' } : {})));
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}
