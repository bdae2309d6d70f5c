import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { API_PREFIX } from '../../http/hal.ts';
import { copyProjectJob, COPY_PROJECT_JOB } from './job.ts';
import { copyBodySchema, copyFormSchema, copyProjectSchema } from './schemas.ts';
import * as service from './service.ts';
import { exactBodyTypes } from '../../http/body.ts';

/** Before schema validation (which coerces types): the body is a JSON object of exact types; none is `{}`. */
const exactCopyBody = exactBodyTypes(copyBodySchema, { absentIsEmpty: true });

export async function projectCopyRoutes(app: FastifyInstance): Promise<void> {
  app.jobs.register(COPY_PROJECT_JOB, copyProjectJob(app));

  app.post<{ Params: { id: number }; Body: service.CopyInput }>(
    '/projects/:id/copy/form',
    { schema: copyFormSchema, preValidation: exactCopyBody },
    async (request) => service.copyForm(app, requireUser(request), request.params.id, request.body),
  );

  // OpenProject answers 302 to the job status; a browser's fetch follows it to GET /job_statuses/{id}. The body is the
  // same JobStatus, for clients that do not follow redirects.
  app.post<{ Params: { id: number }; Body: service.CopyInput }>(
    '/projects/:id/copy',
    { schema: copyProjectSchema, preValidation: exactCopyBody },
    async (request, reply) => {
      const status = await service.startCopy(app, requireUser(request), request.params.id, request.body);
      return reply.code(302).header('location', `${API_PREFIX}/job_statuses/${status.jobId}`).send(status);
    },
  );
}
