// Exposed as mfe_docs/ProjectDocumentsView for the shell: the page, held to what the contract promises the shell
// it takes.
import type { ComponentType } from 'react';
import ProjectDocumentsPage from '../pages/ProjectDocumentsPage';
import type { ProjectDocumentsViewProps } from './contract';

const ProjectDocumentsView: ComponentType<ProjectDocumentsViewProps> = ProjectDocumentsPage;
export default ProjectDocumentsView;
