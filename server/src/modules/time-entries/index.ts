// The time-entries module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { timeEntryRoutes } from './routes.ts';
import { TIME_ENTRY_COMPONENTS } from './schemas.ts';

export const timeEntriesModule: ServerModule = { name: 'time-entries', routes: timeEntryRoutes, schemas: TIME_ENTRY_COMPONENTS };

export { timeEntryRoutes };
