// The backlogs module's public face (issue 19): product and sprint backlogs, story order and moves, the sprint board.
import type { ServerModule } from '../module.ts';
import { backlogRoutes } from './routes.ts';
import { BACKLOG_COMPONENTS } from './schemas.ts';

export const backlogsModule: ServerModule = { name: 'backlogs', routes: backlogRoutes, schemas: BACKLOG_COMPONENTS };

export { backlogRoutes };
