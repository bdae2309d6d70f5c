import { Result, Typography } from '@tessera/shared';
import type { ReactNode } from 'react';
import type { ProjectFinanceViewProps } from '../exposed/contract';

export const FINANCE_NOT_AVAILABLE_MESSAGE = 'Project finance (budget and costs) is not available in this version of Tessera yet.';

export default function ProjectFinancePage({ projectId }: ProjectFinanceViewProps) {
  return (
    <div data-testid="remote-view-mfe_insights" data-view="finance" data-build={process.env.BUILD_LABEL} data-project-id={projectId}>
      <Result status="info" title={<ViewTitle>Finance</ViewTitle>} subTitle={FINANCE_NOT_AVAILABLE_MESSAGE} />
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
