import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { getActivitySchema, listActivitiesSchema } from './schemas.ts';
import * as service from './service.ts';

export async function timeEntryActivityRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { filters?: string } }>('/time_entries/activities', { schema: listActivitiesSchema }, async (request) =>
    service.listActivities(app, requireUser(request), request.query.filters),
  );

  app.get<{ Params: { id: number } }>('/time_entries/activities/:id', { schema: getActivitySchema }, async (request) => {
    requireUser(request);
    return service.getActivity(app, request.params.id);
  });
}
