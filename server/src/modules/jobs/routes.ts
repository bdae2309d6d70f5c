import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { getJobStatusSchema } from './schemas.ts';
import * as service from './service.ts';

export async function jobRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { jobId: string } }>('/job_statuses/:jobId', { schema: getJobStatusSchema }, async (request) =>
    service.getJobStatus(app, requireUser(request), request.params.jobId.toLowerCase()),
  );
}
