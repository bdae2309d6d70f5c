import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import type { ShareEntityType } from '../../db/schema.ts';
import { exactBodyTypes } from '../../http/body.ts';
import { API_PREFIX, collection, plainCollection } from '../../http/hal.ts';
import { parseFilters, resolvePage, type CollectionQuery } from '../../http/query.ts';
import { SHARE_FILTERS } from './filters.ts';
import {
  deleteSharingPermissionSchema,
  entityShareSchemas,
  getSharingPermissionSchema,
  listSharedDocumentsSchema,
  listSharingPermissionsSchema,
  shareBodySchema,
  shareLevelBodySchema,
  updateSharingPermissionSchema,
  wikiShareSchemas,
} from './schemas.ts';
import * as service from './service.ts';

export const SHARES_DEFAULT_PAGE_SIZE = 20;
export const SHARES_MAX_PAGE_SIZE = 1000;
const PAGE_LIMITS = { defaultPageSize: SHARES_DEFAULT_PAGE_SIZE, maxPageSize: SHARES_MAX_PAGE_SIZE };

type Id = { id: number };
type ShareId = { id: number; shareId: number };

export async function shareRoutes(app: FastifyInstance): Promise<void> {
  const bodyTypes = exactBodyTypes(shareBodySchema);
  const levelBodyTypes = exactBodyTypes(shareLevelBodySchema);

  const entityRoutes = (path: string, entityType: ShareEntityType, entity: 'document' | 'work package') => {
    const schemas = entityShareSchemas(entity);
    app.get<{ Params: Id }>(`/${path}/:id/shares`, { schema: schemas.list }, async (request) => {
      const elements = await service.listEntityShares(app, requireUser(request), entityType, request.params.id);
      return plainCollection(`${API_PREFIX}/${path}/${request.params.id}/shares`, elements);
    });
    app.post<{ Params: Id; Body: service.ShareInput }>(`/${path}/:id/shares`, { schema: schemas.create, preValidation: bodyTypes }, async (request, reply) => {
      const { created, share } = await service.shareEntity(app, requireUser(request), entityType, request.params.id, request.body);
      return reply.code(created ? 201 : 200).send(share);
    });
    app.delete<{ Params: ShareId }>(`/${path}/:id/shares/:shareId`, { schema: schemas.remove }, async (request, reply) => {
      await service.unshareEntity(app, requireUser(request), entityType, request.params.id, request.params.shareId);
      return reply.code(204).send();
    });
  };
  entityRoutes('documents', 'Document', 'document');
  entityRoutes('work_packages', 'WorkPackage', 'work package');

  app.get<{ Params: Id }>('/wikis/:id/shares', { schema: wikiShareSchemas.list }, async (request) => {
    requireUser(request);
    return service.unsupportedEntity();
  });
  app.post<{ Params: Id }>('/wikis/:id/shares', { schema: wikiShareSchemas.create }, async (request) => {
    requireUser(request);
    return service.unsupportedEntity();
  });
  app.delete<{ Params: ShareId }>('/wikis/:id/shares/:shareId', { schema: wikiShareSchemas.remove }, async (request) => {
    requireUser(request);
    return service.unsupportedEntity();
  });

  app.get<{ Querystring: CollectionQuery }>('/sharing_permissions', { schema: listSharingPermissionsSchema }, async (request) => {
    const user = requireUser(request);
    const filters = parseFilters(request.query.filters, SHARE_FILTERS);
    const page = resolvePage(request.query, PAGE_LIMITS);
    const { total, elements } = await service.listSharingPermissions(app, user, filters, page);
    return collection('/sharing_permissions', { elements, total, ...page }, { filters: request.query.filters });
  });

  app.get<{ Params: Id }>('/sharing_permissions/:id', { schema: getSharingPermissionSchema }, async (request) =>
    service.getSharingPermission(app, requireUser(request), request.params.id),
  );

  app.put<{ Params: Id; Body: service.ShareInput }>('/sharing_permissions/:id', { schema: updateSharingPermissionSchema, preValidation: levelBodyTypes }, async (request) =>
    service.updateSharingPermission(app, requireUser(request), request.params.id, request.body),
  );

  app.delete<{ Params: Id }>('/sharing_permissions/:id', { schema: deleteSharingPermissionSchema }, async (request, reply) => {
    await service.deleteSharingPermission(app, requireUser(request), request.params.id);
    return reply.code(204).send();
  });

  app.get<{ Querystring: CollectionQuery }>('/documents/shared_with_me', { schema: listSharedDocumentsSchema }, async (request) => {
    const user = requireUser(request);
    const page = resolvePage(request.query, PAGE_LIMITS);
    const { total, elements } = await service.listSharedDocuments(app, user, page);
    return collection('/documents/shared_with_me', { elements, total, ...page });
  });
}
