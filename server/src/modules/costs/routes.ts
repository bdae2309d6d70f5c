import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../access/index.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { projectCostsSchema } from './schemas.ts';
import * as service from './service.ts';

export async function costsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: number }; Querystring: service.CostsQuery }>('/projects/:id/costs', { schema: projectCostsSchema }, async (request) =>
    service.projectCosts(app, actorOf(requireUser(request)), request.params.id, request.query),
  );
}
