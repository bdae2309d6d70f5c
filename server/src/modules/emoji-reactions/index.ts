// The emoji-reactions module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { emojiReactionRoutes } from './routes.ts';
import { EMOJI_REACTION_COMPONENTS } from './schemas.ts';

export const emojiReactionsModule: ServerModule = { name: 'emoji-reactions', routes: emojiReactionRoutes, schemas: EMOJI_REACTION_COMPONENTS };

export { emojiReactionRoutes };
