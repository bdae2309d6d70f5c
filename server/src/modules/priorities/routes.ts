import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { link } from '../../http/hal.ts';
import { representPriority } from './representer.ts';
import { getPrioritySchema, listPrioritiesSchema } from './schemas.ts';
import * as service from './service.ts';

export async function priorityRoutes(app: FastifyInstance): Promise<void> {
  // A plain (unpaginated) collection, as OpenProject's: there are only a handful of priorities.
  app.get('/priorities', { schema: listPrioritiesSchema }, async (request) => {
    requireUser(request);
    const priorities = await service.listPriorities(app);
    return {
      _type: 'Collection',
      total: priorities.length,
      count: priorities.length,
      _embedded: { elements: priorities.map(representPriority) },
      _links: { self: link('/priorities') },
    };
  });

  app.get<{ Params: { id: number } }>('/priorities/:id', { schema: getPrioritySchema }, async (request) => {
    requireUser(request);
    return representPriority(await service.getPriority(app, request.params.id));
  });
}
