// Exposed as mfe_insights/ProjectFinanceView for the shell: the page, held to what the contract promises the shell
// it takes.
import type { ComponentType } from 'react';
import ProjectFinancePage from '../pages/ProjectFinancePage';
import type { ProjectFinanceViewProps } from './contract';

const ProjectFinanceView: ComponentType<ProjectFinanceViewProps> = ProjectFinancePage;
export default ProjectFinanceView;
