import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import * as queries from './queries.ts';

export function listStatuses(app: FastifyInstance) {
  return queries.listStatuses(app.db);
}

export async function getStatus(app: FastifyInstance, id: number) {
  const status = await queries.findStatus(app.db, id);
  if (!status) throw notFound();
  return status;
}
