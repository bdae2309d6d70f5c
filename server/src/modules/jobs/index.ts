// The jobs module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { jobRoutes } from './routes.ts';
import { JOB_COMPONENTS } from './schemas.ts';

export const jobsModule: ServerModule = { name: 'jobs', routes: jobRoutes, schemas: JOB_COMPONENTS };

export { representJobStatus } from './representer.ts';
export { INTERNAL_JOB_ERROR_MESSAGE, JobFailure, type JobHandler, type JobOutcome, JobRunner } from './runner.ts';
export { jobRoutes };
