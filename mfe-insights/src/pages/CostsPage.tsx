import { PageError, useSearchParams } from '@tessera/shared';
import { CostsView } from '../features/costs-page';
import type { CostsPageProps } from '../exposed/contract';

export const COSTS_NO_PROJECT_MESSAGE = 'Open the costs page from a project: the address needs ?project={id}.';

/** The shell's /costs route: the project comes from ?project= (the costs card's View Details). */
export default function CostsPage(_props: CostsPageProps) {
  const [params] = useSearchParams();
  const projectId = Number(params.get('project'));
  return (
    <div data-testid="remote-view-mfe_insights" data-view="costs" data-build={process.env.BUILD_LABEL} data-project-id={projectId || undefined}>
      {Number.isSafeInteger(projectId) && projectId > 0 ? (
        <CostsView key={projectId} projectId={projectId} />
      ) : (
        <PageError title="Costs" message={COSTS_NO_PROJECT_MESSAGE} status="warning" headingLevel={1} />
      )}
    </div>
  );
}
