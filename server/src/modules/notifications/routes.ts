import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { collection, COMPRESS_COLLECTION } from '../../http/hal.ts';
import { parseFilters, parseSortBy, resolvePage, type CollectionQuery } from '../../http/query.ts';
import { BULK_FILTERS, DEFAULT_NOTIFICATION_SORT, NOTIFICATION_FILTERS, NOTIFICATION_SORTS } from './filters.ts';
import { getNotificationSchema, listNotificationsSchema, readAllSchema, readNotificationSchema, unreadAllSchema, unreadNotificationSchema } from './schemas.ts';
import * as service from './service.ts';

/** OpenProject's default page size; the shell's list asks for pages of its own size. */
export const NOTIFICATIONS_DEFAULT_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;
const PAGE_LIMITS = { defaultPageSize: NOTIFICATIONS_DEFAULT_PAGE_SIZE, maxPageSize: NOTIFICATIONS_MAX_PAGE_SIZE };

type Id = { id: number };

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: CollectionQuery }>('/notifications', { schema: listNotificationsSchema, ...COMPRESS_COLLECTION }, async (request) => {
    const user = requireUser(request);
    const filters = parseFilters(request.query.filters, NOTIFICATION_FILTERS);
    const sort = parseSortBy(request.query.sortBy, NOTIFICATION_SORTS, DEFAULT_NOTIFICATION_SORT);
    const page = resolvePage(request.query, PAGE_LIMITS);
    const { total, elements } = await service.listNotifications(app, user, filters, sort, page);
    return collection('/notifications', { elements, total, ...page }, { filters: request.query.filters, sortBy: request.query.sortBy });
  });

  // The bulk actions come before /notifications/:id, whose id is an integer.
  for (const [path, read, schema] of [
    ['/notifications/read_ian', true, readAllSchema],
    ['/notifications/unread_ian', false, unreadAllSchema],
  ] as const) {
    app.post<{ Querystring: { filters?: string } }>(path, { schema }, async (request, reply) => {
      const user = requireUser(request);
      await service.markNotifications(app, user, parseFilters(request.query.filters, BULK_FILTERS), read);
      return reply.code(204).send();
    });
  }

  app.get<{ Params: Id }>('/notifications/:id', { schema: getNotificationSchema }, async (request) => service.getNotification(app, requireUser(request), request.params.id));

  for (const [suffix, read, schema] of [
    ['read_ian', true, readNotificationSchema],
    ['unread_ian', false, unreadNotificationSchema],
  ] as const) {
    app.post<{ Params: Id }>(`/notifications/:id/${suffix}`, { schema }, async (request, reply) => {
      await service.markNotification(app, requireUser(request), request.params.id, read);
      return reply.code(204).send();
    });
  }
}
