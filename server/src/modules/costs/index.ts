// The costs module's public face: the costs page's listing of a project's time and cost entries with sums.
import type { ServerModule } from '../module.ts';
import { costsRoutes } from './routes.ts';
import { COSTS_COMPONENTS } from './schemas.ts';

export const costsModule: ServerModule = { name: 'costs', routes: costsRoutes, schemas: COSTS_COMPONENTS };

export { COST_GROUPINGS, type CostGrouping } from './queries.ts';
