// What the Edit Sprint dialog would change (spec 002 section 2 'Edit Sprint dialog'): the pending changes as old
// versus new (its Changes tab), the PATCH body with only those properties, and the status messages.
import {
  changedVersionFields,
  EMPTY_VALUE,
  formatDate,
  VERSION_SHARING_LABELS,
  VERSION_STATUS_LABELS,
  type ProjectVersion,
  type VersionBody,
  type VersionFormValues,
  type VersionStatus,
} from '@tessera/shared';

export const SAVE_CHANGES_LABEL = 'Save Changes';
export const NO_CHANGES_LABEL = 'No Changes';
export const NO_PENDING_CHANGES_MESSAGE = 'No pending changes';
export const statusChangeMessage = (from: VersionStatus, to: VersionStatus) =>
  `Status will change from ${VERSION_STATUS_LABELS[from]} to ${VERSION_STATUS_LABELS[to]}`;
export const reopenWarning = (items: number) =>
  `Reopening this sprint makes its ${items} work item${items === 1 ? '' : 's'} active again: they count as open sprint work and can be changed.`;
export const CONFLICT_MESSAGE = 'Someone else changed this sprint after you opened it. Reload it to see their changes; your edits are kept.';

export type ChangedField = 'name' | 'description' | 'status' | 'startDate' | 'endDate' | 'sharing';

export interface SprintChange {
  field: ChangedField;
  label: string;
  before: string;
  after: string;
}

export interface SprintDiff {
  changes: SprintChange[];
  /** The PATCH body's properties (without lockVersion). */
  body: VersionBody;
}

const shown = (text: string) => (text === '' ? EMPTY_VALUE : text);
const shownDate = (value: string | null) => (value ? formatDate(value) : EMPTY_VALUE);

/** The version as last read versus the form: only what differs is sent (the suite's changedVersionFields). */
export function diffSprint(version: ProjectVersion, values: Partial<VersionFormValues>): SprintDiff {
  const body = changedVersionFields(version, values);
  const changes: SprintChange[] = [];
  if (body.name !== undefined) changes.push({ field: 'name', label: 'Name', before: version.name, after: shown(body.name) });
  if (body.status !== undefined) {
    changes.push({ field: 'status', label: 'Status', before: VERSION_STATUS_LABELS[version.status], after: VERSION_STATUS_LABELS[body.status] });
  }
  if (body.startDate !== undefined) {
    changes.push({ field: 'startDate', label: 'Start date', before: shownDate(version.startDate), after: shownDate(body.startDate) });
  }
  if (body.endDate !== undefined) {
    changes.push({ field: 'endDate', label: 'End date', before: shownDate(version.endDate), after: shownDate(body.endDate) });
  }
  if (body.description !== undefined) {
    changes.push({ field: 'description', label: 'Description', before: shown(version.description), after: shown(body.description.raw) });
  }
  if (body.sharing !== undefined) {
    changes.push({ field: 'sharing', label: 'Visibility', before: VERSION_SHARING_LABELS[version.sharing], after: VERSION_SHARING_LABELS[body.sharing] });
  }
  return { changes, body };
}

/** The Save button: disabled with nothing to save or a blank name; its label says which. */
export function saveButtonState(diff: SprintDiff, name: string | undefined): { label: string; disabled: boolean } {
  if (diff.changes.length === 0) return { label: NO_CHANGES_LABEL, disabled: true };
  return { label: SAVE_CHANGES_LABEL, disabled: (name ?? '').trim() === '' };
}

/** Closed -> open with work items: they become active again (spec 002 section 2). */
export function isReopeningWithItems(from: VersionStatus, to: VersionStatus, workItems: number): boolean {
  return from === 'closed' && to === 'open' && workItems > 0;
}
