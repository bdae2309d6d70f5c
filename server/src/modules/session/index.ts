// The session module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { sessionRoutes } from './routes.ts';

export const sessionModule: ServerModule = { name: 'session', routes: sessionRoutes };

export { sessionRoutes };
