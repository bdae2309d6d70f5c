// An accessible chart: one image with a summary, and the same numbers as a data table on demand. It lives in
// @tessera/shared/charts (the GitHub view of mfe-insights draws its charts with it too).
export { categoryTable, Chart, datedTable, type ChartTable } from '@tessera/shared/charts';
