import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { exactBodyTypes } from '../../http/body.ts';
import { API_PREFIX, collection, COMPRESS_COLLECTION, plainCollection } from '../../http/hal.ts';
import { parseFilters, parseSortBy, resolvePage, type CollectionQuery } from '../../http/query.ts';
import { DEFAULT_DOCUMENT_SORT, DOCUMENT_SORTS, documentFilters, projectDocumentFilters } from './filters.ts';
import {
  createDocumentSchema,
  createProjectDocumentSchema,
  deleteDocumentSchema,
  documentBodySchema,
  getCategorySchema,
  getDocumentSchema,
  getVersionSchema,
  listCategoriesSchema,
  listDocumentsSchema,
  listProjectDocumentsSchema,
  listVersionsSchema,
  restoreBodySchema,
  restoreVersionSchema,
  updateDocumentSchema,
} from './schemas.ts';
import { registerCollaboration } from './collaboration.ts';
import * as service from './service.ts';

/** OpenProject's default page size; a project's Documents view asks for more. */
export const DOCUMENTS_DEFAULT_PAGE_SIZE = 20;
export const DOCUMENTS_MAX_PAGE_SIZE = 1000;
const PAGE_LIMITS = { defaultPageSize: DOCUMENTS_DEFAULT_PAGE_SIZE, maxPageSize: DOCUMENTS_MAX_PAGE_SIZE };
/** Room for the rest of a write body (title, links) beside content at its limit, which the service answers with a 413 naming content. */
const BODY_ALLOWANCE_BYTES = 64 * 1024;

type Id = { id: number };
type VersionId = { id: number; version: number };

export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const now = () => app.clock.now();
  const filters = documentFilters(now);
  const projectFilters = projectDocumentFilters(now);
  const bodyTypes = exactBodyTypes(documentBodySchema);
  const restoreBodyTypes = exactBodyTypes(restoreBodySchema, { absentIsEmpty: true });
  // Documents are the one JSON write larger than the app's body limit: up to DOCUMENT_MAX_BYTES of content.
  const bodyLimit = app.config.documentMaxBytes + BODY_ALLOWANCE_BYTES;
  // Co-editing: the WebSocket endpoint beside these routes (collaboration.ts).
  registerCollaboration(app);

  app.get<{ Querystring: CollectionQuery }>('/documents', { schema: listDocumentsSchema, ...COMPRESS_COLLECTION }, async (request) => {
    const user = requireUser(request);
    const parsed = parseFilters(request.query.filters, filters);
    const sort = parseSortBy(request.query.sortBy, DOCUMENT_SORTS, DEFAULT_DOCUMENT_SORT);
    const page = resolvePage(request.query, PAGE_LIMITS);
    const { total, elements } = await service.listDocuments(app, user, parsed, sort, page);
    return collection('/documents', { elements, total, ...page }, { filters: request.query.filters, sortBy: request.query.sortBy });
  });

  app.get<{ Params: Id; Querystring: CollectionQuery }>('/projects/:id/documents', { schema: listProjectDocumentsSchema, ...COMPRESS_COLLECTION }, async (request) => {
    const user = requireUser(request);
    const parsed = parseFilters(request.query.filters, projectFilters);
    const sort = parseSortBy(request.query.sortBy, DOCUMENT_SORTS, DEFAULT_DOCUMENT_SORT);
    const page = resolvePage(request.query, PAGE_LIMITS);
    const { total, elements } = await service.listProjectDocuments(app, user, request.params.id, parsed, sort, page);
    return collection(`/projects/${request.params.id}/documents`, { elements, total, ...page }, { filters: request.query.filters, sortBy: request.query.sortBy });
  });

  app.post<{ Body: service.DocumentInput }>('/documents', { schema: createDocumentSchema, preValidation: bodyTypes, bodyLimit }, async (request, reply) =>
    reply.code(201).send(await service.createDocument(app, requireUser(request), request.body)),
  );

  app.post<{ Params: Id; Body: service.DocumentInput }>('/projects/:id/documents', { schema: createProjectDocumentSchema, preValidation: bodyTypes, bodyLimit }, async (request, reply) =>
    reply.code(201).send(await service.createDocument(app, requireUser(request), request.body, request.params.id)),
  );

  app.get('/document_categories', { schema: listCategoriesSchema }, async (request) => {
    requireUser(request);
    return plainCollection(`${API_PREFIX}/document_categories`, await service.listCategories(app));
  });

  app.get<{ Params: Id }>('/document_categories/:id', { schema: getCategorySchema }, async (request) => {
    requireUser(request);
    return service.getCategory(app, request.params.id);
  });

  app.get<{ Params: Id }>('/documents/:id', { schema: getDocumentSchema }, async (request) => service.getDocument(app, requireUser(request), request.params.id));

  app.patch<{ Params: Id; Body: service.DocumentInput }>('/documents/:id', { schema: updateDocumentSchema, preValidation: bodyTypes, bodyLimit }, async (request) =>
    service.updateDocument(app, requireUser(request), request.params.id, request.body),
  );

  app.delete<{ Params: Id }>('/documents/:id', { schema: deleteDocumentSchema }, async (request, reply) => {
    await service.deleteDocument(app, requireUser(request), request.params.id);
    return reply.code(204).send();
  });

  app.get<{ Params: Id; Querystring: CollectionQuery }>('/documents/:id/versions', { schema: listVersionsSchema, ...COMPRESS_COLLECTION }, async (request) => {
    const user = requireUser(request);
    const page = resolvePage(request.query, PAGE_LIMITS);
    const { total, elements } = await service.listVersions(app, user, request.params.id, page);
    return collection(`/documents/${request.params.id}/versions`, { elements, total, ...page });
  });

  app.get<{ Params: VersionId }>('/documents/:id/versions/:version', { schema: getVersionSchema }, async (request) =>
    service.getVersion(app, requireUser(request), request.params.id, request.params.version),
  );

  app.post<{ Params: VersionId; Body: { lockVersion?: number } }>(
    '/documents/:id/versions/:version/restore',
    { schema: restoreVersionSchema, preValidation: restoreBodyTypes },
    async (request) => service.restoreVersion(app, requireUser(request), request.params.id, request.params.version, request.body ?? {}),
  );
}
