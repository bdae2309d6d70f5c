import type { ReactNode } from 'react';
import { Result } from 'antd';
import { parseProjectId } from '../domain';
import { Route, Routes, useParams } from '../routing';

export const STANDALONE_INVALID_PROJECT_MESSAGE = 'A project id is a positive whole number, for example /projects/1.';

interface StandaloneProjectRoutesProps {
  /** The area's name, for the page title ('Sprints'). */
  area: string;
  /** What to open, shown on any other path. */
  hint: string;
  /** The remote's view(s) for one project. */
  children: (projectId: number) => ReactNode;
}

function ProjectRoute({ render }: { render: (projectId: number) => ReactNode }) {
  const projectId = parseProjectId(useParams().projectId);
  if (projectId === null) return <Result status="warning" title="Invalid Project" subTitle={STANDALONE_INVALID_PROJECT_MESSAGE} />;
  return <>{render(projectId)}</>;
}

/**
 * The routes of a remote running on its own (its standalone bootstrap, inside StandaloneApp): /projects/:projectId
 * renders the remote's views for that project; any other path says what to open. In the suite the shell mounts
 * the exposed views itself.
 */
export function StandaloneProjectRoutes({ area, hint, children }: StandaloneProjectRoutesProps) {
  return (
    <Routes>
      <Route path="/projects/:projectId" element={<ProjectRoute render={children} />} />
      <Route path="*" element={<Result status="info" title={`Tessera · ${area}`} subTitle={hint} />} />
    </Routes>
  );
}
