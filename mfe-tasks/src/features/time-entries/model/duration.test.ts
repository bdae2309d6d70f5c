import { hoursToDecimalText, hoursToIsoDuration, inlineHoursValue, parseDurationInput } from './duration';
import { DURATION_INVALID, DURATION_MINUTES_INVALID } from './time-entries-constants';

describe('the duration the time entry form takes', () => {
  it.each([
    ['1.5', 1.5],
    ['1,5', 1.5],
    ['8', 8],
    ['.25', 0.25],
    ['0', 0],
    ['1:30', 1.5],
    ['0:45', 0.75],
    [':15', 0.25],
    ['2:05', 2 + 5 / 60],
    [' 1:00 ', 1],
  ])('reads %p as %p hours', (text, hours) => {
    const parsed = parseDurationInput(text);
    expect(parsed.ok && parsed.hours).toBeCloseTo(hours, 6);
  });

  it('refuses minutes beyond 59, saying so', () => {
    expect(parseDurationInput('1:75')).toEqual({ ok: false, message: DURATION_MINUTES_INVALID });
    expect(parseDurationInput('0:60')).toEqual({ ok: false, message: DURATION_MINUTES_INVALID });
  });

  it.each(['', 'abc', '1h', '-1', '1:5:0', '1.5.2', 'PT1H'])('refuses %p as not a duration', (text) => {
    expect(parseDurationInput(text)).toEqual({ ok: false, message: DURATION_INVALID });
  });
});

describe('hours as the API takes them', () => {
  it.each([
    [1.5, 'PT1H30M'],
    [2, 'PT2H'],
    [0.25, 'PT15M'],
    [0, 'PT0M'],
    [1 + 5 / 60, 'PT1H5M'],
    [0.1, 'PT6M'],
    [7.999, 'PT8H'],
  ])('%p hours is %p', (hours, iso) => {
    expect(hoursToIsoDuration(hours)).toBe(iso);
  });

  it('starts an inline edit from the decimal hours', () => {
    expect(hoursToDecimalText(1.5)).toBe('1.5');
    expect(hoursToDecimalText(4 / 3)).toBe('1.33');
  });

  it.each([
    ['1.2', 1.2],
    ['0.1', 0.1],
    ['', null],
    ['  ', null],
    ['abc', null],
    ['0', null],
    ['-2', null],
  ])('an inline edit of %p means %p', (text, hours) => {
    expect(inlineHoursValue(text)).toBe(hours);
  });
});
