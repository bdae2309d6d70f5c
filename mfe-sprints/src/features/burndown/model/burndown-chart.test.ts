import { burndownHal } from '../../../../test/fixtures';
import { ACTUAL_SERIES, burndownOptions, burndownSeries, IDEAL_SERIES } from './burndown-chart';

describe('burndown chart', () => {
  it('draws the ideal and the actual remaining points per day', () => {
    const series = burndownSeries(burndownHal(7));
    expect(series.map((line) => line.name)).toEqual([IDEAL_SERIES, ACTUAL_SERIES]);
    expect(series[0].data).toHaveLength(5);
    expect(series[0].data[0]).toEqual({ x: '2026-11-16', y: 29 });
    expect(series[0].data[4]).toEqual({ x: '2026-11-20', y: 0 });
    expect(series[1].data).toEqual([{ x: '2026-11-16', y: 29 }, { x: '2026-11-17', y: 20 }]);
  });

  it('plots dates on a time axis from zero points up, the ideal dashed', () => {
    const options = burndownOptions();
    expect(options.xaxis?.type).toBe('datetime');
    expect((options.yaxis as { min: number }).min).toBe(0);
    expect(options.stroke?.dashArray).toEqual([6, 0]);
  });
});
