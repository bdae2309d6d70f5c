// The budgets module's public face: budgets, project finance settings and THE cost of a time entry (one definition
// for budgets, the costs page and the financial analysis).
import type { ServerModule } from '../module.ts';
import { budgetRoutes } from './routes.ts';
import { BUDGET_COMPONENTS } from './schemas.ts';

export const budgetsModule: ServerModule = { name: 'budgets', routes: budgetRoutes, schemas: BUDGET_COMPONENTS };

export {
  actualsOf,
  budgetOf,
  costEntryCostSql,
  decimalsOf,
  DEFAULT_HOURLY_RATE,
  financeSettingsOf,
  timeEntryCostSql,
  timeEntryRateSql,
  type Actuals,
  type BudgetRecord,
  type FinanceSettings,
} from './queries.ts';
export { moneyVisible, visibleProject } from './service.ts';
