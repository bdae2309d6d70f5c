import type { FastifyInstance } from 'fastify';
import { link } from '../../http/hal.ts';
import { ok } from '../../http/responses.ts';

export const INSTANCE_NAME = 'Tessera';
export const CORE_VERSION = '0.1.0';

export async function rootRoutes(app: FastifyInstance): Promise<void> {
  app.get('/', { schema: { tags: ['Root'], summary: 'API entry point', response: ok() }, config: { public: true } }, async (request) => {
    const user = request.currentUser;
    return {
      _type: 'Root',
      instanceName: INSTANCE_NAME,
      coreVersion: CORE_VERSION,
      _links: {
        self: link(''),
        ...(user ? { user: link(`/users/${user.id}`, user.name) } : {}),
        projects: link('/projects'),
        users: link('/users'),
        session: link('/session'),
        accessTokens: link('/access_tokens'),
      },
    };
  });
}
