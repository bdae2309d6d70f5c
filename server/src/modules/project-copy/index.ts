// The project-copy module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { membersCopier } from './copiers/members.ts';
import { projectCopyRoutes } from './routes.ts';

export const projectCopyModule: ServerModule = { name: 'project-copy', routes: projectCopyRoutes, copiers: [membersCopier] };

export { projectCopyRoutes };
