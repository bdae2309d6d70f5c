// The forums module's public face: a project's forums (issue 16), their topic categories, and 'Mark all read'. The
// forum-messages module (topics, replies) reads who may do what in a project's forums from here.
import type { ServerModule } from '../module.ts';
import { forumsCopier } from './copier.ts';
import { forumRoutes } from './routes.ts';
import { FORUM_COMPONENTS } from './schemas.ts';

export const forumsModule: ServerModule = { name: 'forums', routes: forumRoutes, copiers: [forumsCopier], schemas: FORUM_COMPONENTS };

export { forumProjectAccess, rightsOf, type ForumRights } from './access.ts';
export { visibleForum } from './service.ts';
export { forumCategoryPath, forumPath } from './representer.ts';
export { findCategory as findForumCategory } from './queries.ts';
