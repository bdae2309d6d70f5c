import { projectStatisticsHal, sprintFigures, version } from '../../../../test/fixtures';
import { currentSprint, defaultBurndownSprint, donutOptions, donutSeries, overviewFigures } from './overview';

describe('Overview', () => {
  it('labels and colours the donut as told (the verdict comes from the server), and splits it into completed and remaining', () => {
    const options = donutOptions(62, 'At Risk', '#faad14');
    expect((options.plotOptions!.pie!.donut!.labels!.total as { label: string }).label).toBe('At Risk');
    expect(options.colors).toEqual(['#faad14', '#f0f0f0']);
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
    expect(currentSprint([closed, open, later])?.id).toBe(3);
    expect(currentSprint([closed, later])).toBeNull();
  });
});
