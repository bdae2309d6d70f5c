import type { FastifyInstance } from 'fastify';
import { collection } from '../../http/hal.ts';
import { resolvePage } from '../../http/query.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { representAccessToken } from './representer.ts';
import { createAccessTokenSchema, deleteAccessTokenSchema, listAccessTokensSchema } from './schemas.ts';
import * as service from './service.ts';

export const ACCESS_TOKENS_DEFAULT_PAGE_SIZE = 20;
export const ACCESS_TOKENS_MAX_PAGE_SIZE = 100;

export async function accessTokenRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { offset?: number; pageSize?: number } }>('/access_tokens', { schema: listAccessTokensSchema }, async (request) => {
    const user = requireUser(request);
    const page = resolvePage(request.query, { defaultPageSize: ACCESS_TOKENS_DEFAULT_PAGE_SIZE, maxPageSize: ACCESS_TOKENS_MAX_PAGE_SIZE });
    const { total, rows } = await service.listTokens(app, user.id, page);
    return collection('/access_tokens', { elements: rows.map((row) => representAccessToken(row)), total, ...page });
  });

  app.post<{ Body: { name: string; expiresAt?: string | null } }>('/access_tokens', { schema: createAccessTokenSchema }, async (request, reply) => {
    const user = requireUser(request);
    const { row, token } = await service.createToken(app, user.id, request.body.name, request.body.expiresAt ?? null);
    return reply.code(201).send(representAccessToken(row, token));
  });

  app.delete<{ Params: { id: number } }>('/access_tokens/:id', { schema: deleteAccessTokenSchema }, async (request, reply) => {
    const user = requireUser(request);
    await service.revokeToken(app, user.id, request.params.id);
    return reply.code(204).send();
  });
}
