// A chart, loaded on first render (ApexCharts is the area's largest dependency). A chart chunk that fails to load
// (a deploy replaced it, the network dropped) says so with a Retry instead of breaking the dashboard.
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import type { ApexOptions } from 'apexcharts';
import { Button, Result, Skeleton } from '@tessera/shared';

export const CHART_LOAD_FAILED_MESSAGE = 'The chart could not be loaded.';

export interface ChartProps {
  type: 'line' | 'bar' | 'donut';
  series: ApexOptions['series'];
  options: ApexOptions;
  height: number;
  /** Names the chart for screen readers (the SVG itself says little). */
  label: string;
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

/** A lazy chart component; a new one per attempt, since React.lazy remembers a failed import. */
const loadChart = () => lazy(() => import('./ApexChart'));

export function Chart({ type, series, options, height, label }: ChartProps) {
  const [LazyChart, setLazyChart] = useState(loadChart);
  return (
    <figure aria-label={label} style={{ margin: 0, minHeight: height }}>
      <ChartErrorBoundary onRetry={() => setLazyChart(loadChart)}>
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
          <LazyChart type={type} series={series} options={options} height={height} width="100%" />
        </Suspense>
      </ChartErrorBoundary>
    </figure>
  );
}
