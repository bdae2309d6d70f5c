// Renders a tasks view as the shell does: providers, a router on the project page, a signed-in user.
import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AppProviders, MemoryRouter, setCurrentUser, useLocation, mapCurrentUser } from '@tessera/shared';
import { userHal } from '@tessera/shared/test/fixtures';

let currentSearch = '';

function LocationProbe() {
  const { search } = useLocation();
  useEffect(() => {
    currentSearch = search;
  }, [search]);
  return null;
}

/** The query string of the page (where ?task=<id> selects a task). */
export function currentSearchParams(): URLSearchParams {
  return new URLSearchParams(currentSearch);
}

export function renderWithSuite(ui: ReactElement, { path = '/projects/5', userId = 7 }: { path?: string; userId?: number } = {}) {
  setCurrentUser(mapCurrentUser(userHal({ id: userId })));
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}
