import { Result } from '@tessera/shared';
import type { ProjectForumsViewProps } from './contract';

export const FORUMS_NOT_AVAILABLE_MESSAGE = 'Project forums are not available in this version of Tessera yet.';

export default function ProjectForumsView({ projectId }: ProjectForumsViewProps) {
  return (
    <div data-testid="remote-view-mfe_forums" data-build={process.env.BUILD_LABEL} data-project-id={projectId}>
      <Result status="info" title="Forums" subTitle={FORUMS_NOT_AVAILABLE_MESSAGE} />
    </div>
  );
}
