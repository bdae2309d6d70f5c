// The time-entry-activities module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { timeEntryActivityRoutes } from './routes.ts';
import { TIME_ENTRY_ACTIVITY_COMPONENTS } from './schemas.ts';

export const timeEntryActivitiesModule: ServerModule = { name: 'time-entry-activities', routes: timeEntryActivityRoutes, schemas: TIME_ENTRY_ACTIVITY_COMPONENTS };

export { defaultActivityIn, findActivity, isAvailableIn, projectsWithActivity, projectsWithoutActivity } from './queries.ts';
export { activityPath } from './representer.ts';
export { timeEntryActivityRoutes };
