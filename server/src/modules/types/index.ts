// The types module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { typesCopier } from './copier.ts';
import { typeRoutes } from './routes.ts';
import { TYPE_COMPONENTS } from './schemas.ts';

export const typesModule: ServerModule = { name: 'types', routes: typeRoutes, copiers: [typesCopier], schemas: TYPE_COMPONENTS };

export { findType } from './queries.ts';
export { typeRoutes };
