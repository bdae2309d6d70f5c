import { AnswerCache } from './answer-cache.ts';
import type { Db } from './db/index.ts';

// Only the Db's identity matters to the cache.
const db = {} as Db;
const otherDb = {} as Db;

test('computes an answer once, however many ask while it is being computed', async () => {
  const cache = new AnswerCache<number>(10);
  let computations = 0;
  let finish!: (value: number) => void;
  const compute = () => {
    computations += 1;
    return new Promise<number>((resolve) => (finish = resolve));
  };
  const first = cache.get(db, 'k', compute);
  const second = cache.get(db, 'k', compute);
  finish(42);
  expect(await Promise.all([first, second])).toEqual([42, 42]);
  expect(await cache.get(db, 'k', compute)).toBe(42);
  expect(computations).toBe(1);
  expect(cache.peek(db, 'k')).toBe(42);
});

test('keeps no failure, and keeps each database apart', async () => {
  const cache = new AnswerCache<number>(10);
  await expect(cache.get(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  expect(cache.peek(db, 'k')).toBeUndefined();
  expect(await cache.get(db, 'k', () => Promise.resolve(1))).toBe(1);
  expect(cache.peek(otherDb, 'k')).toBeUndefined();
});
