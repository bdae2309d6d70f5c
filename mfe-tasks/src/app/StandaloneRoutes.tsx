import { Route, Routes, useParams, useSearchParams } from '@tessera/shared';
import { parseProjectId, Result, Segmented } from '@tessera/shared';
import ProjectTasksView, { TASK_VIEW_MODE_LABELS } from '../exposed/ProjectTasksView';
import type { TaskViewMode } from '../exposed/contract';

// Standalone mode: the suite mounts ProjectTasksView inside the shell; these routes let the remote run on its own.
export const STANDALONE_HINT = 'This is the tasks remote running on its own. Open /projects/<id> to see the tasks of that project.';
export const INVALID_PROJECT_MESSAGE = 'A project id is a positive whole number, for example /projects/1.';

const TASK_VIEW_MODES = Object.keys(TASK_VIEW_MODE_LABELS) as TaskViewMode[];
const DEFAULT_MODE: TaskViewMode = 'kanban';

function isTaskViewMode(value: string | null): value is TaskViewMode {
  return value !== null && (TASK_VIEW_MODES as string[]).includes(value);
}

function StandaloneHome() {
  return <Result status="info" title="Tessera · Tasks" subTitle={STANDALONE_HINT} />;
}

function StandaloneProjectTasks() {
  const projectId = parseProjectId(useParams().projectId);
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedMode = searchParams.get('mode');
  const mode = isTaskViewMode(requestedMode) ? requestedMode : DEFAULT_MODE;
  if (projectId === null) return <Result status="warning" title="Invalid Project" subTitle={INVALID_PROJECT_MESSAGE} />;
  return (
    <>
      <Segmented<TaskViewMode>
        value={mode}
        options={TASK_VIEW_MODES.map((value) => ({ value, label: TASK_VIEW_MODE_LABELS[value] }))}
        onChange={(value) => setSearchParams({ mode: value }, { replace: true })}
      />
      <ProjectTasksView projectId={projectId} mode={mode} />
    </>
  );
}

export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/projects/:projectId" element={<StandaloneProjectTasks />} />
      <Route path="*" element={<StandaloneHome />} />
    </Routes>
  );
}
