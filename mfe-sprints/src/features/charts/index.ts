// An accessible chart: one image with a summary, and the same numbers as a data table on demand.
export { categoryTable, datedTable, type ChartTable } from './model/chart-table';
export { Chart } from './ui/Chart';
