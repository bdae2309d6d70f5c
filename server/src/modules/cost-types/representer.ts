import { toBoolean, toIsoString } from '../../db/values.ts';
import { link } from '../../http/hal.ts';
import { money } from '../../http/inputs.ts';
import type { CostTypeRecord } from './queries.ts';

export const costTypePath = (id: number) => `/cost_types/${id}`;

/** OpenProject's CostType; the rate per unit only for callers who may see money amounts. */
export function representCostType(costType: CostTypeRecord, showRate: boolean) {
  return {
    _type: 'CostType',
    id: costType.id,
    name: costType.name,
    unit: costType.unit,
    unitPlural: costType.unit_plural,
    position: costType.position,
    isDefault: toBoolean(costType.is_default),
    ...(showRate ? { rate: money(costType.rate) } : {}),
    createdAt: toIsoString(costType.created_at),
    updatedAt: toIsoString(costType.updated_at),
    _links: { self: link(costTypePath(costType.id), costType.name) },
  };
}
