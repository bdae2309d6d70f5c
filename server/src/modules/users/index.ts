// The users module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { userRoutes } from './routes.ts';
import { USER_COMPONENTS } from './schemas.ts';

export const usersModule: ServerModule = { name: 'users', routes: userRoutes, schemas: USER_COMPONENTS };

export { representUser, type UserViewer } from './representer.ts';
export { createUser, PRINCIPAL_NAME_FILTER, PRINCIPAL_STATUS_FILTER } from './service.ts';
export { userRoutes };
