import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@tessera/shared';
import { StandaloneRoutes } from './StandaloneRoutes';

// Standalone entry (the suite loads only src/exposed/* through the shell).
createRoot(document.getElementById('root')!).render(
  <StandaloneApp title="Tessera · Documents">
    <StandaloneRoutes />
  </StandaloneApp>,
);
