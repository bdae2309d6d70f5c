import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { collection } from '../../http/hal.ts';
import { resolvePage } from '../../http/query.ts';
import { documentBacklinksSchema, workPackageBacklinksSchema } from './schemas.ts';
import * as service from './service.ts';

const PAGE_LIMITS = { defaultPageSize: 20, maxPageSize: service.BACKLINKS_MAX_PAGE_SIZE };

type Id = { id: number };
type PageQuery = { offset?: number; pageSize?: number };

export async function backlinkRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: Id; Querystring: PageQuery }>('/work_packages/:id/backlinks', { schema: workPackageBacklinksSchema }, async (request) => {
    const page = resolvePage(request.query, PAGE_LIMITS);
    return collection(`/work_packages/${request.params.id}/backlinks`, { ...(await service.workPackageBacklinks(app, requireUser(request), request.params.id, page)), ...page });
  });

  app.get<{ Params: Id; Querystring: PageQuery }>('/documents/:id/backlinks', { schema: documentBacklinksSchema }, async (request) => {
    const page = resolvePage(request.query, PAGE_LIMITS);
    return collection(`/documents/${request.params.id}/backlinks`, { ...(await service.documentBacklinks(app, requireUser(request), request.params.id, page)), ...page });
  });
}
