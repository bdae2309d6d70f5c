import type { Db } from '../../db/index.ts';
import { AnswerCache } from '../../answer-cache.ts';

/** Answers kept per server: a burndown or a project's figures is a few KB, so a thousand is a few MB. */
const FIGURES_CACHE_CAPACITY = 1000;

/**
 * Computed sprint figures (burndown, statistics), keyed by everything they depend on: the sprint or project, the day,
 * and the generations of the projects whose packages and journals they read and of the reference data (statuses,
 * versions), which the triggers of migration 0021 move with every write there. So any write that changes an answer
 * changes its key, on whichever instance it happened, and the journals are replayed once per change instead of once per
 * request.
 */
const figures = new AnswerCache<unknown>(FIGURES_CACHE_CAPACITY);

export function cachedFigures<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  return figures.get(db, key, compute) as Promise<T>;
}
