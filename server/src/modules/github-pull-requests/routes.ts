import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { exactBodyTypes } from '../../http/body.ts';
import { assignBodySchema, assignSchema, availableSchema, getSchema, listSchema, unassignSchema } from './schemas.ts';
import * as service from './service.ts';

type Id = { id: number };

export async function githubPullRequestRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: Id }>('/work_packages/:id/github_pull_requests', { schema: listSchema }, async (request) => service.linkedTo(app, requireUser(request), request.params.id));
  app.get<{ Params: Id }>('/work_packages/:id/github_pull_requests/available', { schema: availableSchema }, async (request) =>
    service.availableFor(app, requireUser(request), request.params.id),
  );
  // Spec 001 §7's calls.
  app.post<{ Params: Id; Body: { pull_request_id: number } }>(
    '/work_packages/:id/github_pull_requests/assign',
    { schema: assignSchema, preValidation: exactBodyTypes(assignBodySchema) },
    async (request) => service.assign(app, requireUser(request), request.params.id, request.body.pull_request_id),
  );
  app.delete<{ Params: Id & { prId: number } }>('/work_packages/:id/github_pull_requests/:prId/unassign', { schema: unassignSchema }, async (request, reply) => {
    await service.unassign(app, requireUser(request), request.params.id, request.params.prId);
    return reply.code(204).send();
  });
  app.get<{ Params: Id }>('/github_pull_requests/:id', { schema: getSchema }, async (request) => service.getPullRequest(app, requireUser(request), request.params.id));
}
