// What the Finance view shows and asks for (spec 003 §2, §8, §9): the period (Last 7 days, Last 30 days by default,
// Last 3 months, Custom), its checks, money in the project's currency and locale, and the Trends charts' data.
import { categoryTable, type ChartTable } from '@tessera/shared/charts';
import type { ApexOptions } from 'apexcharts';
import { formatHoursValue, formatMoney as formatAmount, type MoneyFormat } from '../../costs-card';

export type Period = '7d' | '30d' | '3m' | 'custom';
export type Interval = 'week' | 'month';
export type BreakdownBy = 'user' | 'activity' | 'costType' | 'task' | 'period';
export type ExportFormat = 'csv' | 'xlsx';
export type FinanceTab = 'summary' | 'breakdown' | 'trends';

export interface PeriodSelection { period: Period; from: string | null; to: string | null }

export const DEFAULT_PERIOD: PeriodSelection = { period: '30d', from: null, to: null };
export const MAX_RANGE_YEARS = 5;

export const FINANCE_TEXT = {
  title: 'Finance',
  loadError: 'Error Loading Financial Data',
  tryAgain: 'Try Again',
  period: 'Period',
  customRange: 'Custom range',
  pickRange: 'Pick the first and the last day of the period.',
  endBeforeStart: 'The end date must not be before the start date.',
  tooLong: `The period must not be longer than ${MAX_RANGE_YEARS} years.`,
  hoursOnly: 'You see hours only: money figures need the "View budgets" or "View cost rates" permission.',
  exportFailed: 'The export failed',
  noEntries: 'No time or costs were logged in this period.',
} as const;

export const PERIOD_OPTIONS: { value: Period; label: string }[] = [
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '3m', label: 'Last 3 months' },
  { value: 'custom', label: 'Custom' },
];

export const BREAKDOWN_OPTIONS: { value: BreakdownBy; label: string }[] = [
  { value: 'user', label: 'User' },
  { value: 'activity', label: 'Activity' },
  { value: 'costType', label: 'Cost type' },
  { value: 'task', label: 'Task' },
  { value: 'period', label: 'Period' },
];

/** The query of a selection: presets by name, a custom range by its days. */
export function periodQuery(selection: PeriodSelection): Record<string, string> {
  if (selection.period !== 'custom') return { period: selection.period };
  return { period: 'custom', from: selection.from ?? '', to: selection.to ?? '' };
}

const addYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

/** Why a custom range cannot be asked for (the server says the same with a 422), or null when it can. */
export function rangeProblem(selection: PeriodSelection): string | null {
  if (selection.period !== 'custom') return null;
  if (!selection.from || !selection.to) return FINANCE_TEXT.pickRange;
  if (selection.to < selection.from) return FINANCE_TEXT.endBeforeStart;
  if (selection.to >= addYears(selection.from, MAX_RANGE_YEARS)) return FINANCE_TEXT.tooLong;
  return null;
}

export type { MoneyFormat };

/** Money as the costs card formats it (its helper: one format for the whole Finance view); '—' where hidden. */
export function formatMoney(value: number | null | undefined, format: MoneyFormat): string {
  return value === null || value === undefined ? '—' : formatAmount(value, format);
}

export const formatHours = formatHoursValue;

/** A breakdown key as people read it: no task, a period's first day. */
export function groupLabel(by: BreakdownBy, row: { key: string; label: string }, interval: Interval): string {
  if (by === 'task' && row.key === '') return 'No task';
  if (by === 'period') return interval === 'week' ? `Week of ${row.key}` : row.key.slice(0, 7);
  return row.label || row.key;
}

export interface TrendPoint { periodStart: string; hours: number; labourCost: number | null; materialCost: number | null; totalCost: number | null; cumulativeCost: number | null; cumulativeHours: number }

export interface ChartData { series: ApexOptions['series']; options: ApexOptions; label: string; table: ChartTable }

const periodName = (start: string, interval: Interval) => (interval === 'week' ? start : start.slice(0, 7));

/** Spending per period, labour and material stacked. */
export function spendingChart(points: readonly TrendPoint[], interval: Interval, format: MoneyFormat): ChartData {
  const categories = points.map((point) => periodName(point.periodStart, interval));
  const series = [
    { name: 'Labour', data: points.map((point) => point.labourCost ?? 0) },
    { name: 'Material', data: points.map((point) => point.materialCost ?? 0) },
  ];
  const total = points.reduce((sum, point) => sum + (point.totalCost ?? 0), 0);
  return {
    series,
    options: {
      chart: { stacked: true, toolbar: { show: false } },
      xaxis: { categories },
      yaxis: { min: 0, labels: { formatter: (value: number) => formatMoney(value, { ...format, decimals: 0 }) } },
      dataLabels: { enabled: false },
      legend: { position: 'bottom' },
    },
    label: `Spending per ${interval}: ${formatMoney(total, format)} over ${points.length} ${interval}s.`,
    table: categoryTable(`Spending per ${interval} (${format.currency})`, interval === 'week' ? 'Week of' : 'Month', categories, series),
  };
}

export function hoursChart(points: readonly TrendPoint[], interval: Interval): ChartData {
  const categories = points.map((point) => periodName(point.periodStart, interval));
  const series = [{ name: 'Hours', data: points.map((point) => point.hours) }];
  const total = points.reduce((sum, point) => sum + point.hours, 0);
  return {
    series,
    options: { chart: { toolbar: { show: false } }, xaxis: { categories }, yaxis: { min: 0 }, dataLabels: { enabled: false }, legend: { position: 'bottom' } },
    label: `Hours per ${interval}: ${Math.round(total * 100) / 100} hours over ${points.length} ${interval}s.`,
    table: categoryTable(`Hours per ${interval}`, interval === 'week' ? 'Week of' : 'Month', categories, series),
  };
}

/** The budget burn: cumulative spending against the planned budget. */
export function burnChart(points: readonly TrendPoint[], interval: Interval, planned: number | null, format: MoneyFormat): ChartData {
  const categories = points.map((point) => periodName(point.periodStart, interval));
  const series = [{ name: 'Spent to date', data: points.map((point) => point.cumulativeCost ?? 0) }];
  if (planned !== null) series.push({ name: 'Budget', data: points.map(() => planned) });
  const last = points.at(-1)?.cumulativeCost ?? 0;
  return {
    series,
    options: {
      chart: { toolbar: { show: false }, zoom: { enabled: false } },
      xaxis: { categories },
      yaxis: { min: 0, labels: { formatter: (value: number) => formatMoney(value, { ...format, decimals: 0 }) } },
      stroke: { width: 2, dashArray: planned !== null ? [0, 6] : [0] },
      legend: { position: 'bottom' },
    },
    label: `Budget burn: ${formatMoney(last, format)} spent to date${planned !== null ? ` of a ${formatMoney(planned, format)} budget` : ' (no budget set)'}.`,
    table: categoryTable(`Budget burn (${format.currency})`, interval === 'week' ? 'Week of' : 'Month', categories, series),
  };
}
