import { NOT_MEASURED, sprintHealth, workingDays, type HealthInput, type SprintVerdict, type Verdict } from './health.ts';

/** A ten-day sprint (Monday 2026-04-06 to Wednesday 04-15), on its ninth day. */
function input(overrides: Partial<HealthInput> = {}): HealthInput {
  return {
    startDate: '2026-04-06',
    endDate: '2026-04-15',
    today: '2026-04-14',
    elapsedDays: 9,
    totalDays: 10,
    totalWorkItems: 8,
    completedWorkItems: 4,
    totalStoryPoints: 50,
    completedStoryPoints: 40,
    estimatedHours: 50,
    assignees: 1,
    blocked: 0,
    ...overrides,
  };
}

const verdicts = (health: ReturnType<typeof sprintHealth>) => Object.fromEntries(health.checks.map((check) => [check.key, check.verdict]));
const SEVERITY: Record<SprintVerdict, number> = { unknown: -1, on_track: 0, at_risk: 1, critical: 2 };

describe('sprintHealth', () => {
  it("gives the reported sprint one verdict that its checks explain (it was 'Warning' overall with four 'Critical' rows)", () => {
    // 62% of the points at 90% of the time, 2 of 8 items, 26 h for 64 h of capacity. The spec's separate rules called
    // this Warning overall (a 28-point gap), Critical work progress (over 25), Critical burndown (under 70% of the
    // time), Critical task completion (under 30%) and Critical utilization (under 50%).
    const health = sprintHealth(input({ completedStoryPoints: 31, completedWorkItems: 2, estimatedHours: 26 }));
    expect(verdicts(health)).toEqual({ schedule: 'at_risk', tasks: 'critical', blocked: 'on_track', utilization: 'critical' });
    expect(health.verdict).toBe('critical');
    expect(health.label).toBe('Critical');
    expect(health.explanation).toBe(
      'Task completion is Critical: 2 of 8 work items done (25%) with 90% of the time elapsed: 65 points behind. ' +
        'Team utilization is Critical: 26 h estimated for 64 h of capacity (1 assignee, 8 working days): 41%.',
    );
    const schedule = health.checks.find((check) => check.key === 'schedule')!;
    expect(schedule.explanation).toBe('31 of 50 story points done (62%) with 90% of the time elapsed (day 9 of 10): 28 points behind.');
    expect(schedule.rule).toContain('lags time by more than 30 points');
    expect(health).toMatchObject({ timePercent: 90, workPercent: 62, blocked: 0 });
  });

  it('is never milder than any of its checks, and is the worst measured one', () => {
    for (const completedStoryPoints of [0, 10, 25, 40, 50]) {
      for (const completedWorkItems of [0, 3, 8]) {
        for (const blocked of [0, 1, 3]) {
          for (const estimatedHours of [0, 20, 45, 60, 70]) {
            for (const elapsedDays of [0, 3, 9, 10]) {
              const health = sprintHealth(input({ completedStoryPoints, completedWorkItems, blocked, estimatedHours, elapsedDays }));
              const measured = health.checks.flatMap((check) => (check.verdict ? [check.verdict] : []));
              const worst = Math.max(...measured.map((verdict: Verdict) => SEVERITY[verdict]));
              expect(SEVERITY[health.verdict]).toBe(worst);
            }
          }
        }
      }
    }
  });

  it('judges work against time: on the first days nothing done is on track, lagging 16 points is At Risk, 31 Critical', () => {
    expect(sprintHealth(input({ elapsedDays: 1, completedStoryPoints: 0, completedWorkItems: 0 })).verdict).toBe('on_track');
    expect(verdicts(sprintHealth(input({ elapsedDays: 5, completedStoryPoints: 17 })))).toMatchObject({ schedule: 'at_risk' });
    expect(verdicts(sprintHealth(input({ elapsedDays: 5, completedStoryPoints: 18 })))).toMatchObject({ schedule: 'on_track' });
    expect(verdicts(sprintHealth(input({ elapsedDays: 5, completedStoryPoints: 9 })))).toMatchObject({ schedule: 'critical' });
    // Over 80% of the time gone and under 60% done (the version rule) is always at least At Risk.
    expect(verdicts(sprintHealth(input({ elapsedDays: 9, completedStoryPoints: 29 })))).toMatchObject({ schedule: 'critical' });
    expect(verdicts(sprintHealth(input({ elapsedDays: 8, completedStoryPoints: 29 })))).toMatchObject({ schedule: 'at_risk' });
  });

  it('calls a sprint whose end date has passed before its work was done Critical, and a done one On Track', () => {
    const late = sprintHealth(input({ today: '2026-04-16', elapsedDays: 10, completedStoryPoints: 48 }));
    expect(late.checks[0]).toMatchObject({ verdict: 'critical', explanation: 'The end date 2026-04-15 has passed with 48 of 50 story points done (96%).' });
    expect(late.verdict).toBe('critical');
    const done = sprintHealth(input({ today: '2026-04-16', elapsedDays: 10, completedStoryPoints: 50, completedWorkItems: 8 }));
    expect(verdicts(done)).toMatchObject({ schedule: 'on_track', tasks: 'on_track' });
  });

  it('counts work items when there are no story points, with no separate task check', () => {
    const health = sprintHealth(input({ totalStoryPoints: 0, completedStoryPoints: 0, completedWorkItems: 6 }));
    expect(health.checks.map((check) => check.key)).toEqual(['schedule', 'blocked', 'utilization']);
    expect(health.checks[0].explanation).toBe('6 of 8 work items done (75%) with 90% of the time elapsed (day 9 of 10): 15 points behind.');
    expect(health.workPercent).toBe(75);
  });

  it('rates blocked work and utilization by their rules', () => {
    expect(verdicts(sprintHealth(input({ blocked: 1 })))).toMatchObject({ blocked: 'at_risk' });
    expect(verdicts(sprintHealth(input({ blocked: 3 })))).toMatchObject({ blocked: 'critical' });
    // Capacity 64 h: 70-90% On Track, 50-70 and 90-100 At Risk, under 50 or over 100 Critical.
    const utilization = (estimatedHours: number) => verdicts(sprintHealth(input({ estimatedHours }))).utilization;
    expect([31, 32, 44, 45, 57, 58, 64, 65].map(utilization)).toEqual(['critical', 'at_risk', 'at_risk', 'on_track', 'on_track', 'at_risk', 'at_risk', 'critical']);
  });

  it('says what it cannot measure; without work against time the sprint is Unknown unless another check found a risk', () => {
    const undated = sprintHealth(input({ startDate: null, endDate: null, elapsedDays: null, totalDays: null }));
    expect(undated.verdict).toBe('unknown');
    expect(undated.explanation).toBe(`Work against time cannot be measured: ${NOT_MEASURED.noDates}`);
    expect(undated.checks.filter((check) => check.verdict === null).map((check) => [check.key, check.explanation])).toEqual([
      ['schedule', NOT_MEASURED.noDates],
      ['utilization', NOT_MEASURED.noDates],
    ]);
    expect(sprintHealth(input({ startDate: null, endDate: null, elapsedDays: null, totalDays: null, blocked: 3 })).verdict).toBe('critical');
    const empty = sprintHealth(input({ totalWorkItems: 0, completedWorkItems: 0, totalStoryPoints: 0, completedStoryPoints: 0, assignees: 0, estimatedHours: 0 }));
    expect(empty.verdict).toBe('unknown');
    expect(empty.checks.map((check) => check.explanation)).toEqual([NOT_MEASURED.noWorkItems, '0 work items On Hold.', NOT_MEASURED.noAssignees]);
    expect(sprintHealth(input({ estimatedHours: 0 })).checks.at(-1)!.explanation).toBe(NOT_MEASURED.noEstimates);
  });
});

describe('workingDays', () => {
  it('counts Monday to Friday, both ends included', () => {
    expect(workingDays('2026-04-06', '2026-04-17')).toBe(10);
    expect(workingDays('2026-04-11', '2026-04-12')).toBe(0);
    expect(workingDays('2026-04-10', '2026-04-13')).toBe(2);
    expect(workingDays('2026-04-13', '2026-04-10')).toBe(0);
  });
});
