import { sprintStatistics, STATUSES_HAL } from '../../sprints/testing/fixtures';
import {
  blockedCount,
  burndownHealth,
  NO_ASSIGNEES_MESSAGE,
  NO_DATES_MESSAGE,
  NO_HOURS_MESSAGE,
  overallHealth,
  requiredVelocity,
  sprintHealth,
  taskCompletionHealth,
  teamUtilization,
  timeProgress,
  utilizationHealth,
  workingDays,
  workProgressHealth,
} from './health';

const distribution = (onHold: number) =>
  STATUSES_HAL.map((status) => ({ statusId: status.id, status: status.name, color: status.color, isClosed: status.isClosed, count: status.name === 'On Hold' ? onHold : 1 }));

describe('Dashboard health rules', () => {
  it('is critical over a 30-point gap or more than 2 blocked tasks, warning over 15 or any blocked', () => {
    expect(overallHealth(80, 49, 0)).toBe('critical');
    expect(overallHealth(80, 50, 0)).toBe('warning');
    expect(overallHealth(80, 64, 0)).toBe('warning');
    expect(overallHealth(80, 65, 0)).toBe('healthy');
    expect(overallHealth(20, 90, 0)).toBe('healthy');
    expect(overallHealth(50, 50, 1)).toBe('warning');
    expect(overallHealth(50, 50, 3)).toBe('critical');
    expect(overallHealth(null, 50, 0)).toBe('unknown');
    expect(overallHealth(null, 50, 3)).toBe('critical');
  });

  it('rates work progress within 10 points of time healthy, within 25 warning', () => {
    expect(workProgressHealth(60, 50)).toBe('healthy');
    expect(workProgressHealth(60, 49)).toBe('warning');
    expect(workProgressHealth(60, 35)).toBe('warning');
    expect(workProgressHealth(60, 34)).toBe('critical');
  });

  it('rates task completion healthy from 60%, warning from 30%', () => {
    expect(taskCompletionHealth(60)).toBe('healthy');
    expect(taskCompletionHealth(59)).toBe('warning');
    expect(taskCompletionHealth(30)).toBe('warning');
    expect(taskCompletionHealth(29)).toBe('critical');
  });

  it('rates utilization healthy 70-90%, critical below 50% or above 100%', () => {
    expect([49, 50, 69, 70, 90, 91, 100, 101].map(utilizationHealth)).toEqual(['critical', 'warning', 'warning', 'healthy', 'healthy', 'warning', 'warning', 'critical']);
  });

  it('rates the burndown critical below 70% of the elapsed time, warning below 85%', () => {
    expect(burndownHealth(100, 69)).toBe('critical');
    expect(burndownHealth(100, 70)).toBe('warning');
    expect(burndownHealth(100, 84)).toBe('warning');
    expect(burndownHealth(100, 85)).toBe('healthy');
    expect(burndownHealth(0, 0)).toBe('healthy');
  });

  it('reads time progress from elapsed and total days', () => {
    expect(timeProgress({ elapsedDays: 10, totalDays: 12 })).toBe(83);
    expect(timeProgress({ elapsedDays: 0, totalDays: 12 })).toBe(0);
    expect(timeProgress({ elapsedDays: null, totalDays: null })).toBeNull();
  });

  it("counts the sprint's 'On Hold' tasks as blocked", () => {
    expect(blockedCount(sprintStatistics({ statusDistribution: distribution(3) }))).toBe(3);
    expect(blockedCount(sprintStatistics({ statusDistribution: [] }))).toBe(0);
  });

  it('measures utilization from the estimated hours against 40 h per assignee per sprint week, or says why it cannot', () => {
    // 2026-11-16 (Mon) to 2026-11-27 (Fri): 10 working days = 2 weeks; 4 assignees -> 320 h of capacity.
    expect(workingDays('2026-11-16', '2026-11-27')).toBe(10);
    expect(teamUtilization(sprintStatistics({ totalHours: 240, teamMemberCount: 4 }))).toEqual({
      value: { percent: 75, estimatedHours: 240, capacityHours: 320, assignees: 4 },
    });
    expect(teamUtilization(sprintStatistics({ totalHours: 0 }))).toEqual({ empty: NO_HOURS_MESSAGE });
    expect(teamUtilization(sprintStatistics({ teamMemberCount: 0 }))).toEqual({ empty: NO_ASSIGNEES_MESSAGE });
    expect(teamUtilization(sprintStatistics({ sprint: { id: 7, name: 'S', startDate: null, endDate: null, status: 'open', daysRemaining: null } }))).toEqual({ empty: NO_DATES_MESSAGE });
  });

  it('asks for the remaining points per remaining day', () => {
    expect(requiredVelocity({ totalStoryPoints: 34, completedStoryPoints: 21, daysRemaining: 2 })).toEqual({ value: { pointsPerDay: 6.5, remainingPoints: 13, remainingDays: 2 } });
    expect(requiredVelocity({ totalStoryPoints: 34, completedStoryPoints: 34, daysRemaining: 0 })).toEqual({ value: { pointsPerDay: 0, remainingPoints: 0, remainingDays: 0 } });
    expect(requiredVelocity({ totalStoryPoints: 34, completedStoryPoints: 20, daysRemaining: -1 })).toEqual({ value: { pointsPerDay: null, remainingPoints: 14, remainingDays: 0 } });
    expect(requiredVelocity({ totalStoryPoints: 34, completedStoryPoints: 20, daysRemaining: null })).toEqual({ empty: NO_DATES_MESSAGE });
  });

  it('reports a sprint: overall, each metric, blocked and required velocity', () => {
    const report = sprintHealth(sprintStatistics({ completionPercentage: 62, elapsedDays: 10, totalDays: 12, statusDistribution: distribution(1), totalHours: 0 }));
    expect(report).toMatchObject({ overall: 'warning', timePercent: 83, workPercent: 62, blocked: 1 });
    expect(report.metrics.map((metric) => [metric.key, metric.health])).toEqual([
      ['work', 'warning'],
      ['tasks', 'warning'],
      ['utilization', null],
      ['burndown', 'warning'],
    ]);
    expect(report.metrics[2].detail).toBe(NO_HOURS_MESSAGE);
  });
});
