// Exposed as mfe_projects/ProjectsPage: the shell mounts it on /projects. The page, held to what the contract promises
// the shell it takes.
import type { ComponentType } from 'react';
import { ProjectsListPage } from '../pages/ProjectsListPage';
import type { ProjectsPageProps } from './contract';

const ProjectsPage: ComponentType<ProjectsPageProps> = ProjectsListPage;
export default ProjectsPage;
