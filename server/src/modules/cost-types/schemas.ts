import { ID_PARAMS } from '../../http/query.ts';

const TAGS = ['Costs'];

export const listCostTypesSchema = { tags: TAGS, summary: 'Cost types by position (rates for holders of view_cost_rates)' } as const;
export const getCostTypeSchema = { tags: TAGS, summary: 'A cost type', params: ID_PARAMS } as const;
