// Export of what the Finance view shows (summary, a breakdown, or the entries behind them) as CSV or XLSX. Rows are
// read a page at a time (entries by a (spent_on, id) keyset, breakdown groups by page) and written out as they come:
// memory stays one page whatever the number of rows. Money columns only for who may see money.
import type { Interval, BreakdownBy } from './queries.ts';
import * as queries from './queries.ts';
import { breakdown, summary, type FinanceContext } from './service.ts';
import type { Cell } from './xlsx.ts';

export const EXPORT_VIEWS = ['summary', 'breakdown', 'entries'] as const;
export type ExportView = (typeof EXPORT_VIEWS)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const BY_LABEL: Record<BreakdownBy, string> = { user: 'User', activity: 'Activity', costType: 'Cost type', task: 'Task', period: 'Period' };

function moneyHeaders(context: FinanceContext, currency = context.settings.currency): string[] {
  return context.showMoney ? [`Labour cost (${currency})`, `Material cost (${currency})`, `Total cost (${currency})`] : [];
}

type Figures = { label: string; hours: number; labourCost: number | null; materialCost: number | null; totalCost: number | null };
const figureCells = (context: FinanceContext, row: Figures): Cell[] => [row.label, row.hours, ...(context.showMoney ? [row.labourCost, row.materialCost, row.totalCost] : [])];

async function* summaryRows(context: FinanceContext): AsyncGenerator<Cell[][]> {
  const answer = await summary(context);
  const totals = answer.totals;
  const rows: Cell[][] = [
    ['Period', `${answer.from} to ${answer.to}`],
    ['Hours', totals.hours],
    ['Billable hours', totals.billableHours],
  ];
  if (context.showMoney) rows.push(['Labour cost', totals.labourCost], ['Material cost', totals.materialCost], ['Total cost', totals.totalCost]);
  rows.push([], ['Top contributors', 'Hours', ...moneyHeaders(context)], ...answer.topContributors.map((row) => figureCells(context, row)));
  rows.push([], ['Top activities', 'Hours', ...moneyHeaders(context)], ...answer.topActivities.map((row) => figureCells(context, row)));
  yield rows;
}

async function* breakdownRows(context: FinanceContext, by: BreakdownBy, interval: Interval | undefined): AsyncGenerator<Cell[][]> {
  yield [[BY_LABEL[by], 'Hours', ...moneyHeaders(context)]];
  for (let offset = 1; ; offset += 1) {
    const page = await breakdown(context, by, interval, { offset, pageSize: queries.EXPORT_PAGE_SIZE });
    if (page.elements.length > 0) yield page.elements.map((row) => figureCells(context, row));
    if (page.elements.length < queries.EXPORT_PAGE_SIZE) return;
  }
}

async function* entryRows(context: FinanceContext): AsyncGenerator<Cell[][]> {
  const { db, scope, range } = context;
  yield [['Type', 'Date', 'User', 'Activity or cost type', 'Task', 'Hours', 'Units', ...(context.showMoney ? [`Cost (${context.settings.currency})`] : []), 'Comment']];
  for (const read of [queries.timeEntriesAfter, queries.costEntriesAfter]) {
    let after: { spentOn: string; id: number } | null = null;
    for (;;) {
      const rows = await read(db, scope, range, after, queries.EXPORT_PAGE_SIZE);
      if (rows.length > 0) {
        yield rows.map((row) => [
          row.kind === 'time' ? 'Time' : 'Cost', row.spentOn, row.user, row.what, row.task, row.hours, row.units,
          ...(context.showMoney ? [Math.round(row.cost * 100) / 100] : []), row.comment,
        ]);
        const last = rows[rows.length - 1];
        after = { spentOn: last.spentOn, id: last.id };
      }
      if (rows.length < queries.EXPORT_PAGE_SIZE) break;
    }
  }
}

export function exportRows(context: FinanceContext, view: ExportView, by: BreakdownBy, interval: Interval | undefined): AsyncGenerator<Cell[][]> {
  if (view === 'summary') return summaryRows(context);
  if (view === 'breakdown') return breakdownRows(context, by, interval);
  return entryRows(context);
}

export const exportFileName = (context: FinanceContext, view: ExportView, format: ExportFormat) =>
  `finance-${context.scope.projectId}-${view}-${context.range.from}-to-${context.range.to}.${format}`;
