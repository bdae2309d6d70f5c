import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { formatIsoDuration } from '../../http/durations.ts';
import { collection, COMPRESS_COLLECTION, HAL_CONTENT_TYPE, serializeCollection } from '../../http/hal.ts';
import { parseFilters, parseSortBy, resolvePage, type CollectionQuery } from '../../http/query.ts';
import { DEFAULT_WORK_PACKAGE_SORT, WORK_PACKAGE_SORTS, workPackageFilters } from '../work-packages/index.ts';
import { WORK_PACKAGES_DEFAULT_PAGE_SIZE, WORK_PACKAGES_MAX_PAGE_SIZE } from '../work-packages/index.ts';
import { DEFAULT_TIME_ENTRY_SORT, TIME_ENTRY_SORTS, timeEntryFilters } from './filters.ts';
import { availableProjectsSchema, availableWorkPackagesSchema, createTimeEntrySchema, createWorkPackageTimeEntrySchema, deleteTimeEntrySchema, entryAvailableWorkPackagesSchema, getTimeEntrySchema, listTimeEntriesSchema, timeEntryBodySchema, updateTimeEntrySchema } from './schemas.ts';
import * as service from './service.ts';
import { DEFAULT_PROJECT_SORT, PROJECT_SORTS, projectFilters, PROJECTS_DEFAULT_PAGE_SIZE, PROJECTS_MAX_PAGE_SIZE } from '../../access/index.ts';
import { exactBodyTypes } from '../../http/body.ts';

/** OpenProject's default page size for time entries; the task panel's card asks for all of a task's entries. */
export const TIME_ENTRIES_DEFAULT_PAGE_SIZE = 20;
export const TIME_ENTRIES_MAX_PAGE_SIZE = 1000;

type Id = { id: number };

export async function timeEntryRoutes(app: FastifyInstance): Promise<void> {
  const now = () => app.clock.now();
  const filterDefinitions = timeEntryFilters(now);
  const projectFilterDefinitions = [...projectFilters(now), service.ACTIVITY_PROJECT_FILTER];
  const workPackageFilterDefinitions = workPackageFilters(now);
  const bodyTypes = exactBodyTypes(timeEntryBodySchema);

  app.get<{ Querystring: CollectionQuery }>('/time_entries', { schema: listTimeEntriesSchema, ...COMPRESS_COLLECTION }, async (request) => {
    const user = requireUser(request);
    const filters = parseFilters(request.query.filters, filterDefinitions);
    const sort = parseSortBy(request.query.sortBy, TIME_ENTRY_SORTS, DEFAULT_TIME_ENTRY_SORT);
    const page = resolvePage(request.query, { defaultPageSize: TIME_ENTRIES_DEFAULT_PAGE_SIZE, maxPageSize: TIME_ENTRIES_MAX_PAGE_SIZE });
    const { total, hours, elements } = await service.listTimeEntries(app, user, filters, sort, page);
    const body = collection('/time_entries', { elements, total, ...page }, { filters: request.query.filters, sortBy: request.query.sortBy });
    // The hours of every matching entry, not only this page's (the time card's total).
    return { ...body, totalHours: formatIsoDuration(hours) };
  });

  app.get<{ Querystring: CollectionQuery }>('/time_entries/available_projects', { schema: availableProjectsSchema, ...COMPRESS_COLLECTION }, async (request, reply) => {
    const user = requireUser(request);
    const filters = parseFilters(request.query.filters, projectFilterDefinitions);
    const sort = parseSortBy(request.query.sortBy, PROJECT_SORTS, DEFAULT_PROJECT_SORT);
    const page = resolvePage(request.query, { defaultPageSize: PROJECTS_DEFAULT_PAGE_SIZE, maxPageSize: PROJECTS_MAX_PAGE_SIZE });
    const { total, elementsJson } = await service.availableProjects(app, user, filters, sort, page);
    const head = collection('/time_entries/available_projects', { elements: [], total, ...page }, { filters: request.query.filters, sortBy: request.query.sortBy });
    return reply.type(HAL_CONTENT_TYPE).send(serializeCollection(head, elementsJson));
  });

  const workPackageQuery = (query: CollectionQuery) => ({
    filters: parseFilters(query.filters, workPackageFilterDefinitions),
    sort: parseSortBy(query.sortBy, WORK_PACKAGE_SORTS, DEFAULT_WORK_PACKAGE_SORT),
    page: resolvePage(query, { defaultPageSize: WORK_PACKAGES_DEFAULT_PAGE_SIZE, maxPageSize: WORK_PACKAGES_MAX_PAGE_SIZE }),
  });

  app.get<{ Querystring: CollectionQuery }>(
    '/time_entries/available_work_packages',
    { schema: availableWorkPackagesSchema, ...COMPRESS_COLLECTION },
    async (request) => {
      const user = requireUser(request);
      const { filters, sort, page } = workPackageQuery(request.query);
      const { total, elements } = await service.availableWorkPackages(app, user, filters, sort, page);
      return collection('/time_entries/available_work_packages', { elements, total, ...page }, { filters: request.query.filters, sortBy: request.query.sortBy });
    },
  );

  app.get<{ Params: Id; Querystring: CollectionQuery }>(
    '/time_entries/:id/available_work_packages',
    { schema: entryAvailableWorkPackagesSchema, ...COMPRESS_COLLECTION },
    async (request) => {
      const user = requireUser(request);
      const { filters, sort, page } = workPackageQuery(request.query);
      const { total, elements } = await service.availableWorkPackages(app, user, filters, sort, page, request.params.id);
      const path = `/time_entries/${request.params.id}/available_work_packages`;
      return collection(path, { elements, total, ...page }, { filters: request.query.filters, sortBy: request.query.sortBy });
    },
  );

  app.get<{ Params: Id }>('/time_entries/:id', { schema: getTimeEntrySchema }, async (request) => service.getTimeEntry(app, requireUser(request), request.params.id));

  app.post<{ Body: service.TimeEntryInput }>('/time_entries', { schema: createTimeEntrySchema, preValidation: bodyTypes }, async (request, reply) =>
    reply.code(201).send(await service.createTimeEntry(app, requireUser(request), request.body)),
  );

  app.post<{ Params: Id; Body: service.TimeEntryInput }>(
    '/work_packages/:id/time_entries',
    { schema: createWorkPackageTimeEntrySchema, preValidation: bodyTypes },
    async (request, reply) => reply.code(201).send(await service.createTimeEntry(app, requireUser(request), request.body, request.params.id)),
  );

  app.patch<{ Params: Id; Body: service.TimeEntryInput }>('/time_entries/:id', { schema: updateTimeEntrySchema, preValidation: bodyTypes }, async (request) =>
    service.updateTimeEntry(app, requireUser(request), request.params.id, request.body),
  );

  app.delete<{ Params: Id }>('/time_entries/:id', { schema: deleteTimeEntrySchema }, async (request, reply) => {
    await service.deleteTimeEntry(app, requireUser(request), request.params.id);
    return reply.code(204).send();
  });
}
