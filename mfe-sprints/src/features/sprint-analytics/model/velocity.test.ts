import { projectStatisticsHal } from '../../../../test/fixtures';
import { efficiencyColor, efficiencyPercent, velocitySeries, velocityView } from './velocity';

const entry = (id: number, planned: number, completed: number) => ({ sprintId: id, sprintName: `Sprint ${id}`, startDate: null, endDate: null, plannedPoints: planned, completedPoints: completed });

describe('Velocity', () => {
  it('shows the last 6 finished sprints, planned versus completed, with the server figures', () => {
    const velocity = { ...projectStatisticsHal().velocity, historicalData: Array.from({ length: 8 }, (_, index) => entry(index + 1, 20, 10 + index)) };
    const view = velocityView(velocity)!;
    expect(view.rows.map((row) => row.sprintId)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(velocitySeries(view.rows)).toEqual([
      { name: 'Planned', data: [20, 20, 20, 20, 20, 20] },
      { name: 'Completed', data: [12, 13, 14, 15, 16, 17] },
    ]);
    expect(view).toMatchObject({ average: 23.5, latest: 22, predictedNext: 23, trend: 'stable', consistency: 'High' });
  });

  it('has nothing to show without finished sprints', () => {
    expect(velocityView({ average: null, latest: null, predictedNext: null, trend: null, consistency: null, historicalData: [] })).toBeNull();
  });

  it('rates efficiency green from 80%, yellow from 60%, else red; nothing planned has none', () => {
    expect(efficiencyPercent(20, 25)).toBe(125);
    expect(efficiencyPercent(0, 5)).toBeNull();
    expect(efficiencyColor(80)).toBe('green');
    expect(efficiencyColor(79)).toBe('gold');
    expect(efficiencyColor(60)).toBe('gold');
    expect(efficiencyColor(59)).toBe('red');
  });
});
