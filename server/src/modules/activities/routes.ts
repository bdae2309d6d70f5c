import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { collection } from '../../http/hal.ts';
import { parseSortBy, resolvePage } from '../../http/query.ts';
import { addCommentSchema, commentBodySchema, commentsBodySchema, createCommentSchema, getActivitySchema, listActivitiesSchema, updateActivitySchema } from './schemas.ts';
import * as service from './service.ts';
import { exactBodyTypes } from '../../http/body.ts';

/** Spec 001 section 9: activities load 10 at a time. */
export const ACTIVITIES_DEFAULT_PAGE_SIZE = 10;
export const ACTIVITIES_MAX_PAGE_SIZE = 1000;
const PAGE_LIMITS = { defaultPageSize: ACTIVITIES_DEFAULT_PAGE_SIZE, maxPageSize: ACTIVITIES_MAX_PAGE_SIZE };

type Id = { id: number };

export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const commentTypes = exactBodyTypes(commentBodySchema);

  app.get<{ Params: Id; Querystring: { sortBy?: string; offset?: number; pageSize?: number } }>(
    '/work_packages/:id/activities',
    { schema: listActivitiesSchema },
    async (request) => {
      const user = requireUser(request);
      const sort = parseSortBy(request.query.sortBy, service.ACTIVITY_SORTS, service.DEFAULT_ACTIVITY_SORT);
      const page = resolvePage(request.query, PAGE_LIMITS);
      const { total, elements } = await service.listActivities(app, user, request.params.id, sort, page);
      return collection(`/work_packages/${request.params.id}/activities`, { elements, total, ...page }, { sortBy: request.query.sortBy });
    },
  );

  app.post<{ Params: Id; Body: service.CommentInput }>(
    '/work_packages/:id/activities',
    { schema: addCommentSchema, preValidation: commentTypes },
    async (request, reply) => reply.code(201).send(await service.addComment(app, requireUser(request), request.params.id, request.body)),
  );

  app.post<{ Body: Parameters<typeof service.createComment>[2] }>(
    '/comments',
    { schema: createCommentSchema, preValidation: exactBodyTypes(commentsBodySchema) },
    async (request, reply) => reply.code(201).send(await service.createComment(app, requireUser(request), request.body)),
  );

  app.get<{ Params: Id }>('/activities/:id', { schema: getActivitySchema }, async (request) => service.getActivity(app, requireUser(request), request.params.id));

  app.patch<{ Params: Id; Body: service.CommentInput }>(
    '/activities/:id',
    { schema: updateActivitySchema, preValidation: commentTypes },
    async (request) => service.updateActivity(app, requireUser(request), request.params.id, request.body),
  );
}
