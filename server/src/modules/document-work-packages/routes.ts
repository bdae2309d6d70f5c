import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { exactBodyTypes } from '../../http/body.ts';
import { actionLink, collection } from '../../http/hal.ts';
import { resolvePage } from '../../http/query.ts';
import { documentWorkPackagesPath } from './representer.ts';
import { createLinkSchema, deleteLinkSchema, linkBodySchema, listLinksSchema } from './schemas.ts';
import * as service from './service.ts';

export const DOCUMENT_WORK_PACKAGES_DEFAULT_PAGE_SIZE = 100;
const PAGE_LIMITS = { defaultPageSize: DOCUMENT_WORK_PACKAGES_DEFAULT_PAGE_SIZE, maxPageSize: service.DOCUMENT_WORK_PACKAGES_MAX };

type Id = { id: number };

export async function documentWorkPackageRoutes(app: FastifyInstance): Promise<void> {
  const bodyTypes = exactBodyTypes(linkBodySchema);

  app.get<{ Params: Id; Querystring: { offset?: number; pageSize?: number } }>('/documents/:id/work_packages', { schema: listLinksSchema }, async (request) => {
    const page = resolvePage(request.query, PAGE_LIMITS);
    const { total, elements, mayLink } = await service.listLinks(app, requireUser(request), request.params.id, page);
    const path = documentWorkPackagesPath(request.params.id);
    const answer = collection(path, { elements, total, ...page });
    if (mayLink) answer._links.link = actionLink(path, 'post');
    return answer;
  });

  app.post<{ Params: Id; Body: service.LinkInputBody }>('/documents/:id/work_packages', { schema: createLinkSchema, preValidation: bodyTypes }, async (request, reply) =>
    reply.code(201).send(await service.createLink(app, requireUser(request), request.params.id, request.body)),
  );

  app.delete<{ Params: { id: number; workPackageId: number } }>('/documents/:id/work_packages/:workPackageId', { schema: deleteLinkSchema }, async (request, reply) => {
    await service.deleteLink(app, requireUser(request), request.params.id, request.params.workPackageId);
    return reply.code(204).send();
  });
}
