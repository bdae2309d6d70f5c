import { ID_PARAMS } from '../../http/query.ts';
import { formattableInput, writableLink } from '../../http/body.ts';
import { created, halCollection, halResource, NO_CONTENT, ok, ref, type ComponentSchema } from '../../http/responses.ts';

const LINK_NAMES = ['project', 'workPackage', 'entity', 'costType', 'user'] as const;

/** Numbers are typed 'number' so that 0 or -1 units reach the service and get its 422 naming the rule. */
export const costEntryBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    spentUnits: { type: ['number', 'null'] },
    spentOn: { type: ['string', 'null'], maxLength: 64 },
    comment: formattableInput,
    overriddenCosts: { type: ['number', 'null'] },
    _links: { type: 'object', additionalProperties: false, properties: Object.fromEntries(LINK_NAMES.map((name) => [name, writableLink])) },
    _meta: { type: 'object' },
  },
} as const;

const TAGS = ['Costs'];

/** Money amounts: only to holders of view_cost_rates in the project (absent otherwise). */
const MONEY = { type: ['number', 'null'], description: 'Only with view_cost_rates.' } as const;

export const COST_ENTRY_COMPONENTS: readonly ComponentSchema[] = [
  halResource('CostEntry', 'CostEntry', {
    id: { type: 'integer' },
    spentUnits: { type: 'number' },
    unit: { type: 'string', description: "The cost type's unit, singular or plural as the units need." },
    spentOn: { type: 'string', format: 'date' },
    comment: ref('Formattable'),
    costs: MONEY,
    overriddenCosts: MONEY,
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  }, ['id', 'spentUnits', 'unit', 'spentOn', 'comment', 'createdAt', 'updatedAt']),
  halResource('AggregatedCostEntry', 'AggregatedCostEntry', {
    spentUnits: { type: 'number' },
    unit: { type: 'string' },
    entries: { type: 'integer', description: 'How many cost entries of that type.' },
    costs: MONEY,
  }, ['spentUnits', 'unit', 'entries']),
];

const pageQuery = {
  type: 'object',
  properties: {
    offset: { type: 'integer', minimum: 1, description: '1-based page number.' },
    pageSize: { type: 'integer', minimum: 0, description: 'Elements per page (clamped to the maximum); 0 returns only the total.' },
  },
} as const;

export const getCostEntrySchema = { tags: TAGS, summary: 'A cost entry', params: ID_PARAMS, response: ok(ref('CostEntry')) } as const;
export const createCostEntrySchema = { tags: TAGS, summary: 'Log costs on a work package (log_costs; for another user edit_cost_entries)', body: costEntryBodySchema, response: created(ref('CostEntry')) } as const;
export const updateCostEntrySchema = { tags: TAGS, summary: "Change a cost entry (edit_cost_entries, or log_costs for one's own)", params: ID_PARAMS, body: costEntryBodySchema, response: ok(ref('CostEntry')) } as const;
export const deleteCostEntrySchema = { tags: TAGS, summary: 'Delete a cost entry (as for changing it)', params: ID_PARAMS, response: NO_CONTENT } as const;
export const workPackageCostEntriesSchema = { tags: TAGS, summary: "A work package's cost entries, by day", params: ID_PARAMS, querystring: pageQuery, response: ok(halCollection(ref('CostEntry'))) } as const;
export const summarizedCostsSchema = { tags: TAGS, summary: "A work package's units and costs per cost type", params: ID_PARAMS, response: ok(halCollection(ref('AggregatedCostEntry'))) } as const;
