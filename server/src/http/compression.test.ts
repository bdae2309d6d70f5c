import { preferredEncoding } from './compression.ts';

describe('preferredEncoding', () => {
  test.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['*', 'gzip'],
    ['BR', 'br'],
  ])('%p -> %p', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
