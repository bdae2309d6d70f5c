// The root module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { rootRoutes } from './routes.ts';

export const rootModule: ServerModule = { name: 'root', routes: rootRoutes };

export { CORE_VERSION } from './routes.ts';
export { rootRoutes };
