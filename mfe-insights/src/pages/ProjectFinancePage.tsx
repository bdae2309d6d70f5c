import { Typography } from '@tessera/shared';
import type { ReactNode } from 'react';
import type { ProjectFinanceViewProps } from '../exposed/contract';
import { CostsCard } from '../features/costs-card';
import { FinancialAnalysis } from '../features/financial-analysis';

// The project's Finance view: the costs card (budget, spent, utilisation) on top, then the financial analysis.
export default function ProjectFinancePage({ projectId }: ProjectFinanceViewProps) {
  return (
    <div data-testid="remote-view-mfe_insights" data-view="finance" data-build={process.env.BUILD_LABEL} data-project-id={projectId}>
      <ViewTitle>Finance</ViewTitle>
      <CostsCard projectId={projectId} />
      <FinancialAnalysis projectId={projectId} />
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
