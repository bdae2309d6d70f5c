// The statuses module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { statusRoutes } from './routes.ts';

export const statusesModule: ServerModule = { name: 'statuses', routes: statusRoutes };

export { statusRoutes };
