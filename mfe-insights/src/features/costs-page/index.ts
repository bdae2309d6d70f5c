// The costs page: a project's time and cost entries with filters, grouping, sums and the finance settings.
export { CostsView, COSTS_TEXT } from './ui/CostsView';
export { SETTINGS_TEXT } from './ui/FinanceSettingsForm';
export { costsParams, groupLabel, type CostsQuery } from './model/costs-query';
