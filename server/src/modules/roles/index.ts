// The roles module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { roleRoutes } from './routes.ts';
import { ROLE_COMPONENTS } from './schemas.ts';

export const rolesModule: ServerModule = { name: 'roles', routes: roleRoutes, schemas: ROLE_COMPONENTS };

export { roleRoutes };
