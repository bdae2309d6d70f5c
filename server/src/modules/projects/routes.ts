import type { FastifyInstance } from 'fastify';
import { DEFAULT_PROJECT_SORT, PROJECT_SORTS, PROJECTS_DEFAULT_PAGE_SIZE, PROJECTS_MAX_PAGE_SIZE, projectFilters } from '../../access/index.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { collection, HAL_CONTENT_TYPE, serializeCollection, COMPRESS_COLLECTION } from '../../http/hal.ts';
import { parseFilters, parseSortBy, resolvePage, type CollectionQuery, type ParsedSort } from '../../http/query.ts';
import { notFound } from '../../http/errors.ts';
import { PROJECT_STATUSES, representProjectStatus } from './representer.ts';
import { createProjectSchema, deleteProjectSchema, getProjectSchema, getProjectStatusSchema, listProjectCategoriesSchema, listProjectsSchema, projectBodySchema, projectFormSchema, updateProjectSchema, versionProjectsSchema } from './schemas.ts';
import * as service from './service.ts';
import { exactBodyTypes } from '../../http/body.ts';


const projectBodyTypes = exactBodyTypes(projectBodySchema);

/** GET /versions/{id}/projects lists projects the way /projects does, by name. */
const DEFAULT_VERSION_PROJECTS_SORT: ParsedSort[] = [{ column: 'projects.name', direction: 'asc', caseInsensitive: true }];

export async function projectRoutes(app: FastifyInstance): Promise<void> {
  const filterDefinitions = projectFilters(() => app.clock.now());

  app.get<{ Querystring: CollectionQuery }>('/projects', { schema: listProjectsSchema, ...COMPRESS_COLLECTION }, async (request, reply) => {
    const user = requireUser(request);
    const filters = parseFilters(request.query.filters, filterDefinitions);
    const sort = parseSortBy(request.query.sortBy, PROJECT_SORTS, DEFAULT_PROJECT_SORT);
    const page = resolvePage(request.query, { defaultPageSize: PROJECTS_DEFAULT_PAGE_SIZE, maxPageSize: PROJECTS_MAX_PAGE_SIZE });
    const { total, elementsJson } = await service.listProjects(app, user, filters, sort, page);
    const head = collection('/projects', { elements: [], total, ...page }, { filters: request.query.filters, sortBy: request.query.sortBy });
    return reply.type(HAL_CONTENT_TYPE).send(serializeCollection(head, elementsJson));
  });

  app.get<{ Params: { id: number } }>('/projects/:id', { schema: getProjectSchema }, async (request) => {
    const user = requireUser(request);
    return service.getProject(app, user, request.params.id);
  });

  app.get<{ Params: { id: string } }>('/project_statuses/:id', { schema: getProjectStatusSchema }, async (request) => {
    requireUser(request);
    if (!Object.hasOwn(PROJECT_STATUSES, request.params.id)) throw notFound();
    return representProjectStatus(request.params.id);
  });

  app.get<{ Params: { id: number } }>('/projects/:id/categories', { schema: listProjectCategoriesSchema }, async (request) =>
    service.listProjectCategories(app, requireUser(request), request.params.id),
  );

  app.get<{ Params: { id: number }; Querystring: CollectionQuery }>('/versions/:id/projects', { schema: versionProjectsSchema, ...COMPRESS_COLLECTION }, async (request, reply) => {
    const user = requireUser(request);
    const filters = parseFilters(request.query.filters, filterDefinitions);
    const sort = parseSortBy(request.query.sortBy, PROJECT_SORTS, DEFAULT_VERSION_PROJECTS_SORT);
    const page = resolvePage(request.query, { defaultPageSize: PROJECTS_DEFAULT_PAGE_SIZE, maxPageSize: PROJECTS_MAX_PAGE_SIZE });
    const { total, elementsJson } = await service.listVersionProjects(app, user, request.params.id, filters, sort, page);
    const head = collection(`/versions/${request.params.id}/projects`, { elements: [], total, ...page }, { filters: request.query.filters, sortBy: request.query.sortBy });
    return reply.type(HAL_CONTENT_TYPE).send(serializeCollection(head, elementsJson));
  });

  app.post<{ Body: service.ProjectInput }>('/projects', { schema: createProjectSchema, preValidation: projectBodyTypes }, async (request, reply) => {
    const user = requireUser(request);
    return reply.code(201).send(await service.createProject(app, user, request.body));
  });

  app.patch<{ Params: { id: number }; Body: service.ProjectInput }>(
    '/projects/:id',
    { schema: updateProjectSchema, preValidation: projectBodyTypes },
    async (request) => service.updateProject(app, requireUser(request), request.params.id, request.body),
  );

  app.post<{ Params: { id: number }; Body: service.ProjectInput }>(
    '/projects/:id/form',
    { schema: projectFormSchema, preValidation: projectBodyTypes },
    async (request) => service.projectForm(app, requireUser(request), request.params.id, request.body),
  );

  app.delete<{ Params: { id: number } }>('/projects/:id', { schema: deleteProjectSchema }, async (request, reply) => {
    await service.deleteProject(app, requireUser(request), request.params.id);
    return reply.code(204).send();
  });
}
