import { Typography } from '@tessera/shared';
import type { ReactNode } from 'react';
import type { ProjectGithubViewProps } from '../exposed/contract';
import { GithubOverview } from '../features/github-overview';

export default function ProjectGithubPage({ projectId }: ProjectGithubViewProps) {
  return (
    <div data-testid="remote-view-mfe_insights" data-view="github" data-build={process.env.BUILD_LABEL} data-project-id={projectId}>
      <ViewTitle>GitHub</ViewTitle>
      <GithubOverview projectId={projectId} />
    </div>
  );
}

// Inside the project page, whose h1 is the project's name (the shell's), a view starts at h2.
function ViewTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
      {children}
    </Typography.Title>
  );
}
