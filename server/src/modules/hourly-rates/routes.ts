import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { createRateSchema, deleteRateSchema, getRateSchema, hourlyRateBodySchema, updateRateSchema, userProjectRatesSchema, userRatesSchema } from './schemas.ts';
import * as service from './service.ts';
import { exactBodyTypes } from '../../http/body.ts';

type Id = { id: number };

export async function hourlyRateRoutes(app: FastifyInstance): Promise<void> {
  const bodyTypes = exactBodyTypes(hourlyRateBodySchema);

  app.get<{ Params: Id }>('/users/:id/hourly_rates', { schema: userRatesSchema }, async (request) => service.listUserRates(app, requireUser(request), request.params.id));

  app.get<{ Params: Id & { projectId: number } }>('/users/:id/hourly_rates/project/:projectId', { schema: userProjectRatesSchema }, async (request) =>
    service.listUserProjectRates(app, requireUser(request), request.params.id, request.params.projectId),
  );

  app.get<{ Params: Id }>('/hourly_rates/:id', { schema: getRateSchema }, async (request) => service.getRate(app, requireUser(request), request.params.id));

  app.post<{ Body: service.HourlyRateInput }>('/hourly_rates', { schema: createRateSchema, preValidation: bodyTypes }, async (request, reply) =>
    reply.code(201).send(await service.createRate(app, requireUser(request), request.body)),
  );

  app.patch<{ Params: Id; Body: service.HourlyRateInput }>('/hourly_rates/:id', { schema: updateRateSchema, preValidation: bodyTypes }, async (request) =>
    service.updateRate(app, requireUser(request), request.params.id, request.body),
  );

  app.delete<{ Params: Id }>('/hourly_rates/:id', { schema: deleteRateSchema }, async (request, reply) => {
    await service.deleteRate(app, requireUser(request), request.params.id);
    return reply.code(204).send();
  });
}
