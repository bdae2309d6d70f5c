import { ID_PARAMS } from '../../http/query.ts';
import { halCollection, halResource, ok, ref, type ComponentSchema } from '../../http/responses.ts';

const TAGS = ['Costs'];

export const COST_TYPE_COMPONENTS: readonly ComponentSchema[] = [
  halResource('CostType', 'CostType', {
    id: { type: 'integer' },
    name: { type: 'string' },
    unit: { type: 'string' },
    unitPlural: { type: 'string' },
    position: { type: 'integer' },
    isDefault: { type: 'boolean' },
    rate: { type: ['number', 'null'], description: 'The rate per unit, only to holders of view_cost_rates.' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  }, ['id', 'name', 'unit', 'unitPlural', 'position', 'isDefault', 'createdAt', 'updatedAt']),
];

export const listCostTypesSchema = { tags: TAGS, summary: 'Cost types by position (rates for holders of view_cost_rates)', response: ok(halCollection(ref('CostType'))) } as const;
export const getCostTypeSchema = { tags: TAGS, summary: 'A cost type', params: ID_PARAMS, response: ok(ref('CostType')) } as const;
