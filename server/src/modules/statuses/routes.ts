import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { link } from '../../http/hal.ts';
import { representStatus } from './representer.ts';
import { getStatusSchema, listStatusesSchema } from './schemas.ts';
import * as service from './service.ts';

export async function statusRoutes(app: FastifyInstance): Promise<void> {
  // A plain (unpaginated) collection, as OpenProject's: the board shows one column per status.
  app.get('/statuses', { schema: listStatusesSchema }, async (request) => {
    requireUser(request);
    const statuses = await service.listStatuses(app);
    return {
      _type: 'Collection',
      total: statuses.length,
      count: statuses.length,
      _embedded: { elements: statuses.map(representStatus) },
      _links: { self: link('/statuses') },
    };
  });

  app.get<{ Params: { id: number } }>('/statuses/:id', { schema: getStatusSchema }, async (request) => {
    requireUser(request);
    return representStatus(await service.getStatus(app, request.params.id));
  });
}
