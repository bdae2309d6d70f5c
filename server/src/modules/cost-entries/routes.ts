import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { collection } from '../../http/hal.ts';
import { resolvePage } from '../../http/query.ts';
import {
  costEntryBodySchema,
  createCostEntrySchema,
  deleteCostEntrySchema,
  getCostEntrySchema,
  summarizedCostsSchema,
  updateCostEntrySchema,
  workPackageCostEntriesSchema,
} from './schemas.ts';
import * as service from './service.ts';
import { exactBodyTypes } from '../../http/body.ts';

type Id = { id: number };

export async function costEntryRoutes(app: FastifyInstance): Promise<void> {
  const bodyTypes = exactBodyTypes(costEntryBodySchema);

  app.get<{ Params: Id; Querystring: { offset?: number; pageSize?: number } }>(
    '/work_packages/:id/cost_entries',
    { schema: workPackageCostEntriesSchema },
    async (request) => {
      const page = resolvePage(request.query, service.COST_ENTRIES_PAGE_LIMITS);
      const { total, elements } = await service.listWorkPackageCostEntries(app, requireUser(request), request.params.id, page);
      return collection(`/work_packages/${request.params.id}/cost_entries`, { elements, total, ...page });
    },
  );

  app.get<{ Params: Id }>('/work_packages/:id/summarized_costs_by_type', { schema: summarizedCostsSchema }, async (request) =>
    service.summarizedCostsByType(app, requireUser(request), request.params.id),
  );

  app.get<{ Params: Id }>('/cost_entries/:id', { schema: getCostEntrySchema }, async (request) => service.getCostEntry(app, requireUser(request), request.params.id));

  app.post<{ Body: service.CostEntryInput }>('/cost_entries', { schema: createCostEntrySchema, preValidation: bodyTypes }, async (request, reply) =>
    reply.code(201).send(await service.createCostEntry(app, requireUser(request), request.body)),
  );

  app.patch<{ Params: Id; Body: service.CostEntryInput }>('/cost_entries/:id', { schema: updateCostEntrySchema, preValidation: bodyTypes }, async (request) =>
    service.updateCostEntry(app, requireUser(request), request.params.id, request.body),
  );

  app.delete<{ Params: Id }>('/cost_entries/:id', { schema: deleteCostEntrySchema }, async (request, reply) => {
    await service.deleteCostEntry(app, requireUser(request), request.params.id);
    return reply.code(204).send();
  });
}
