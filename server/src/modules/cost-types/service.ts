import type { FastifyInstance } from 'fastify';
import type { PrincipalRow } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { API_PREFIX } from '../../http/hal.ts';
import * as queries from './queries.ts';
import { representCostType } from './representer.ts';
import { actorOf } from '../../access/index.ts';

/** Cost types are reference data any signed-in user reads; rates are money, shown to admins and view_cost_rates holders. */
async function showsRates(app: FastifyInstance, user: PrincipalRow): Promise<boolean> {
  const actor = actorOf(user);
  return actor.admin || queries.mayViewCostRatesAnywhere(app.db, actor.id);
}

export async function listCostTypes(app: FastifyInstance, user: PrincipalRow) {
  const [costTypes, showRate] = await Promise.all([queries.listCostTypes(app.db), showsRates(app, user)]);
  const elements = costTypes.map((costType) => representCostType(costType, showRate));
  return { _type: 'Collection', total: elements.length, count: elements.length, _embedded: { elements }, _links: { self: { href: `${API_PREFIX}/cost_types` } } };
}

export async function getCostType(app: FastifyInstance, user: PrincipalRow, id: number) {
  const [costType, showRate] = await Promise.all([queries.findCostType(app.db, id), showsRates(app, user)]);
  if (!costType) throw notFound();
  return representCostType(costType, showRate);
}
