// The projects module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { projectRoutes } from './routes.ts';
import { PROJECT_COMPONENTS } from './schemas.ts';

export const projectsModule: ServerModule = { name: 'projects', routes: projectRoutes, schemas: PROJECT_COMPONENTS };

export { copyEnabledModules, enableDefaultTypes, findProjectRoleId, findVisibleProject, identifierTaken, updateProject } from './queries.ts';
export { PROJECT_STATUSES } from './representer.ts';
export { projectBodySchema } from './schemas.ts';
export { checkParent, CREATOR_ROLE_NAME, insertProjectOrConflict, listProjects, mayCreateTopLevel, PROJECT_MESSAGES, type ProjectInput, requestedParent, validateAttributes } from './service.ts';
export { projectRoutes };
