import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { getCostTypeSchema, listCostTypesSchema } from './schemas.ts';
import * as service from './service.ts';

export async function costTypeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/cost_types', { schema: listCostTypesSchema }, async (request) => service.listCostTypes(app, requireUser(request)));
  app.get<{ Params: { id: number } }>('/cost_types/:id', { schema: getCostTypeSchema }, async (request) =>
    service.getCostType(app, requireUser(request), request.params.id),
  );
}
