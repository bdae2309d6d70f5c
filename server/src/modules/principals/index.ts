// The principals module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { principalRoutes } from './routes.ts';
import { PRINCIPAL_COMPONENTS } from './schemas.ts';

export const principalsModule: ServerModule = { name: 'principals', routes: principalRoutes, schemas: PRINCIPAL_COMPONENTS };

export { principalRoutes };
