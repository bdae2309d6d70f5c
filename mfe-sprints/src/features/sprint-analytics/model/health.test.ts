import { NO_DATES_MESSAGE, requiredVelocity } from './health';

describe('requiredVelocity', () => {
  it('asks for the remaining points per remaining day', () => {
    expect(requiredVelocity({ totalStoryPoints: 34, completedStoryPoints: 21, daysRemaining: 2 })).toEqual({ value: { pointsPerDay: 6.5, remainingPoints: 13, remainingDays: 2 } });
    expect(requiredVelocity({ totalStoryPoints: 34, completedStoryPoints: 34, daysRemaining: 0 })).toEqual({ value: { pointsPerDay: 0, remainingPoints: 0, remainingDays: 0 } });
    expect(requiredVelocity({ totalStoryPoints: 34, completedStoryPoints: 20, daysRemaining: -1 })).toEqual({ value: { pointsPerDay: null, remainingPoints: 14, remainingDays: 0 } });
    expect(requiredVelocity({ totalStoryPoints: 34, completedStoryPoints: 20, daysRemaining: null })).toEqual({ empty: NO_DATES_MESSAGE });
  });
});
