import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { API_PREFIX, buildQueryString } from '../../http/hal.ts';
import { parseFilters } from '../../http/query.ts';
import { representRole } from './representer.ts';
import { getRoleSchema, listRolesSchema } from './schemas.ts';
import * as service from './service.ts';

export async function roleRoutes(app: FastifyInstance): Promise<void> {
  // A plain (unpaginated) collection, as OpenProject's: there are only a handful of roles.
  app.get<{ Querystring: { filters?: string } }>('/roles', { schema: listRolesSchema }, async (request) => {
    requireUser(request);
    const roles = await service.listRoles(app, parseFilters(request.query.filters, service.ROLE_FILTERS));
    return {
      _type: 'Collection',
      total: roles.length,
      count: roles.length,
      _embedded: { elements: roles.map(representRole) },
      _links: { self: { href: `${API_PREFIX}/roles${buildQueryString({ filters: request.query.filters })}` } },
    };
  });

  app.get<{ Params: { id: number } }>('/roles/:id', { schema: getRoleSchema }, async (request) => {
    requireUser(request);
    return representRole(await service.getRole(app, request.params.id));
  });
}
