// The statuses module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { statusRoutes } from './routes.ts';
import { STATUS_COMPONENTS } from './schemas.ts';

export const statusesModule: ServerModule = { name: 'statuses', routes: statusRoutes, schemas: STATUS_COMPONENTS };

export { statusRoutes };
