// Exposed as mfe_projects/ProjectsPage: the shell mounts it on /projects.
import type { ProjectsPageProps } from './contract';
import { ProjectsListPage } from '../features/list/ui/ProjectsListPage';

export default function ProjectsPage(_props: ProjectsPageProps) {
  return <ProjectsListPage />;
}
