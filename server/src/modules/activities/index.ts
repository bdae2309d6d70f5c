// The activities module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { activityRoutes } from './routes.ts';
import { ACTIVITY_COMPONENTS } from './schemas.ts';

export const activitiesModule: ServerModule = { name: 'activities', routes: activityRoutes, schemas: ACTIVITY_COMPONENTS };

export { activityRoutes };
