// Renders the shell's routes at a path, with the real providers, and exposes the current location.
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@tessera/shared';
import { AppProviders } from '@tessera/shared';
import { AppRoutes } from '../src/app/AppRoutes';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderApp(path: string) {
  const result = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  const location = () => result.getByTestId('location').textContent ?? '';
  return { ...result, location };
}
