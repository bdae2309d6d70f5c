// The roles module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { roleRoutes } from './routes.ts';

export const rolesModule: ServerModule = { name: 'roles', routes: roleRoutes };

export { roleRoutes };
