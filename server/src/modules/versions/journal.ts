import { VERSION_JOURNABLE, type JournalEntry } from '../../journals/index.ts';

/** The journaled columns of a version, as journal_details.property. */
const JOURNALED = ['name', 'description', 'start_date', 'end_date', 'status', 'sharing'] as const;
export type JournaledColumn = (typeof JOURNALED)[number];
export type JournaledValues = Partial<Record<JournaledColumn, string | null | undefined>>;

/** The details of a creation (`before` null: null -> value), a deletion (`after` null) or a change (the columns `after` holds). */
export function versionDetails(before: JournaledValues | null, after: JournaledValues | null): JournalEntry['details'] {
  const details: JournalEntry['details'] = [];
  for (const column of JOURNALED) {
    if (after !== null && before !== null && !(column in after)) continue;
    // An empty description is no description.
    const normal = (value: string | null | undefined) => (value === undefined || value === null || (column === 'description' && value === '') ? null : value);
    const oldValue = before === null ? null : normal(before[column]);
    const newValue = after === null ? null : normal(after[column]);
    if (oldValue !== newValue) details.push({ property: column, old_value: oldValue, new_value: newValue });
  }
  return details;
}

export function versionJournal(versionId: number, projectId: number, userId: number, createdAt: string, details: JournalEntry['details']): JournalEntry {
  return { journableType: VERSION_JOURNABLE, journableId: versionId, projectId, userId, notes: '', createdAt, details };
}
