// Standalone mode only: the project page belongs to the shell, so say where to find it.
import { Link, useParams } from '@tessera/shared';
import { Result, paths } from '@tessera/shared';

export function OpenInSuiteNote() {
  const { projectId } = useParams();
  return (
    <Result
      status="info"
      title={`Project ${projectId ?? ''}`.trim()}
      subTitle="Project details are part of the Tessera suite. Open this address in the suite to see the project."
      extra={<Link to={paths.projects()}>Back to projects</Link>}
    />
  );
}
