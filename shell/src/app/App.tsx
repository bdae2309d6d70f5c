import { BrowserRouter } from '@tessera/shared';
import { AppProviders } from '@tessera/shared';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
