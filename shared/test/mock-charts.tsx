// ApexCharts draws with SVG measurements jsdom does not implement (getBBox). Tests of the packages that draw charts
// (mfe-sprints, mfe-insights) get this stand-in for the chart component: it renders what it was given (type, series,
// categories) so tests can check the chart's content. The series and options builders are pure functions with their own tests.
import type { Props } from 'react-apexcharts/core';

jest.mock('react-apexcharts/core', () => ({
  __esModule: true,
  default: ({ type, series, options }: Props) => (
    <div
      data-testid="chart"
      data-type={type}
      data-series={JSON.stringify(series)}
      data-categories={JSON.stringify(options?.xaxis?.categories ?? options?.labels ?? [])}
    />
  ),
}));
// The chart types and features register themselves into ApexCharts' core on import: nothing to register here.
jest.mock('apexcharts/line', () => ({}));
jest.mock('apexcharts/bar', () => ({}));
jest.mock('apexcharts/donut', () => ({}));
jest.mock('apexcharts/features/legend', () => ({}));
