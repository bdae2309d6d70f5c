import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { collection } from '../../http/hal.ts';
import { parseFilters, resolvePage, type CollectionQuery } from '../../http/query.ts';
import { MILESTONE_FILTERS } from './filters.ts';
import { listProjectMilestonesSchema } from './schemas.ts';
import * as service from './service.ts';

/** A project's milestones fit one page (spec 002 reads up to 100 projects' versions at once). */
export const MILESTONES_DEFAULT_PAGE_SIZE = 100;
export const MILESTONES_MAX_PAGE_SIZE = 1000;
const PAGE_LIMITS = { defaultPageSize: MILESTONES_DEFAULT_PAGE_SIZE, maxPageSize: MILESTONES_MAX_PAGE_SIZE };

type Id = { id: number };

export async function milestoneRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: Id; Querystring: Omit<CollectionQuery, 'sortBy'> }>('/projects/:id/milestones', { schema: listProjectMilestonesSchema }, async (request) => {
    const user = requireUser(request);
    const filters = parseFilters(request.query.filters, MILESTONE_FILTERS);
    const page = resolvePage(request.query, PAGE_LIMITS);
    const { total, elements } = await service.listProjectMilestones(app, user, request.params.id, filters, page);
    return collection(`/projects/${request.params.id}/milestones`, { elements, total, ...page }, { filters: request.query.filters });
  });
}
