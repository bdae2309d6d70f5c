import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import type { RoleType } from '../../db/schema.ts';
import { collection, COMPRESS_COLLECTION } from '../../http/hal.ts';
import { parseFilters, parseSortBy, resolvePage, type CollectionQuery } from '../../http/query.ts';
import { representUser } from './representer.ts';
import { changePasswordSchema, createUserSchema, getCurrentUserSchema, getUserSchema, listUsersSchema } from './schemas.ts';
import * as service from './service.ts';

export const USERS_DEFAULT_PAGE_SIZE = 20;
export const USERS_MAX_PAGE_SIZE = 1000;

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const viewerOf = (user: { id: number; role_type: RoleType | null }) => ({ viewerId: user.id, viewerIsAdmin: user.role_type === 'admin' });

  app.get('/users/me', { schema: getCurrentUserSchema }, async (request) => {
    const user = requireUser(request);
    return representUser(user, viewerOf(user));
  });

  app.get<{ Params: { id: number } }>('/users/:id', { schema: getUserSchema }, async (request) => {
    const viewer = requireUser(request);
    return representUser(await service.getUser(app, request.params.id), viewerOf(viewer));
  });

  app.get<{ Querystring: CollectionQuery }>('/users', { schema: listUsersSchema, ...COMPRESS_COLLECTION }, async (request) => {
    const viewer = requireUser(request);
    const filters = parseFilters(request.query.filters, service.USER_FILTERS);
    const sort = parseSortBy(request.query.sortBy, service.USER_SORTS, service.DEFAULT_USER_SORT);
    const page = resolvePage(request.query, { defaultPageSize: USERS_DEFAULT_PAGE_SIZE, maxPageSize: USERS_MAX_PAGE_SIZE });
    const { total, rows } = await service.listUsers(app, viewer.id, filters, sort, page);
    return collection(
      '/users',
      { elements: rows.map((row) => representUser(row, viewerOf(viewer))), total, ...page },
      { filters: request.query.filters, sortBy: request.query.sortBy },
    );
  });

  app.post<{ Body: service.NewUserInput & { roleType?: RoleType } }>('/users', { schema: createUserSchema }, async (request, reply) => {
    const actor = requireUser(request);
    const created = await service.createUserAsAdmin(app, actor, { ...request.body, roleType: request.body.roleType ?? 'member' });
    return reply.code(201).send(representUser(created, viewerOf(actor)));
  });

  app.post<{ Body: { currentPassword: string; newPassword: string } }>('/users/me/password', { schema: changePasswordSchema }, async (request, reply) => {
    const user = requireUser(request);
    await service.changePassword(app, user, request.sessionId, request.body.currentPassword, request.body.newPassword);
    return reply.code(204).send();
  });
}
