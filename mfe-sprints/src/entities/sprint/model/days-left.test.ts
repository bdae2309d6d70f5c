import { daysLeftBadge } from './days-left';

describe('daysLeftBadge', () => {
  it.each([
    [10, '10 days left', 'normal'],
    [8, '8 days left', 'normal'],
    [7, '7 days left', 'warning'],
    [4, '4 days left', 'warning'],
    [3, '3 days left', 'danger'],
    [1, '1 day left', 'danger'],
    [0, 'Ends today', 'danger'],
    [-2, '2 days overdue', 'danger'],
  ])('an open sprint with %i days remaining reads %s (%s)', (daysRemaining, text, level) => {
    expect(daysLeftBadge({ status: 'open', daysRemaining })).toEqual({ text, level });
  });

  it('is absent for sprints that are not open or have no end date', () => {
    expect(daysLeftBadge({ status: 'locked', daysRemaining: 2 })).toBeNull();
    expect(daysLeftBadge({ status: 'closed', daysRemaining: 2 })).toBeNull();
    expect(daysLeftBadge({ status: 'open', daysRemaining: null })).toBeNull();
  });
});
