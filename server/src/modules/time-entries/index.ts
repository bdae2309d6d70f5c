// The time-entries module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { timeEntryRoutes } from './routes.ts';

export const timeEntriesModule: ServerModule = { name: 'time-entries', routes: timeEntryRoutes };

export { timeEntryRoutes };
