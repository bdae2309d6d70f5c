import { ID_PARAMS } from '../../http/query.ts';
import { arrayOf, halResource, nullable, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';
import { EXPORT_FORMATS, EXPORT_VIEWS } from './export.ts';
import { PERIODS } from './period.ts';

const TAGS = ['Finance'];
const MONEY = nullable('number', { description: 'Only with view_budgets or view_cost_rates (null otherwise).' });
const DAY = { type: 'string', format: 'date' } as const;

const periodProperties = {
  period: { type: 'string', enum: PERIODS, description: "7d, 30d (the default), 3m (three months), or custom (needs from and to). from/to alone mean custom." },
  from: { type: 'string', maxLength: 10, description: 'First day (YYYY-MM-DD) of a custom period.' },
  to: { type: 'string', maxLength: 10, description: 'Last day (YYYY-MM-DD, included) of a custom period; at most 5 years after from.' },
} as const;
const interval = { type: 'string', enum: ['week', 'month'], description: 'Weeks (Monday first) or calendar months; by default weeks up to 92 days, months beyond.' } as const;
const by = { type: 'string', enum: ['user', 'activity', 'costType', 'task', 'period'] } as const;

const HEADER = {
  projectId: { type: 'integer' },
  period: { type: 'string', enum: PERIODS },
  from: DAY,
  to: DAY,
  showMoney: { type: 'boolean', description: 'Whether the money figures are given (else they are null: hours only).' },
  currency: { type: 'string' },
  locale: { type: 'string' },
  decimals: { type: 'integer' },
} as const;
const HEADER_REQUIRED = Object.keys(HEADER);

export const FINANCE_COMPONENTS: readonly ComponentSchema[] = [
  {
    $id: 'FinanceFigures',
    ...object({ key: { type: 'string' }, label: { type: 'string' }, hours: { type: 'number' }, labourCost: MONEY, materialCost: MONEY, totalCost: MONEY }),
  },
  halResource('FinanceSummary', 'FinanceSummary', {
    ...HEADER,
    totals: object({
      hours: { type: 'number' },
      billableHours: { type: 'number', description: 'Every hour is billable (spec 003 §9).' },
      labourCost: MONEY,
      materialCost: MONEY,
      totalCost: MONEY,
      timeEntries: { type: 'integer' },
      costEntries: { type: 'integer' },
    }),
    topContributors: arrayOf(ref('FinanceFigures')),
    topActivities: arrayOf(ref('FinanceFigures')),
  }, [...HEADER_REQUIRED, 'totals', 'topContributors', 'topActivities']),
  halResource('FinanceBreakdown', 'FinanceBreakdown', {
    ...HEADER,
    by,
    interval,
    total: { type: 'integer' },
    count: { type: 'integer' },
    offset: { type: 'integer' },
    pageSize: { type: 'integer' },
    elements: arrayOf(ref('FinanceFigures')),
  }, [...HEADER_REQUIRED, 'by', 'interval', 'total', 'count', 'offset', 'pageSize', 'elements']),
  halResource('FinanceTrends', 'FinanceTrends', {
    ...HEADER,
    interval,
    points: arrayOf({
      type: 'object',
      required: ['periodStart', 'hours', 'labourCost', 'materialCost', 'totalCost', 'cumulativeCost', 'cumulativeHours'],
      properties: {
        key: { type: 'string' }, label: { type: 'string' }, periodStart: DAY, hours: { type: 'number' },
        labourCost: MONEY, materialCost: MONEY, totalCost: MONEY,
        cumulativeCost: { ...MONEY, description: 'Everything spent since the project began, to the end of this period (the budget burn).' },
        cumulativeHours: { type: 'number', description: 'Hours from the start of the range to the end of this period.' },
      },
    }),
    budget: object({ planned: MONEY, spentBefore: MONEY, spent: MONEY }),
    forecast: object({
      method: { type: 'string', enum: ['linear'] },
      dailyCost: MONEY,
      dailyHours: { type: 'number' },
      until: nullable('string', { format: 'date', description: "The last version's end date when after the range, else null (no forecast horizon)." }),
      costAtEnd: MONEY,
      hoursAtEnd: nullable('number'),
      budgetExhaustedOn: nullable('string', { format: 'date' }),
    }),
  }, [...HEADER_REQUIRED, 'interval', 'points', 'budget', 'forecast']),
];

const periodQuery = { type: 'object', additionalProperties: false, properties: periodProperties } as const;

export const summarySchema = { tags: TAGS, summary: "A project's hours and costs over a period, with the top 5 contributors and activities (view_time_entries)", params: ID_PARAMS, querystring: periodQuery, response: ok(ref('FinanceSummary')) } as const;
export const breakdownSchema = {
  tags: TAGS,
  summary: "A project's hours and costs by user, activity, cost type, task or period (paginated)",
  params: ID_PARAMS,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...periodProperties,
      by: { ...by, default: 'user' },
      interval,
      offset: { type: 'integer', minimum: 1, description: '1-based page number.' },
      pageSize: { type: 'integer', minimum: 0, description: 'Groups per page (at most 1000).' },
    },
  },
  response: ok(ref('FinanceBreakdown')),
} as const;
export const trendsSchema = {
  tags: TAGS,
  summary: "A project's spending and hours per week or month, its budget burn and a linear forecast",
  params: ID_PARAMS,
  querystring: { type: 'object', additionalProperties: false, properties: { ...periodProperties, interval } },
  response: ok(ref('FinanceTrends')),
} as const;
export const exportSchema = {
  tags: TAGS,
  summary: 'The summary, a breakdown or the entries of a period as CSV or XLSX (streamed)',
  params: ID_PARAMS,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...periodProperties,
      format: { type: 'string', enum: EXPORT_FORMATS, default: 'csv' },
      view: { type: 'string', enum: EXPORT_VIEWS, default: 'summary' },
      by: { ...by, default: 'user' },
      interval,
    },
  },
  response: {
    200: {
      description: 'The file (Content-Disposition attachment)',
      content: {
        'text/csv': { schema: { type: 'string' } },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
      },
    },
  },
} as const;
