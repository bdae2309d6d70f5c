import { act, render, screen } from '@testing-library/react';
import '../../test/mock-charts';
import { categoryTable } from './chart-table';
import { Chart } from './Chart';

// A stand-in IntersectionObserver the test moves: the chart's image is on screen only when the test says so.
let reportNear: () => void = () => {};
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    reportNear = () => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

beforeEach(() => {
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
});
afterEach(() => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

const table = categoryTable('Tasks per status', 'Status', ['Open', 'Done'], [{ name: 'Tasks', data: [3, 4] }]);

test('a chart below the screen is named and holds its place, and draws (loading ApexCharts) once it shows', async () => {
  render(<Chart type="bar" series={[{ name: 'Tasks', data: [3, 4] }]} options={{ xaxis: { categories: ['Open', 'Done'] } }} height={200} label="Tasks per status: 3 open, 4 done." table={table} />);
  expect(screen.getByRole('img', { name: 'Tasks per status: 3 open, 4 done.' })).toBeInTheDocument();
  await act(async () => {});
  expect(screen.queryByTestId('chart')).not.toBeInTheDocument();

  act(() => reportNear());
  expect(await screen.findByTestId('chart')).toHaveAttribute('data-type', 'bar');
});

test('printing draws every chart, on the screen or not', async () => {
  render(<Chart type="donut" series={[3, 4]} options={{ labels: ['Open', 'Done'] }} height={200} label="Tasks per status." table={table} />);
  act(() => {
    window.dispatchEvent(new Event('beforeprint'));
  });
  expect(await screen.findByTestId('chart')).toHaveAttribute('data-type', 'donut');
});
