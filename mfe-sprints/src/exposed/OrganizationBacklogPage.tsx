// Exposed as mfe_sprints/OrganizationBacklogPage for the shell's /backlogs route (whole page, no props).
import type { ComponentType } from 'react';
import OrganizationBacklogPage from '../pages/OrganizationBacklogPage';
import type { OrganizationBacklogPageProps } from './contract';

const OrganizationBacklogPageView: ComponentType<OrganizationBacklogPageProps> = OrganizationBacklogPage;
export default OrganizationBacklogPageView;
