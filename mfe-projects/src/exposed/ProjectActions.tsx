// Exposed as mfe_projects/ProjectActions: the shell mounts it in the project page's header. It renders the
// buttons the caller may use (Add Member, Edit Project, Project Settings, Delete Project) and their dialogs.
import type { ProjectActionsProps } from './contract';
import { ProjectActionsBar } from '../features/actions/ui/ProjectActionsBar';

export default function ProjectActions({ project, onDeleted }: ProjectActionsProps) {
  return <ProjectActionsBar project={project} onDeleted={onDeleted} />;
}
