import { ID_PARAMS } from '../../http/query.ts';
import { halResource, nullable, ok, ref, type ComponentSchema } from '../../http/responses.ts';

const TAGS = ['Costs'];
const money = (description: string) => nullable('number', { description: `${description} Null for callers who may not see money (view_budgets or view_cost_rates).` });

export const BUDGET_COMPONENTS: readonly ComponentSchema[] = [
  halResource('Budget', 'Budget', {
    projectId: { type: 'integer' },
    subject: { type: 'string' },
    description: { type: 'string' },
    exists: { type: 'boolean', description: 'false until someone sets the budget (the plan is then 0).' },
    moneyVisible: { type: 'boolean', description: 'Whether the caller sees money; others see hours only.' },
    currency: { type: 'string' },
    locale: { type: 'string' },
    decimals: { type: 'integer' },
    plannedLabourCost: money('Planned labour costs.'),
    plannedMaterialCost: money('Planned material costs.'),
    plannedTotal: money('Planned labour + material costs.'),
    spentLabourCost: money("Time entries' hours × each user's hourly rate on the day (the project's default rate without one)."),
    spentMaterialCost: money('Cost entries.'),
    spent: money('Spent labour + material costs.'),
    remaining: money('Planned total - spent (negative when over budget).'),
    utilisation: money('Spent / planned total in percent (one decimal); null without a plan.'),
    spentHours: { type: 'number' },
    lockVersion: { type: 'integer' },
    updatedAt: nullable('string', { format: 'date-time' }),
  }, ['projectId', 'exists', 'moneyVisible', 'currency', 'locale', 'decimals', 'spentHours', 'lockVersion']),
  halResource('FinanceSettings', 'FinanceSettings', {
    currency: { type: 'string', description: 'ISO 4217 code.' },
    locale: { type: 'string', description: 'BCP 47 tag money and dates are formatted with.' },
    decimals: { type: 'integer', description: "The currency's fraction digits." },
    defaultHourlyRate: nullable('number', { description: 'The cost rate of users without an hourly rate; null for callers who may not see money.' }),
  }, ['currency', 'locale', 'decimals']),
];

export const budgetBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // No JSON type here: a non-numeric amount reaches the service, which answers a 422 naming the field.
    plannedLabourCost: {},
    plannedMaterialCost: {},
    subject: { type: 'string', maxLength: 1000 },
    description: { type: 'string', maxLength: 100_000 },
    lockVersion: { type: 'number' },
  },
} as const;

export const financeSettingsBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    currency: { type: 'string', maxLength: 64 },
    locale: { type: 'string', maxLength: 64 },
    defaultHourlyRate: {},
  },
} as const;

export const getBudgetSchema = { tags: TAGS, summary: "A project's budget with its actuals (money for view_budgets / view_cost_rates, else hours only)", params: ID_PARAMS, response: ok(ref('Budget')) } as const;
export const putBudgetSchema = { tags: TAGS, summary: "Set a project's planned costs (edit_budgets; lockVersion once it exists)", params: ID_PARAMS, body: budgetBodySchema, response: ok(ref('Budget')) } as const;
export const getFinanceSettingsSchema = { tags: TAGS, summary: "A project's currency, locale and default hourly rate", params: ID_PARAMS, response: ok(ref('FinanceSettings')) } as const;
export const patchFinanceSettingsSchema = { tags: TAGS, summary: "Change a project's finance settings (edit_project)", params: ID_PARAMS, body: financeSettingsBodySchema, response: ok(ref('FinanceSettings')) } as const;
