// The emoji-reactions module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { emojiReactionRoutes } from './routes.ts';

export const emojiReactionsModule: ServerModule = { name: 'emoji-reactions', routes: emojiReactionRoutes };

export { emojiReactionRoutes };
