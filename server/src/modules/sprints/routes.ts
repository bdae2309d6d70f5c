import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { burndownSchema, projectStatisticsSchema, sprintStatisticsSchema } from './schemas.ts';
import * as service from './service.ts';

/** Computed per request from the journals; clients keep them as long as spec 002 says (60 s, 300 s). */
const CACHE_CONTROL = 'private, max-age=0';

type Id = { id: number };

export async function sprintRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: Id }>('/sprints/:id/burndown', { schema: burndownSchema }, async (request, reply) => {
    const body = await service.sprintBurndown(app, requireUser(request), request.params.id);
    return reply.header('cache-control', CACHE_CONTROL).send(body);
  });

  app.get<{ Params: Id }>('/sprints/:id/statistics', { schema: sprintStatisticsSchema }, async (request, reply) => {
    const body = await service.sprintStatistics(app, requireUser(request), request.params.id);
    return reply.header('cache-control', CACHE_CONTROL).send(body);
  });

  app.get<{ Params: Id }>('/projects/:id/statistics', { schema: projectStatisticsSchema }, async (request, reply) => {
    const body = await service.projectStatistics(app, requireUser(request), request.params.id);
    return reply.header('cache-control', CACHE_CONTROL).send(body);
  });
}
