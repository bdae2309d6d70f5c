// The priorities module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { priorityRoutes } from './routes.ts';

export const prioritiesModule: ServerModule = { name: 'priorities', routes: priorityRoutes };

export { priorityRoutes };
