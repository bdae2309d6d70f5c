// Exposed as mfe_insights/ProjectGithubView for the shell: the page, held to what the contract promises the shell
// it takes.
import type { ComponentType } from 'react';
import ProjectGithubPage from '../pages/ProjectGithubPage';
import type { ProjectGithubViewProps } from './contract';

const ProjectGithubView: ComponentType<ProjectGithubViewProps> = ProjectGithubPage;
export default ProjectGithubView;
