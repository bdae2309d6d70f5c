// The activities module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { activityRoutes } from './routes.ts';

export const activitiesModule: ServerModule = { name: 'activities', routes: activityRoutes };

export { activityRoutes };
