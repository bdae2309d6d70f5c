// A chart, drawn once it shows on the screen (ApexCharts is the largest dependency of the views that draw one, and
// loads with the first chart drawn: a page whose charts sit below the fold does not load it until they are scrolled
// to). A chart chunk that fails to load (a deploy replaced it, the network dropped) says so with a Retry instead of
// breaking the dashboard. The drawing is one image named by a summary for screen readers; its numbers are in the data
// table below it (issue 21), there from the start.
import { useEffect, useMemo, useState } from 'react';
import type { ApexOptions } from 'apexcharts';
import { Button, LoadedComponent, LoadFailureBoundary, Result, Skeleton } from '@tessera/shared';
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

/**
 * Whether any of the element has shown on the screen (once true, stays true): a chart scrolled to shows its
 * placeholder for the moment ApexCharts takes to load. Printing starts drawing every chart (one whose code has not
 * loaded by then prints as its empty box). Without IntersectionObserver (jsdom), at once.
 */
function useShownOnScreen(): [(element: HTMLElement | null) => void, boolean] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (shown || !element) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setShown(true));
    observer.observe(element);
    const drawAll = () => setShown(true);
    window.addEventListener('beforeprint', drawAll);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', drawAll);
    };
  }, [element, shown]);
  return [setElement, shown];
}

const chartLoadFailed = (retry: () => void) => <Result status="warning" subTitle={CHART_LOAD_FAILED_MESSAGE} extra={<Button onClick={retry}>Retry</Button>} />;

export function Chart({ type, series, options, height, label, table, tableTestId }: ChartProps) {
  // A retry mounts the drawing anew, which loads ApexCharts anew.
  const [attempt, setAttempt] = useState(0);
  const imageOptions = useMemo(() => asImageOnly(options), [options]);
  const [imageRef, shown] = useShownOnScreen();
  return (
    <figure style={{ margin: 0 }}>
      <LoadFailureBoundary onRetry={() => setAttempt((count) => count + 1)} fallback={chartLoadFailed}>
        {/* Until it shows, an empty box of the chart's size; then a placeholder while ApexCharts loads. */}
        <div ref={imageRef} role="img" aria-label={label} style={{ minHeight: height }}>
          {shown ? (
            <LoadedComponent
              key={attempt}
              load={loadChart}
              props={{ type, series, options: imageOptions, height, width: '100%' }}
              placeholder={<Skeleton.Node active style={{ width: '100%', height }} />}
            />
          ) : null}
        </div>
      </LoadFailureBoundary>
      <ChartDataTable table={table} testId={tableTestId} />
    </figure>
  );
}
