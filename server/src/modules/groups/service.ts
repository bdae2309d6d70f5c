import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import * as queries from './queries.ts';
import { representGroup } from './representer.ts';

/** Any signed-in user may read groups, as they may read users: memberships link to both. */
export async function getGroup(app: FastifyInstance, id: number) {
  const [group, members] = await Promise.all([queries.findGroupById(app.db, id), queries.findGroupMembers(app.db, id)]);
  if (!group) throw notFound();
  return representGroup(group, members);
}
