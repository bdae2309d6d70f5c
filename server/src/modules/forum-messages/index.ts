// The forum-messages module's public face: topics and replies of project forums (issue 16), their search, and each
// user's follows, drafts and typing. Who may do what comes from the forums module.
import type { ServerModule } from '../module.ts';
import { forumMessageRoutes } from './routes.ts';
import { FORUM_MESSAGE_COMPONENTS } from './schemas.ts';

export const forumMessagesModule: ServerModule = { name: 'forum-messages', routes: forumMessageRoutes, schemas: FORUM_MESSAGE_COMPONENTS };

export { messageForAttachments } from './service.ts';
export type { OwnMessageRefusal } from './representer.ts';
