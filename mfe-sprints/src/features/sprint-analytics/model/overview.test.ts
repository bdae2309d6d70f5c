import { projectStatisticsHal, sprintFigures, version } from '../../sprints/testing/fixtures';
import { defaultBurndownSprint, donutOptions, donutSeries, overviewFigures, progressState } from './overview';

describe('Overview', () => {
  it.each([
    [100, 'On Track'],
    [70, 'On Track'],
    [69, 'At Risk'],
    [40, 'At Risk'],
    [39, 'Behind'],
    [0, 'Behind'],
  ])('a donut at %i%% reads %s', (percent, state) => {
    expect(progressState(percent)).toBe(state);
    expect((donutOptions(percent).plotOptions!.pie!.donut!.labels!.total as { label: string }).label).toBe(state);
  });

  it('splits the donut into completed and remaining', () => {
    expect(donutSeries(67)).toEqual([67, 33]);
  });

  it('reads its figures from the statistics: completion by points, else by work items, else none', () => {
    const statistics = projectStatisticsHal();
    expect(overviewFigures(statistics)).toEqual({ activeSprints: 1, totalTasks: 57, totalPoints: 180, completedPoints: 121, completionPercent: 67 });
    const noPoints = { ...statistics, overview: { ...statistics.overview, totalStoryPoints: 0, completedStoryPoints: 0 } };
    expect(overviewFigures(noPoints).completionPercent).toBe(67);
    expect(overviewFigures({ ...noPoints, sprints: [sprintFigures(1, { totalWorkItems: 0, completedWorkItems: 0 })] }).completionPercent).toBeNull();
  });

  it('charts the first open sprint first, else the latest sprint with dates', () => {
    const closed = version(1, { status: 'closed', startDate: '2026-01-01', endDate: '2026-01-14' });
    const later = version(2, { status: 'closed', startDate: '2026-02-01', endDate: '2026-02-14' });
    const open = version(3, { status: 'open' });
    const undated = version(4, { status: 'locked', startDate: null, endDate: null });
    expect(defaultBurndownSprint([closed, open, later])?.id).toBe(3);
    expect(defaultBurndownSprint([closed, later, undated])?.id).toBe(2);
    expect(defaultBurndownSprint([undated])).toBeNull();
  });
});
