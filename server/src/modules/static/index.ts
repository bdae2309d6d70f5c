// The static module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { staticRoutes } from './routes.ts';

export const staticModule: ServerModule = { name: 'static', routes: staticRoutes, scope: 'site' };

export { staticRoutes };
