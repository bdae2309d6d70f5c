import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { getGroupSchema } from './schemas.ts';
import * as service from './service.ts';

export async function groupRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: number } }>('/groups/:id', { schema: getGroupSchema }, async (request) => {
    requireUser(request);
    return service.getGroup(app, request.params.id);
  });
}
