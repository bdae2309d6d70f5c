// The cost-entries module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { costEntryRoutes } from './routes.ts';
import { COST_ENTRY_COMPONENTS } from './schemas.ts';

export const costEntriesModule: ServerModule = { name: 'cost-entries', routes: costEntryRoutes, schemas: COST_ENTRY_COMPONENTS };

export { costEntryRoutes };
