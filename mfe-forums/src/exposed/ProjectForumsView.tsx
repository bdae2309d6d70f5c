// Exposed as mfe_forums/ProjectForumsView for the shell: the page, held to what the contract promises the shell
// it takes.
import type { ComponentType } from 'react';
import ProjectForumsPage from '../pages/ProjectForumsPage';
import type { ProjectForumsViewProps } from './contract';

const ProjectForumsView: ComponentType<ProjectForumsViewProps> = ProjectForumsPage;
export default ProjectForumsView;
