// The access-tokens module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { accessTokenRoutes } from './routes.ts';
import { ACCESS_TOKEN_COMPONENTS } from './schemas.ts';

export const accessTokensModule: ServerModule = { name: 'access-tokens', routes: accessTokenRoutes, schemas: ACCESS_TOKEN_COMPONENTS };

export { accessTokenRoutes };
