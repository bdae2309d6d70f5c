import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { exactBodyTypes } from '../../http/body.ts';
import { backfillJob, BACKFILL_JOB } from './backfill.ts';
import { ORGANIZATION_STATS_PATH, organizationStats } from './organization-stats.ts';
import { getRules, updateRules, type RulesInput } from './rules.ts';
import { connectBodySchema, connectSchema, createBodySchema, createSchema, getRulesSchema, listSchema, organizationSchema, organizationStatsSchema, removeSchema, rulesBodySchema, statsSchema, updateRulesSchema } from './schemas.ts';
import * as service from './service.ts';
import type { CreateRepositoryInput } from './service.ts';
import type { StatsQuery } from './stats.ts';
import { cachedProjectStats } from './stats-cache.ts';

type Id = { id: number };

export async function githubRepositoryRoutes(app: FastifyInstance): Promise<void> {
  app.jobs.register(BACKFILL_JOB, backfillJob(app));
  app.get<{ Params: Id }>('/projects/:id/github/repositories', { schema: listSchema }, async (request) => service.listRepositories(app, requireUser(request), request.params.id));
  app.get<{ Params: Id }>('/projects/:id/github/repositories/organization', { schema: organizationSchema }, async (request) =>
    service.organizationRepositories(app, requireUser(request), request.params.id),
  );
  app.post<{ Params: Id; Body: { fullName: string } }>(
    '/projects/:id/github/repositories',
    { schema: connectSchema, preValidation: exactBodyTypes(connectBodySchema) },
    async (request, reply) => reply.code(201).send(await service.connectRepository(app, requireUser(request), request.params.id, request.body.fullName)),
  );
  app.post<{ Params: Id; Body: CreateRepositoryInput }>(
    '/projects/:id/github/repositories/create',
    { schema: createSchema, preValidation: exactBodyTypes(createBodySchema) },
    async (request, reply) => reply.code(201).send(await service.createRepository(app, requireUser(request), request.params.id, request.body)),
  );
  app.delete<{ Params: Id & { repositoryId: number } }>('/projects/:id/github/repositories/:repositoryId', { schema: removeSchema }, async (request, reply) => {
    await service.removeRepository(app, requireUser(request), request.params.id, request.params.repositoryId);
    return reply.code(204).send();
  });
  app.get<{ Params: Id; Querystring: StatsQuery }>('/projects/:id/github/stats', { schema: statsSchema }, async (request) =>
    cachedProjectStats(app, requireUser(request), request.params.id, request.query),
  );
  app.get(ORGANIZATION_STATS_PATH, { schema: organizationStatsSchema }, async (request) => organizationStats(app, requireUser(request)));
  app.get<{ Params: Id }>('/projects/:id/github/settings', { schema: getRulesSchema }, async (request) => getRules(app, requireUser(request), request.params.id));
  app.patch<{ Params: Id; Body: RulesInput }>('/projects/:id/github/settings', { schema: updateRulesSchema, preValidation: exactBodyTypes(rulesBodySchema) }, async (request) =>
    updateRules(app, requireUser(request), request.params.id, request.body ?? {}),
  );
}
