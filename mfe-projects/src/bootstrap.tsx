// Standalone mode: this remote on its own, with its own providers, router and login.
import { createRoot } from 'react-dom/client';
import { Route, Routes } from '@tessera/shared';
import { StandaloneApp } from '@tessera/shared';
import ProjectsPage from './exposed/ProjectsPage';
import { OpenInSuiteNote } from './features/standalone/OpenInSuiteNote';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StandaloneApp title="Tessera · Projects">
    <Routes>
      <Route path="/" element={<ProjectsPage />} />
      <Route path="/projects" element={<ProjectsPage />} />
      <Route path="/projects/:projectId/*" element={<OpenInSuiteNote />} />
    </Routes>
  </StandaloneApp>,
);
