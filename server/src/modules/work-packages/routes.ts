import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { API_PREFIX, buildQueryString, collection, COMPRESS_COLLECTION, HAL_CONTENT_TYPE } from '../../http/hal.ts';
import { parseFilters, parseSortBy, resolvePage, type CollectionQuery } from '../../http/query.ts';
import { DEFAULT_WORK_PACKAGE_FILTERS, DEFAULT_WORK_PACKAGE_SORT, WORK_PACKAGE_SORTS, workPackageFilters } from './filters.ts';
import { WorkPackagePageCache } from './page-cache.ts';
import { parseSelect, selectedCollection } from './selection.ts';
import { bulkBodySchema, bulkUpdateSchema, changeStatusSchema, createProjectWorkPackageFormSchema, createProjectWorkPackageSchema, createWorkPackageSchema, deleteWorkPackageSchema, getWorkPackageSchema, getWorkPackageSchemaSchema, listProjectWorkPackagesSchema, listWorkPackagesSchema, statisticsSchema, statusChangeBodySchema, updateWorkPackageSchema, workPackageBodySchema } from './schemas.ts';
import * as service from './service.ts';
import type { WorkPackageInput } from './validation.ts';
import { exactBodyTypes } from '../../http/body.ts';
import { isoDay } from '../../http/filters.ts';

/** Spec 001 section 9: the task list loads 50 at a time. */
export const WORK_PACKAGES_DEFAULT_PAGE_SIZE = 50;
export const WORK_PACKAGES_MAX_PAGE_SIZE = 1000;
const PAGE_LIMITS = { defaultPageSize: WORK_PACKAGES_DEFAULT_PAGE_SIZE, maxPageSize: WORK_PACKAGES_MAX_PAGE_SIZE };
/** A page read with `select` holds a few fields per package: a board of up to 5,000 cards comes in one request. */
export const WORK_PACKAGES_MAX_SELECTED_PAGE_SIZE = 5000;
const SELECTED_PAGE_LIMITS = { ...PAGE_LIMITS, maxPageSize: WORK_PACKAGES_MAX_SELECTED_PAGE_SIZE };

type Id = { id: number };
/** The collections' query with OpenProject's `select` (selection.ts). */
type SelectableQuery = CollectionQuery & { select?: string };

export async function workPackageRoutes(app: FastifyInstance): Promise<void> {
  const filterDefinitions = workPackageFilters(() => app.clock.now());
  /** As OpenProject: no `filters` parameter means open work packages only; `filters=[]` means all. */
  const parseQuery = (query: SelectableQuery) => {
    const selection = parseSelect(query.select);
    return {
      filters: query.filters === undefined ? DEFAULT_WORK_PACKAGE_FILTERS : parseFilters(query.filters, filterDefinitions),
      sort: parseSortBy(query.sortBy, WORK_PACKAGE_SORTS, DEFAULT_WORK_PACKAGE_SORT),
      page: resolvePage(query, selection ? SELECTED_PAGE_LIMITS : PAGE_LIMITS),
      selection,
    };
  };
  const bodyTypes = exactBodyTypes(workPackageBodySchema);
  const pageCache = new WorkPackagePageCache();

  app.get<{ Querystring: SelectableQuery }>('/work_packages', { schema: listWorkPackagesSchema, ...COMPRESS_COLLECTION }, async (request) => {
    const user = requireUser(request);
    const { filters, sort, page, selection } = parseQuery(request.query);
    const params = { filters: request.query.filters, sortBy: request.query.sortBy, select: request.query.select };
    if (selection) {
      const { total, elements } = await service.listSelectedWorkPackages(app, user, filters, sort, page, selection);
      return selectedCollection(selection, collection('/work_packages', { elements, total, ...page }, params));
    }
    const { total, elements } = await service.listWorkPackages(app, user, filters, sort, page);
    return collection('/work_packages', { elements, total, ...page }, params);
  });

  app.get<{ Params: Id; Querystring: SelectableQuery }>(
    '/projects/:id/work_packages',
    { schema: listProjectWorkPackagesSchema, ...COMPRESS_COLLECTION },
    async (request, reply) => {
      const user = requireUser(request);
      const { filters, sort, page, selection } = parseQuery(request.query);
      const projectId = request.params.id;
      const permissions = await service.projectListPermissions(app, user, projectId);
      const key = [user.id, isoDay(app.clock.now()), [...permissions].sort().join(','), request.url].join('|');
      const body = await pageCache.answer(app.db, projectId, key, async () => {
        const params = { filters: request.query.filters, sortBy: request.query.sortBy, select: request.query.select };
        if (selection) {
          const { total, elements } = await service.listSelectedProjectWorkPackages(app, user, projectId, filters, sort, page, selection, permissions);
          return selectedCollection(selection, collection(`/projects/${projectId}/work_packages`, { elements, total, ...page }, params));
        }
        const { total, elements } = await service.listProjectWorkPackages(app, user, projectId, filters, sort, page);
        return collection(`/projects/${projectId}/work_packages`, { elements, total, ...page }, params);
      });
      return reply.type(HAL_CONTENT_TYPE).send(body);
    },
  );

  app.get<{ Querystring: { project?: number; filters?: string } }>('/work_packages/stats', { schema: statisticsSchema }, async (request) => {
    const user = requireUser(request);
    const filters = parseFilters(request.query.filters, filterDefinitions);
    return service.workPackageStatistics(app, user, request.query.project, filters);
  });

  app.post<{ Body: WorkPackageInput }>('/work_packages', { schema: createWorkPackageSchema, preValidation: bodyTypes }, async (request, reply) => {
    const user = requireUser(request);
    return reply.code(201).send(await service.createWorkPackage(app, user, request.body));
  });

  app.post<{ Params: Id; Body: WorkPackageInput }>(
    '/projects/:id/work_packages',
    { schema: createProjectWorkPackageSchema, preValidation: bodyTypes },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.code(201).send(await service.createWorkPackage(app, user, request.body, request.params.id));
    },
  );

  app.post<{ Params: Id; Body: WorkPackageInput }>(
    '/projects/:id/work_packages/form',
    { schema: createProjectWorkPackageFormSchema, preValidation: bodyTypes },
    async (request) => service.workPackageCreateForm(app, requireUser(request), request.body, request.params.id),
  );

  app.patch<{ Body: service.BulkInput }>('/work_packages/bulk', { schema: bulkUpdateSchema, preValidation: exactBodyTypes(bulkBodySchema) }, async (request) => {
    const user = requireUser(request);
    const elements = await service.bulkUpdateWorkPackages(app, user, request.body);
    // The collection of the packages the request named, as GET /work_packages would list them.
    const filters = JSON.stringify([{ id: { operator: '=', values: elements.map((element) => String(element.id)) } }]);
    return { _type: 'Collection', total: elements.length, count: elements.length, _embedded: { elements }, _links: { self: { href: `${API_PREFIX}/work_packages${buildQueryString({ filters })}` } } };
  });

  app.get<{ Params: { id: string } }>('/work_packages/schemas/:id', { schema: getWorkPackageSchemaSchema }, async (request) =>
    service.getWorkPackageSchema(app, requireUser(request), request.params.id),
  );

  app.get<{ Params: Id }>('/work_packages/:id', { schema: getWorkPackageSchema }, async (request) => {
    return service.getWorkPackage(app, requireUser(request), request.params.id);
  });

  app.patch<{ Params: Id; Body: WorkPackageInput }>('/work_packages/:id', { schema: updateWorkPackageSchema, preValidation: bodyTypes }, async (request) => {
    return service.updateWorkPackage(app, requireUser(request), request.params.id, request.body, { requireLockVersion: true });
  });

  app.patch<{ Params: Id; Body: Pick<WorkPackageInput, 'lockVersion' | '_links'> }>(
    '/work_packages/:id/status',
    { schema: changeStatusSchema, preValidation: exactBodyTypes(statusChangeBodySchema) },
    async (request) => service.updateWorkPackage(app, requireUser(request), request.params.id, request.body, { requireLockVersion: false }),
  );

  app.delete<{ Params: Id }>('/work_packages/:id', { schema: deleteWorkPackageSchema }, async (request, reply) => {
    await service.deleteWorkPackage(app, requireUser(request), request.params.id);
    return reply.code(204).send();
  });
}
