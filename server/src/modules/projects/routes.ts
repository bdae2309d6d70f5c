import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { collection, HAL_CONTENT_TYPE, serializeCollection, COMPRESS_COLLECTION } from '../../http/hal.ts';
import { parseFilters, parseSortBy, resolvePage, type CollectionQuery } from '../../http/query.ts';
import { getProjectSchema, listProjectsSchema } from './schemas.ts';
import * as service from './service.ts';

export const PROJECTS_DEFAULT_PAGE_SIZE = 20;
export const PROJECTS_MAX_PAGE_SIZE = 1000;

export async function projectRoutes(app: FastifyInstance): Promise<void> {
  const filterDefinitions = service.projectFilters(() => app.clock.now());

  app.get<{ Querystring: CollectionQuery }>('/projects', { schema: listProjectsSchema, ...COMPRESS_COLLECTION }, async (request, reply) => {
    const user = requireUser(request);
    const filters = parseFilters(request.query.filters, filterDefinitions);
    const sort = parseSortBy(request.query.sortBy, service.PROJECT_SORTS, service.DEFAULT_PROJECT_SORT);
    const page = resolvePage(request.query, { defaultPageSize: PROJECTS_DEFAULT_PAGE_SIZE, maxPageSize: PROJECTS_MAX_PAGE_SIZE });
    const { total, elementsJson } = await service.listProjects(app, user, filters, sort, page);
    const head = collection('/projects', { elements: [], total, ...page }, { filters: request.query.filters, sortBy: request.query.sortBy });
    return reply.type(HAL_CONTENT_TYPE).send(serializeCollection(head, elementsJson));
  });

  app.get<{ Params: { id: number } }>('/projects/:id', { schema: getProjectSchema }, async (request) => {
    const user = requireUser(request);
    return service.getProject(app, user, request.params.id);
  });
}
