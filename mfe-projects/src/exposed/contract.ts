// Types only: what mfe_projects exposes. The shell imports this with `import type`.
import type { ProjectDetail } from '@tessera/shared';

export type ProjectsPageProps = Record<string, never>;

/** mfe_projects/ProjectActions: the project page's buttons and their dialogs. */
export interface ProjectActionsProps {
  /** The project as the page shows it (GET /projects/{id}, mapped with mapProjectDetail). */
  project: ProjectDetail;
  /** Called after the project was deleted, before the page moves to the projects list. */
  onDeleted?: () => void;
}
