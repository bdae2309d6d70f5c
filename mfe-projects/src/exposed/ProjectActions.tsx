// Exposed as mfe_projects/ProjectActions: the shell mounts it in the project page's header. It renders the
// buttons the caller may use (Add Member, Edit Project, Project Settings, Delete Project) and their dialogs.
import type { ComponentType } from 'react';
import { ProjectActionsBar } from '../pages/ProjectActionsBar';
import type { ProjectActionsProps } from './contract';

const ProjectActions: ComponentType<ProjectActionsProps> = ProjectActionsBar;
export default ProjectActions;
