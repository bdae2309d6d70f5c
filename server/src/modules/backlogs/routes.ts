import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { exactBodyTypes } from '../../http/body.ts';
import { createStorySchema, moveBodySchema, moveStorySchema, organizationBacklogsSchema, projectBacklogsSchema, sprintBoardSchema, storyBodySchema } from './schemas.ts';
import * as service from './service.ts';

/** Read afresh per request; spec 002 lets clients keep a backlog 120 s, but moves must show at once. */
const CACHE_CONTROL = 'private, max-age=0';

type Id = { id: number };
type Limit = { limit: number };

export async function backlogRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: Id; Querystring: Limit }>('/projects/:id/backlogs', { schema: projectBacklogsSchema }, async (request, reply) => {
    const body = await service.projectBacklogs(app, requireUser(request), request.params.id, request.query.limit);
    return reply.header('cache-control', CACHE_CONTROL).send(body);
  });

  app.get<{ Querystring: Limit }>('/backlogs', { schema: organizationBacklogsSchema }, async (request, reply) => {
    const body = await service.organizationBacklogs(app, requireUser(request), request.query.limit);
    return reply.header('cache-control', CACHE_CONTROL).send(body);
  });

  app.get<{ Params: Id; Querystring: Limit }>('/sprints/:id/board', { schema: sprintBoardSchema }, async (request, reply) => {
    const body = await service.sprintBoard(app, requireUser(request), request.params.id, request.query.limit);
    return reply.header('cache-control', CACHE_CONTROL).send(body);
  });

  app.post<{ Params: Id; Body: service.StoryInput }>('/projects/:id/backlogs/stories', { schema: createStorySchema, preValidation: exactBodyTypes(storyBodySchema) }, async (request, reply) =>
    reply.code(201).send(await service.createStory(app, requireUser(request), request.params.id, request.body)),
  );

  app.post<{ Params: Id; Body: service.MoveInput }>('/work_packages/:id/backlog_move', { schema: moveStorySchema, preValidation: exactBodyTypes(moveBodySchema) }, async (request) =>
    service.moveStory(app, requireUser(request), request.params.id, request.body),
  );
}
