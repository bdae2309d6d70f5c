import { Alert, Button, StandaloneProjectRoutes, TASK_SEARCH_PARAM, useSearchParams } from '@tessera/shared';
import ProjectSprintsPage from '../pages/ProjectSprintsPage';

export const STANDALONE_HINT = 'This is the sprints remote running on its own. Open /projects/<id> to see the sprints of that project.';
export const standaloneTaskNotice = (taskId: string) =>
  `Task #${taskId} is selected. Its panel belongs to the tasks area: it opens beside this board in the full suite.`;

/**
 * In the suite the shell shows the tasks area's panel for ?task=<id>; running alone there is none, so a clicked
 * task says where it opens instead of seeming to do nothing.
 */
function StandaloneProjectSprints({ projectId }: { projectId: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const taskId = searchParams.get(TASK_SEARCH_PARAM);
  const clear = () =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(TASK_SEARCH_PARAM);
      return next;
    });
  return (
    <>
      {taskId ? (
        <Alert
          type="info"
          showIcon
          title={standaloneTaskNotice(taskId)}
          style={{ marginBottom: 12 }}
          action={<Button size="small" onClick={clear}>Close</Button>}
          data-testid="standalone-task-notice"
        />
      ) : null}
      <ProjectSprintsPage projectId={projectId} />
    </>
  );
}

export function StandaloneRoutes() {
  return (
    <StandaloneProjectRoutes area="Sprints" hint={STANDALONE_HINT}>
      {(projectId) => <StandaloneProjectSprints projectId={projectId} />}
    </StandaloneProjectRoutes>
  );
}
