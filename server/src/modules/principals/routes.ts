import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { collection, COMPRESS_COLLECTION } from '../../http/hal.ts';
import { parseFilters, parseSortBy, resolvePage, type CollectionQuery } from '../../http/query.ts';
import { representPrincipal } from './representer.ts';
import { listPrincipalsSchema } from './schemas.ts';
import * as service from './service.ts';

export const PRINCIPALS_DEFAULT_PAGE_SIZE = 20;
export const PRINCIPALS_MAX_PAGE_SIZE = 1000;

export async function principalRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: CollectionQuery }>('/principals', { schema: listPrincipalsSchema, ...COMPRESS_COLLECTION }, async (request) => {
    const viewer = requireUser(request);
    const filters = parseFilters(request.query.filters, service.PRINCIPAL_FILTERS);
    const sort = parseSortBy(request.query.sortBy, service.PRINCIPAL_SORTS, service.DEFAULT_PRINCIPAL_SORT);
    const page = resolvePage(request.query, { defaultPageSize: PRINCIPALS_DEFAULT_PAGE_SIZE, maxPageSize: PRINCIPALS_MAX_PAGE_SIZE });
    const { total, rows } = await service.listPrincipals(app, viewer.id, filters, sort, page);
    const viewerOf = { viewerId: viewer.id, viewerIsAdmin: viewer.role_type === 'admin' };
    return collection('/principals', { elements: rows.map((row) => representPrincipal(row, viewerOf)), total, ...page }, {
      filters: request.query.filters,
      sortBy: request.query.sortBy,
    });
  });
}
