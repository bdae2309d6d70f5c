// The finance module's public face: the Finance view's summary, breakdown, trends and export of a project.
import type { ServerModule } from '../module.ts';
import { financeRoutes } from './routes.ts';
import { FINANCE_COMPONENTS } from './schemas.ts';

export const financeModule: ServerModule = { name: 'finance', routes: financeRoutes, schemas: FINANCE_COMPONENTS };
// The CSV and XLSX writers, shared with the faculty dashboard's export.
export { csvStream, xlsxStream, type Cell as SheetCell } from './xlsx.ts';
