// Standalone mode: this remote on its own, with its own providers, router and login (the suite loads only
// src/exposed/* through the shell).
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@tessera/shared';
import { StandaloneRoutes } from './StandaloneRoutes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StandaloneApp title="Tessera · Projects">
    <StandaloneRoutes />
  </StandaloneApp>,
);
