import type { WorkPackagesTable } from '../../db/schema.ts';
import { journalValue, type DetailInput, type ReferenceKind } from '../../journals/index.ts';


export type JournaledKind =
  | { kind: 'text' }
  /** Long text: the activity says that it changed, not what it says. */
  | { kind: 'longtext' }
  | { kind: 'date' }
  | { kind: 'hours' }
  | { kind: 'integer' }
  | { kind: 'percent' }
  | { kind: 'reference'; reference: ReferenceKind };

export type JournaledColumn = keyof Pick<
  WorkPackagesTable,
  | 'subject'
  | 'description'
  | 'type_id'
  | 'status_id'
  | 'priority_id'
  | 'assigned_to_id'
  | 'responsible_id'
  | 'parent_id'
  | 'version_id'
  | 'start_date'
  | 'due_date'
  | 'estimated_hours'
  | 'remaining_hours'
  | 'story_points'
  | 'done_ratio'
  | 'position'
>;

/**
 * Every work package property a journal records (journal_details.property is the column name), with the label the
 * activity shows. The values are stored as text: ids and numbers as decimal strings, dates as YYYY-MM-DD.
 */
export const WORK_PACKAGE_JOURNALED: Record<JournaledColumn, JournaledKind & { label: string }> = {
  subject: { label: 'Subject', kind: 'text' },
  description: { label: 'Description', kind: 'longtext' },
  type_id: { label: 'Type', kind: 'reference', reference: 'type' },
  status_id: { label: 'Status', kind: 'reference', reference: 'status' },
  priority_id: { label: 'Priority', kind: 'reference', reference: 'priority' },
  assigned_to_id: { label: 'Assignee', kind: 'reference', reference: 'principal' },
  responsible_id: { label: 'Accountable', kind: 'reference', reference: 'principal' },
  parent_id: { label: 'Parent', kind: 'reference', reference: 'work_package' },
  version_id: { label: 'Version', kind: 'reference', reference: 'version' },
  start_date: { label: 'Start date', kind: 'date' },
  due_date: { label: 'Finish date', kind: 'date' },
  estimated_hours: { label: 'Estimated time', kind: 'hours' },
  remaining_hours: { label: 'Remaining time', kind: 'hours' },
  story_points: { label: 'Story points', kind: 'integer' },
  done_ratio: { label: '% Complete', kind: 'percent' },
  position: { label: 'Position', kind: 'integer' },
};

export const JOURNALED_COLUMNS = Object.keys(WORK_PACKAGE_JOURNALED) as JournaledColumn[];

/** The details of a change: every journaled column whose value differs (after text conversion). */
export function diffDetails(before: Partial<Record<JournaledColumn, unknown>>, after: Partial<Record<JournaledColumn, unknown>>): DetailInput[] {
  const details: DetailInput[] = [];
  for (const column of JOURNALED_COLUMNS) {
    if (!(column in after)) continue;
    const oldValue = journalValue(before[column] as string | number | null | undefined);
    const newValue = journalValue(after[column] as string | number | null | undefined);
    if (oldValue !== newValue) details.push({ property: column, old_value: oldValue, new_value: newValue });
  }
  return details;
}

/** The details of a creation (null -> value) or of a deletion (value -> null). */
export function snapshotDetails(row: Partial<Record<JournaledColumn, unknown>>, direction: 'created' | 'deleted'): DetailInput[] {
  const details: DetailInput[] = [];
  for (const column of JOURNALED_COLUMNS) {
    const value = journalValue(row[column] as string | number | null | undefined);
    // An empty description or position 0 is the default, not information.
    if (value === null || (column === 'description' && value === '') || (column === 'position' && direction === 'created')) continue;
    details.push(direction === 'created' ? { property: column, old_value: null, new_value: value } : { property: column, old_value: value, new_value: null });
  }
  return details;
}
