import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { getReactionSchema, listActivityReactionsSchema, listWorkPackageReactionsSchema, toggleBodySchema, toggleReactionSchema } from './schemas.ts';
import * as service from './service.ts';
import { exactBodyTypes } from '../../http/body.ts';

type Id = { id: number };
type Toggle = { Params: Id; Body: { reaction: string } };

export async function emojiReactionRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: Id }>('/activities/:id/emoji_reactions', { schema: listActivityReactionsSchema }, async (request) =>
    service.listActivityReactions(app, requireUser(request), request.params.id),
  );
  const toggle = { schema: toggleReactionSchema, preValidation: exactBodyTypes(toggleBodySchema) };
  const handler = async (request: FastifyRequest<Toggle>) =>
    service.toggleReaction(app, requireUser(request), request.params.id, request.body.reaction);
  // POST is Tessera's; PATCH is OpenProject's spelling of the same toggle.
  app.post<Toggle>('/activities/:id/emoji_reactions', toggle, handler);
  app.patch<Toggle>('/activities/:id/emoji_reactions', toggle, handler);
  app.get<{ Params: Id }>('/work_packages/:id/activities_emoji_reactions', { schema: listWorkPackageReactionsSchema }, async (request) =>
    service.listWorkPackageReactions(app, requireUser(request), request.params.id),
  );
  app.get<{ Params: { id: string } }>('/emoji_reactions/:id', { schema: getReactionSchema }, async (request) => service.getReaction(app, requireUser(request), request.params.id));
}
