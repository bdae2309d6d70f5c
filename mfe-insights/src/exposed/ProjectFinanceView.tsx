import { Result } from '@tessera/shared';
import type { ProjectFinanceViewProps } from './contract';

export const FINANCE_NOT_AVAILABLE_MESSAGE = 'Project finance (budget and costs) is not available in this version of Tessera yet.';

export default function ProjectFinanceView({ projectId }: ProjectFinanceViewProps) {
  return (
    <div data-testid="remote-view-mfe_insights" data-view="finance" data-build={process.env.BUILD_LABEL} data-project-id={projectId}>
      <Result status="info" title="Finance" subTitle={FINANCE_NOT_AVAILABLE_MESSAGE} />
    </div>
  );
}
