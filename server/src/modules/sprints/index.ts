// The sprints module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { sprintRoutes } from './routes.ts';
import { SPRINT_COMPONENTS } from './schemas.ts';

export const sprintsModule: ServerModule = { name: 'sprints', routes: sprintRoutes, schemas: SPRINT_COMPONENTS };

export { sprintRoutes };
