// The access-tokens module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { accessTokenRoutes } from './routes.ts';

export const accessTokensModule: ServerModule = { name: 'access-tokens', routes: accessTokenRoutes };

export { accessTokenRoutes };
