// The types module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { typesCopier } from './copier.ts';
import { typeRoutes } from './routes.ts';

export const typesModule: ServerModule = { name: 'types', routes: typeRoutes, copiers: [typesCopier] };

export { findType } from './queries.ts';
export { typeRoutes };
