import { BoundedCache } from './bounded-cache.ts';

test('keeps at most its capacity, dropping the oldest entry first', () => {
  const cache = new BoundedCache<string, number>(2);
  cache.set('a', 1);
  cache.set('b', 2);
  cache.set('a', 10); // an update is not a new entry
  cache.set('c', 3);
  expect(cache.get('a')).toBeUndefined();
  expect(cache.get('b')).toBe(2);
  expect(cache.get('c')).toBe(3);
});
