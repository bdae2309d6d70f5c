import { Result } from '@tessera/shared';
import type { ProjectGithubViewProps } from './contract';

export const GITHUB_NOT_AVAILABLE_MESSAGE = 'GitHub insights are not available in this version of Tessera yet.';

export default function ProjectGithubView({ projectId }: ProjectGithubViewProps) {
  return (
    <div data-testid="remote-view-mfe_insights" data-view="github" data-build={process.env.BUILD_LABEL} data-project-id={projectId}>
      <Result status="info" title="GitHub" subTitle={GITHUB_NOT_AVAILABLE_MESSAGE} />
    </div>
  );
}
