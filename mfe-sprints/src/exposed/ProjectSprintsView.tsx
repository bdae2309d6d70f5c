// The Scrum view for the shell: the page, held to what the contract promises the shell it takes.
import type { ComponentType } from 'react';
import ProjectSprintsPage from '../pages/ProjectSprintsPage';
import type { ProjectSprintsViewProps } from './contract';

const ProjectSprintsView: ComponentType<ProjectSprintsViewProps> = ProjectSprintsPage;
export default ProjectSprintsView;
