import { ID_PARAMS } from '../../http/query.ts';
import { halCollection, ok } from '../../http/responses.ts';

const TAGS = ['Costs'];

export const listCostTypesSchema = { tags: TAGS, summary: 'Cost types by position (rates for holders of view_cost_rates)', response: ok(halCollection()) } as const;
export const getCostTypeSchema = { tags: TAGS, summary: 'A cost type', params: ID_PARAMS, response: ok() } as const;
