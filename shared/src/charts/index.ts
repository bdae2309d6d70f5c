// Accessible charts (issue 21) for the remotes that draw them (mfe-sprints, mfe-insights): one image with a summary,
// the same numbers as a data table on demand, ApexCharts loaded when a chart first shows on screen. A separate entry
// (`@tessera/shared/charts`), not part of the main one: each remote that uses it bundles it with its own lazy
// ApexCharts chunk, so neither the shell nor the remotes without charts ever load ApexCharts.
export { categoryTable, cellText, datedTable, HIDE_TABLE_LABEL, NO_VALUE_CELL, SHOW_TABLE_LABEL, type ChartCell, type ChartTable } from './chart-table';
export { asImageOnly, Chart, CHART_LOAD_FAILED_MESSAGE, type ChartProps } from './Chart';
export { ChartDataTable } from './ChartDataTable';
