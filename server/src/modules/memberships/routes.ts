import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { collection, COMPRESS_COLLECTION } from '../../http/hal.ts';
import { parseFilters, parseSortBy, resolvePage, type CollectionQuery } from '../../http/query.ts';
import {
  createMembershipSchema,
  deleteMembershipSchema,
  getMembershipSchema,
  listMembershipsSchema,
  listProjectMembershipsSchema,
  membershipSchemaSchema,
  updateMembershipSchema,
} from './schemas.ts';
import { representMembershipSchema } from './representer.ts';
import * as service from './service.ts';

/** Spec 000 section 9: the members list loads 100 at a time; that is also the most one page holds. */
export const MEMBERSHIPS_DEFAULT_PAGE_SIZE = 100;
export const MEMBERSHIPS_MAX_PAGE_SIZE = 100;
const PAGE_LIMITS = { defaultPageSize: MEMBERSHIPS_DEFAULT_PAGE_SIZE, maxPageSize: MEMBERSHIPS_MAX_PAGE_SIZE };

type MembershipBody = { _links?: service.MembershipLinksInput } | undefined;

export async function membershipRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: CollectionQuery }>('/memberships', { schema: listMembershipsSchema, ...COMPRESS_COLLECTION }, async (request) => {
    const user = requireUser(request);
    const filters = parseFilters(request.query.filters, service.MEMBERSHIP_FILTERS);
    const sort = parseSortBy(request.query.sortBy, service.MEMBERSHIP_SORTS, service.DEFAULT_MEMBERSHIP_SORT);
    const page = resolvePage(request.query, PAGE_LIMITS);
    const { total, elements } = await service.listMemberships(app, user, filters, sort, page);
    return collection('/memberships', { elements, total, ...page }, { filters: request.query.filters, sortBy: request.query.sortBy });
  });

  app.get<{ Params: { id: number }; Querystring: CollectionQuery }>(
    '/projects/:id/memberships',
    { schema: listProjectMembershipsSchema, ...COMPRESS_COLLECTION },
    async (request) => {
      const user = requireUser(request);
      const filters = parseFilters(request.query.filters, service.MEMBERSHIP_FILTERS);
      const sort = parseSortBy(request.query.sortBy, service.MEMBERSHIP_SORTS, service.DEFAULT_MEMBERSHIP_SORT);
      const page = resolvePage(request.query, PAGE_LIMITS);
      const { total, elements } = await service.listProjectMemberships(app, user, request.params.id, filters, sort, page);
      return collection(`/projects/${request.params.id}/memberships`, { elements, total, ...page }, { filters: request.query.filters, sortBy: request.query.sortBy });
    },
  );

  app.get('/memberships/schema', { schema: membershipSchemaSchema }, async (request) => {
    requireUser(request);
    return representMembershipSchema();
  });

  app.get<{ Params: { id: number } }>('/memberships/:id', { schema: getMembershipSchema }, async (request) => {
    const user = requireUser(request);
    return service.getMembership(app, user, request.params.id);
  });

  app.post<{ Body: MembershipBody }>('/memberships', { schema: createMembershipSchema }, async (request, reply) => {
    const user = requireUser(request);
    const created = await service.createMembership(app, user, request.body?._links ?? {});
    return reply.code(201).send(created);
  });

  app.patch<{ Params: { id: number }; Body: MembershipBody }>('/memberships/:id', { schema: updateMembershipSchema }, async (request) => {
    const user = requireUser(request);
    return service.updateMembership(app, user, request.params.id, request.body?._links ?? {});
  });

  app.delete<{ Params: { id: number } }>('/memberships/:id', { schema: deleteMembershipSchema }, async (request, reply) => {
    const user = requireUser(request);
    await service.deleteMembership(app, user, request.params.id);
    return reply.code(204).send();
  });
}
