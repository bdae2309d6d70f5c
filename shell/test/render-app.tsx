// Renders the shell's routes at a path, with the real providers, and exposes the current location.
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from '@tessera/shared';
import { AppProviders } from '@tessera/shared';
import { AppRoutes } from '../src/app/AppRoutes';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Hands the router's navigate to the test, as a remote's link or useOpenTask would use it. */
function NavigateProbe({ onNavigate }: { onNavigate: (navigate: NavigateFunction) => void }) {
  onNavigate(useNavigate());
  return null;
}

export function renderApp(path: string) {
  let navigateTo: NavigateFunction | undefined;
  const result = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
        <NavigateProbe onNavigate={(navigate) => { navigateTo = navigate; }} />
      </MemoryRouter>
    </AppProviders>,
  );
  const location = () => result.getByTestId('location').textContent ?? '';
  /** Goes to `to` inside the app (a remote's navigation). */
  const navigate = (to: string) => act(() => void navigateTo?.(to));
  return { ...result, location, navigate };
}
