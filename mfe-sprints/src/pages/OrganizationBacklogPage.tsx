// The shell's /backlogs page (whole page, no props): the organization's backlogs across projects.
import { OrganizationBacklog } from '../features/organization-backlog';
import type { OrganizationBacklogPageProps } from '../exposed/contract';

export default function OrganizationBacklogPage(_props: OrganizationBacklogPageProps) {
  return (
    <div data-testid="remote-view-mfe_sprints" data-view="organization-backlogs" data-build={process.env.BUILD_LABEL}>
      <OrganizationBacklog />
    </div>
  );
}
