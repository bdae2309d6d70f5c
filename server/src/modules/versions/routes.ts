import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { collection, COMPRESS_COLLECTION } from '../../http/hal.ts';
import { parseFilters, parseSortBy, resolvePage, type CollectionQuery } from '../../http/query.ts';
import { DEFAULT_PROJECT_VERSION_SORT, DEFAULT_VERSION_SORT, PROJECT_VERSION_FILTERS, VERSION_FILTERS, VERSION_SORTS } from './filters.ts';
import {
  createVersionSchema,
  deleteVersionSchema,
  getVersionSchema,
  listProjectVersionsSchema,
  listVersionsSchema,
  updateVersionSchema,
  versionBodySchema,
  versionSchemaSchema,
} from './schemas.ts';
import { representVersionSchema } from './representer.ts';
import * as service from './service.ts';
import { exactBodyTypes } from '../../http/body.ts';

/** A project rarely has more versions than one page holds; the sprint board asks for the maximum. */
export const VERSIONS_DEFAULT_PAGE_SIZE = 100;
export const VERSIONS_MAX_PAGE_SIZE = 1000;
const PAGE_LIMITS = { defaultPageSize: VERSIONS_DEFAULT_PAGE_SIZE, maxPageSize: VERSIONS_MAX_PAGE_SIZE };
/** The projects a version is available in, by name. */

type Id = { id: number };

export async function versionRoutes(app: FastifyInstance): Promise<void> {
  const bodyTypes = exactBodyTypes(versionBodySchema);

  app.get<{ Params: Id; Querystring: CollectionQuery }>('/projects/:id/versions', { schema: listProjectVersionsSchema, ...COMPRESS_COLLECTION }, async (request) => {
    const user = requireUser(request);
    const filters = parseFilters(request.query.filters, PROJECT_VERSION_FILTERS);
    const sort = parseSortBy(request.query.sortBy, VERSION_SORTS, DEFAULT_PROJECT_VERSION_SORT);
    const page = resolvePage(request.query, PAGE_LIMITS);
    const { total, elements } = await service.listProjectVersions(app, user, request.params.id, filters, sort, page);
    return collection(`/projects/${request.params.id}/versions`, { elements, total, ...page }, { filters: request.query.filters, sortBy: request.query.sortBy });
  });

  app.get<{ Querystring: CollectionQuery }>('/versions', { schema: listVersionsSchema, ...COMPRESS_COLLECTION }, async (request) => {
    const user = requireUser(request);
    const filters = parseFilters(request.query.filters, VERSION_FILTERS);
    const sort = parseSortBy(request.query.sortBy, VERSION_SORTS, DEFAULT_VERSION_SORT);
    const page = resolvePage(request.query, PAGE_LIMITS);
    const { total, elements } = await service.listVersions(app, user, filters, sort, page);
    return collection('/versions', { elements, total, ...page }, { filters: request.query.filters, sortBy: request.query.sortBy });
  });

  app.get('/versions/schema', { schema: versionSchemaSchema }, async (request) => {
    requireUser(request);
    return representVersionSchema();
  });

  app.get<{ Params: Id }>('/versions/:id', { schema: getVersionSchema }, async (request) => service.getVersion(app, requireUser(request), request.params.id));

  app.post<{ Body: service.VersionInput }>('/versions', { schema: createVersionSchema, preValidation: bodyTypes }, async (request, reply) =>
    reply.code(201).send(await service.createVersion(app, requireUser(request), request.body)),
  );

  app.patch<{ Params: Id; Body: service.VersionInput }>('/versions/:id', { schema: updateVersionSchema, preValidation: bodyTypes }, async (request) =>
    service.updateVersion(app, requireUser(request), request.params.id, request.body),
  );

  app.delete<{ Params: Id }>('/versions/:id', { schema: deleteVersionSchema }, async (request, reply) => {
    await service.deleteVersion(app, requireUser(request), request.params.id);
    return reply.code(204).send();
  });
}
