// The cost-types module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { costTypeRoutes } from './routes.ts';
import { COST_TYPE_COMPONENTS } from './schemas.ts';

export const costTypesModule: ServerModule = { name: 'cost-types', routes: costTypeRoutes, schemas: COST_TYPE_COMPONENTS };

export { findCostType } from './queries.ts';
export { costTypePath } from './representer.ts';
export { costTypeRoutes };
