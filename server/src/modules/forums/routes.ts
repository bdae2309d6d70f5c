import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { exactBodyTypes } from '../../http/body.ts';
import { API_PREFIX, collection, COMPRESS_COLLECTION, plainCollection } from '../../http/hal.ts';
import { resolvePage, type SortDirection } from '../../http/query.ts';
import type { ForumSort } from './queries.ts';
import {
  createForumSchema,
  deleteForumSchema,
  forumBodySchema,
  getForumCategorySchema,
  getForumSchema,
  listForumCategoriesSchema,
  listForumsSchema,
  markForumReadSchema,
  updateForumSchema,
} from './schemas.ts';
import * as service from './service.ts';

/** Spec 003 section 9: the forum list shows 30 a page. */
export const FORUMS_DEFAULT_PAGE_SIZE = 30;
export const FORUMS_MAX_PAGE_SIZE = 100;

type Id = { id: number };
interface ListQuery {
  offset?: number;
  pageSize?: number;
  sortBy?: ForumSort;
  sortOrder?: SortDirection;
}

export async function forumRoutes(app: FastifyInstance): Promise<void> {
  const bodyTypes = exactBodyTypes(forumBodySchema);

  app.get<{ Params: Id; Querystring: ListQuery }>('/projects/:id/forums', { schema: listForumsSchema, ...COMPRESS_COLLECTION }, async (request) => {
    const user = requireUser(request);
    const page = resolvePage(request.query, { defaultPageSize: FORUMS_DEFAULT_PAGE_SIZE, maxPageSize: FORUMS_MAX_PAGE_SIZE });
    const { sortBy = 'position', sortOrder } = request.query;
    const { total, elements } = await service.listForums(app, user, request.params.id, sortBy, sortOrder, page);
    return collection(`/projects/${request.params.id}/forums`, { elements, total, ...page }, { sortBy: request.query.sortBy, sortOrder });
  });

  app.post<{ Params: Id; Body: service.ForumInput }>('/projects/:id/forums', { schema: createForumSchema, preValidation: bodyTypes }, async (request, reply) =>
    reply.code(201).send(await service.createForum(app, requireUser(request), request.params.id, request.body)),
  );

  app.get<{ Params: Id }>('/forums/:id', { schema: getForumSchema }, async (request) => service.getForum(app, requireUser(request), request.params.id));

  app.patch<{ Params: Id; Body: service.ForumInput }>('/forums/:id', { schema: updateForumSchema, preValidation: bodyTypes }, async (request) =>
    service.updateForum(app, requireUser(request), request.params.id, request.body),
  );

  app.delete<{ Params: Id }>('/forums/:id', { schema: deleteForumSchema }, async (request, reply) => {
    await service.deleteForum(app, requireUser(request), request.params.id);
    return reply.code(204).send();
  });

  app.post<{ Params: Id }>('/forums/:id/read', { schema: markForumReadSchema }, async (request, reply) => {
    await service.markForumRead(app, requireUser(request), request.params.id);
    return reply.code(204).send();
  });

  app.get('/forum_categories', { schema: listForumCategoriesSchema }, async (request) => {
    requireUser(request);
    return plainCollection(`${API_PREFIX}/forum_categories`, await service.listCategories(app));
  });

  app.get<{ Params: Id }>('/forum_categories/:id', { schema: getForumCategorySchema }, async (request) => {
    requireUser(request);
    return service.getCategory(app, request.params.id);
  });
}
