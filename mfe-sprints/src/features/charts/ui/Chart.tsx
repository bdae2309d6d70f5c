// A chart, loaded on first render (ApexCharts is the area's largest dependency). A chart chunk that fails to load
// (a deploy replaced it, the network dropped) says so with a Retry instead of breaking the dashboard. The drawing is
// one image named by a summary for screen readers; its numbers are in the data table below it (issue 21).
import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { ApexOptions } from 'apexcharts';
import { Button, Result, Skeleton } from '@tessera/shared';
import type { ChartTable } from '../model/chart-table';
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

class ChartErrorBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Result
        status="warning"
        subTitle={CHART_LOAD_FAILED_MESSAGE}
        extra={<Button onClick={() => { this.setState({ failed: false }); this.props.onRetry(); }}>Retry</Button>}
      />
    );
  }
}

/**
 * ApexCharts' own keyboard navigation makes the drawing and its legend focusable, inside what is one image here
 * (the data table is the way through the numbers): off, so nothing inside the image takes focus.
 */
export function asImageOnly(options: ApexOptions): ApexOptions {
  return { ...options, chart: { ...options.chart, accessibility: { enabled: false, keyboard: { enabled: false } } } };
}

/** A lazy chart component; a new one per attempt, since React.lazy remembers a failed import. */
const loadChart = () => lazy(() => import('./ApexChart'));

export function Chart({ type, series, options, height, label, table, tableTestId }: ChartProps) {
  const [LazyChart, setLazyChart] = useState(loadChart);
  const imageOptions = useMemo(() => asImageOnly(options), [options]);
  return (
    <figure style={{ margin: 0 }}>
      <ChartErrorBoundary onRetry={() => setLazyChart(loadChart)}>
        <div role="img" aria-label={label} style={{ minHeight: height }}>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
            <LazyChart type={type} series={series} options={imageOptions} height={height} width="100%" />
          </Suspense>
        </div>
      </ChartErrorBoundary>
      <ChartDataTable table={table} testId={tableTestId} />
    </figure>
  );
}
