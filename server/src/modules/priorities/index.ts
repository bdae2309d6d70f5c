// The priorities module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { priorityRoutes } from './routes.ts';
import { PRIORITY_COMPONENTS } from './schemas.ts';

export const prioritiesModule: ServerModule = { name: 'priorities', routes: priorityRoutes, schemas: PRIORITY_COMPONENTS };

export { priorityRoutes };
