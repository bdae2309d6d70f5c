import { ID_PARAMS, MAX_PAGE_OFFSET } from '../../http/query.ts';
import { MAX_ROW_ID } from '../../db/values.ts';
import { arrayOf, halResource, nullable, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';
import { COST_GROUPINGS } from './queries.ts';

const TAGS = ['Costs'];
const id = { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } as const;
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const named = nullable('object', { required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } });
const sums = {
  count: { type: 'integer' },
  hours: { type: 'number' },
  labourCost: nullable('number'),
  materialCost: nullable('number'),
  total: nullable('number'),
};

export const COSTS_COMPONENTS: readonly ComponentSchema[] = [
  halResource('CostsReport', 'CostsReport', {
    moneyVisible: { type: 'boolean', description: 'Money (cost, labourCost, materialCost, total) is null for callers without view_budgets / view_cost_rates.' },
    currency: { type: 'string' },
    locale: { type: 'string' },
    decimals: { type: 'integer' },
    total: { type: 'integer', description: 'Entries matching the filters.' },
    offset: { type: 'integer' },
    pageSize: { type: 'integer' },
    groupBy: nullable('string'),
    totals: object(sums),
    groups: arrayOf(object({ key: nullable('string'), label: nullable('string'), ...sums })),
    entries: arrayOf(
      object({
        kind: { type: 'string', enum: ['time', 'cost'] },
        id: { type: 'integer' },
        spentOn: { type: 'string' },
        user: named,
        workPackage: nullable('object', { required: ['id', 'subject'], properties: { id: { type: 'integer' }, subject: { type: 'string' } } }),
        activity: named,
        costType: named,
        hours: nullable('number'),
        units: nullable('number'),
        cost: nullable('number'),
        comment: { type: 'string' },
      }),
    ),
  }, ['moneyVisible', 'currency', 'locale', 'decimals', 'total', 'offset', 'pageSize', 'groupBy', 'totals', 'groups', 'entries']),
];

export const costsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    from: day,
    to: day,
    userId: id,
    activityId: id,
    costTypeId: id,
    workPackageId: id,
    kind: { type: 'string', enum: ['all', 'time', 'cost'] },
    groupBy: { type: 'string', enum: [...COST_GROUPINGS] },
    offset: { type: 'integer', minimum: 1, maximum: MAX_PAGE_OFFSET },
    pageSize: { type: 'integer', minimum: 0 },
  },
} as const;

export const projectCostsSchema = {
  tags: TAGS,
  summary: "A project's time and cost entries with filters, sums and optional grouping (money for view_budgets / view_cost_rates)",
  params: ID_PARAMS,
  querystring: costsQuerySchema,
  response: ok(ref('CostsReport')),
} as const;
