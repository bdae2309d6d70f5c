// The jobs module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { jobRoutes } from './routes.ts';

export const jobsModule: ServerModule = { name: 'jobs', routes: jobRoutes };

export { findJob } from './queries.ts';
export { representJobStatus } from './representer.ts';
export { INTERNAL_JOB_ERROR_MESSAGE, JobFailure, type JobHandler, type JobOutcome, JobRunner } from './runner.ts';
export { jobRoutes };
