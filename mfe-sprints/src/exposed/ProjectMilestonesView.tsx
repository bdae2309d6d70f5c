// The Milestones view for the shell: the page, held to what the contract promises the shell it takes.
import type { ComponentType } from 'react';
import ProjectMilestonesPage from '../pages/ProjectMilestonesPage';
import type { ProjectMilestonesViewProps } from './contract';

const ProjectMilestonesView: ComponentType<ProjectMilestonesViewProps> = ProjectMilestonesPage;
export default ProjectMilestonesView;
