import { Segmented, StandaloneProjectRoutes, useSearchParams } from '@tessera/shared';
import ProjectTasksView, { TASK_VIEW_MODE_LABELS } from '../pages/ProjectTasksPage';
import type { TaskViewMode } from '../exposed/contract';

// Standalone mode: the suite mounts ProjectTasksView inside the shell; these routes let the remote run on its own.
export const STANDALONE_HINT = 'This is the tasks remote running on its own. Open /projects/<id> to see the tasks of that project.';

const TASK_VIEW_MODES = Object.keys(TASK_VIEW_MODE_LABELS) as TaskViewMode[];
const DEFAULT_MODE: TaskViewMode = 'kanban';

function isTaskViewMode(value: string | null): value is TaskViewMode {
  return value !== null && (TASK_VIEW_MODES as string[]).includes(value);
}

/** The board, list or calendar chosen with ?mode= (the shell's view switcher does this in the suite). */
function StandaloneProjectTasks({ projectId }: { projectId: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedMode = searchParams.get('mode');
  const mode = isTaskViewMode(requestedMode) ? requestedMode : DEFAULT_MODE;
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
    <StandaloneProjectRoutes area="Tasks" hint={STANDALONE_HINT}>
      {(projectId) => <StandaloneProjectTasks projectId={projectId} />}
    </StandaloneProjectRoutes>
  );
}
