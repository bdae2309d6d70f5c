// The backlinks module's public face (issue 22): GET /work_packages/{id}/backlinks and /documents/{id}/backlinks,
// what refers to a task or a document (the references module keeps them), as the caller may see it.
import type { ServerModule } from '../module.ts';
import { backlinkRoutes } from './routes.ts';
import { BACKLINK_COMPONENTS } from './schemas.ts';

export const backlinksModule: ServerModule = { name: 'backlinks', routes: backlinkRoutes, schemas: BACKLINK_COMPONENTS };
