// A chart, loaded on first render (ApexCharts is the largest dependency of the views that draw one). A chart chunk that fails to load
// (a deploy replaced it, the network dropped) says so with a Retry instead of breaking the dashboard. The drawing is
// one image named by a summary for screen readers; its numbers are in the data table below it (issue 21).
import { Suspense, useMemo } from 'react';
import type { ApexOptions } from 'apexcharts';
import { Button, LoadFailureBoundary, Result, Skeleton, useRetryableLazy } from '@tessera/shared';
import type { ChartTable } from './chart-table';
import { ChartDataTable } from './ChartDataTable';

export const CHART_LOAD_FAILED_MESSAGE = 'The chart could not be loaded.';

export interface ChartProps {
  type: 'line' | 'bar' | 'donut';
  series: ApexOptions['series'];
  options: ApexOptions;
  height: number;
  /** Names and sums up the chart for screen readers (the SVG itself says little). */
  label: string;
  /** The same numbers as a table, offered next to the chart. */
  table: ChartTable;
  /** The data table's test id. */
  tableTestId?: string;
}

/**
 * ApexCharts' own keyboard navigation makes the drawing and its legend focusable, inside what is one image here
 * (the data table is the way through the numbers): off, so nothing inside the image takes focus.
 */
export function asImageOnly(options: ApexOptions): ApexOptions {
  return { ...options, chart: { ...options.chart, accessibility: { enabled: false, keyboard: { enabled: false } } } };
}

const loadChart = () => import('./ApexChart');

const chartLoadFailed = (retry: () => void) => <Result status="warning" subTitle={CHART_LOAD_FAILED_MESSAGE} extra={<Button onClick={retry}>Retry</Button>} />;

export function Chart({ type, series, options, height, label, table, tableTestId }: ChartProps) {
  const { Lazy: LazyChart, retry } = useRetryableLazy(loadChart);
  const imageOptions = useMemo(() => asImageOnly(options), [options]);
  return (
    <figure style={{ margin: 0 }}>
      <LoadFailureBoundary onRetry={retry} fallback={chartLoadFailed}>
        <div role="img" aria-label={label} style={{ minHeight: height }}>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
            <LazyChart type={type} series={series} options={imageOptions} height={height} width="100%" />
          </Suspense>
        </div>
      </LoadFailureBoundary>
      <ChartDataTable table={table} testId={tableTestId} />
    </figure>
  );
}
