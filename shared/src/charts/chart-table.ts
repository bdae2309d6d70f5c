// The text alternative of a chart (issue 21): the same numbers as a table with a caption, one row per category
// (a sprint, a day) and one column per series, so a screen-reader or keyboard user reads what the chart draws.
export type ChartCell = string | number | null;

export interface ChartTable {
  caption: string;
  /** The row header's column, then one per series. */
  columns: string[];
  /** Each row: its header (the category), then one value per series; null where the series has no value. */
  rows: ChartCell[][];
}

export const NO_VALUE_CELL = '—';
export const SHOW_TABLE_LABEL = 'Show data table';
export const HIDE_TABLE_LABEL = 'Hide data table';

export function cellText(cell: ChartCell): string {
  return cell === null ? NO_VALUE_CELL : String(cell);
}

/** Series over the same categories (bar charts): one row per category. */
export function categoryTable(caption: string, categoryColumn: string, categories: readonly string[], series: ReadonlyArray<{ name: string; data: readonly number[] }>): ChartTable {
  return {
    caption,
    columns: [categoryColumn, ...series.map((entry) => entry.name)],
    rows: categories.map((category, index) => [category, ...series.map((entry) => entry.data[index] ?? null)]),
  };
}

/** Series of dated points (line charts): one row per date any series has, in date order. */
export function datedTable(caption: string, dateColumn: string, series: ReadonlyArray<{ name: string; data: ReadonlyArray<{ x: string; y: number }> }>): ChartTable {
  const dates = [...new Set(series.flatMap((entry) => entry.data.map((point) => point.x)))].sort();
  const byDate = series.map((entry) => new Map(entry.data.map((point) => [point.x, point.y])));
  return {
    caption,
    columns: [dateColumn, ...series.map((entry) => entry.name)],
    rows: dates.map((date) => [date, ...byDate.map((values) => values.get(date) ?? null)]),
  };
}
