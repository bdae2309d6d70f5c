// The project-copy module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { membersCopier } from './copiers/members.ts';
import { projectCopyRoutes } from './routes.ts';
import { PROJECT_COPY_COMPONENTS } from './schemas.ts';

export const projectCopyModule: ServerModule = { name: 'project-copy', routes: projectCopyRoutes, copiers: [membersCopier], schemas: PROJECT_COPY_COMPONENTS };

export { projectCopyRoutes };
