// The shares module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { shareRoutes } from './routes.ts';
import { SHARE_COMPONENTS } from './schemas.ts';

export const sharesModule: ServerModule = { name: 'shares', routes: shareRoutes, schemas: SHARE_COMPONENTS };

export { shareRoutes };
