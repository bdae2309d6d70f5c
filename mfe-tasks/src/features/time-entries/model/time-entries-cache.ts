// Pure updates of a cached list of time entries (newest first), for changes applied before the server answers.
import type { SpentOnRange, TimeEntriesPage, TimeEntry } from '../api/time-entries-api';

/** The card's order: newest day first, then newest entry (temporary entries, with negative ids, first). */
function newestFirst(a: TimeEntry, b: TimeEntry): number {
  if (a.spentOn !== b.spentOn) return a.spentOn < b.spentOn ? 1 : -1;
  if ((a.id < 0) !== (b.id < 0)) return a.id < 0 ? -1 : 1;
  return b.id - a.id;
}

export function inRange(spentOn: string, range: SpentOnRange): boolean {
  return (!range.from || spentOn >= range.from) && (!range.to || spentOn <= range.to);
}

export function withEntryAdded(page: TimeEntriesPage, entry: TimeEntry, range: SpentOnRange): TimeEntriesPage {
  if (!inRange(entry.spentOn, range)) return page;
  return { entries: [...page.entries, entry].sort(newestFirst), total: page.total + 1, totalHours: page.totalHours + entry.hours };
}

/** Replaces an entry (the server's copy, or new hours); a replacement outside the range leaves the list. */
export function withEntryReplaced(page: TimeEntriesPage, id: number, replacement: TimeEntry, range: SpentOnRange): TimeEntriesPage {
  const current = page.entries.find((entry) => entry.id === id);
  if (!current) return page;
  const rest = page.entries.filter((entry) => entry.id !== id);
  if (!inRange(replacement.spentOn, range)) return { entries: rest, total: page.total - 1, totalHours: page.totalHours - current.hours };
  return { entries: [...rest, replacement].sort(newestFirst), total: page.total, totalHours: page.totalHours - current.hours + replacement.hours };
}

export function rangeOfKey(key: readonly unknown[]): SpentOnRange {
  const [from, to] = key.slice(-2) as string[];
  return { from: from || null, to: to || null };
}
