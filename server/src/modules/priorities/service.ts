import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import * as queries from './queries.ts';

export function listPriorities(app: FastifyInstance) {
  return queries.listPriorities(app.db);
}

export async function getPriority(app: FastifyInstance, id: number) {
  const priority = await queries.findPriority(app.db, id);
  if (!priority) throw notFound();
  return priority;
}
