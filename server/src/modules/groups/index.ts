// The groups module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { groupRoutes } from './routes.ts';
import { GROUP_COMPONENTS } from './schemas.ts';

export const groupsModule: ServerModule = { name: 'groups', routes: groupRoutes, schemas: GROUP_COMPONENTS };

export { representGroup } from './representer.ts';
export { groupRoutes };
