// What the Edit Sprint dialog would change (spec 002 section 2 'Edit Sprint dialog'): the pending changes as old
// versus new (its Changes tab), the PATCH body with only those properties, and the status messages.
import dayjs from 'dayjs';
import {
  EMPTY_VALUE,
  formatDate,
  VERSION_SHARING_LABELS,
  VERSION_STATUS_LABELS,
  type ProjectVersion,
  type VersionStatus,
} from '@tessera/shared';
import type { VersionBody } from '../../sprints/api/versions-api';
import { formatFormDate, type SprintFormValues } from '../../sprints/model/sprint-form';

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

/** The version as last read versus the form: only what differs is sent. */
export function diffSprint(version: ProjectVersion, values: Partial<SprintFormValues>): SprintDiff {
  const changes: SprintChange[] = [];
  const body: VersionBody = {};
  const name = (values.name ?? version.name).trim();
  if (name !== version.name) {
    changes.push({ field: 'name', label: 'Name', before: version.name, after: shown(name) });
    body.name = name;
  }
  const status = values.status ?? version.status;
  if (status !== version.status) {
    changes.push({ field: 'status', label: 'Status', before: VERSION_STATUS_LABELS[version.status], after: VERSION_STATUS_LABELS[status] });
    body.status = status;
  }
  const startDate = values.startDate === undefined ? version.startDate : formatFormDate(values.startDate);
  if (startDate !== version.startDate) {
    changes.push({ field: 'startDate', label: 'Start date', before: shownDate(version.startDate), after: shownDate(startDate) });
    body.startDate = startDate;
  }
  const endDate = values.endDate === undefined ? version.endDate : formatFormDate(values.endDate);
  if (endDate !== version.endDate) {
    changes.push({ field: 'endDate', label: 'End date', before: shownDate(version.endDate), after: shownDate(endDate) });
    body.endDate = endDate;
  }
  const description = (values.description ?? version.description).trim();
  if (description !== version.description.trim()) {
    changes.push({ field: 'description', label: 'Description', before: shown(version.description), after: shown(description) });
    body.description = { raw: description };
  }
  const sharing = values.sharing ?? version.sharing;
  if (sharing !== version.sharing) {
    changes.push({ field: 'sharing', label: 'Visibility', before: VERSION_SHARING_LABELS[version.sharing], after: VERSION_SHARING_LABELS[sharing] });
    body.sharing = sharing;
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

/** The form's starting values for a version. */
export function formValuesOf(version: ProjectVersion): SprintFormValues {
  return {
    name: version.name,
    description: version.description,
    startDate: version.startDate ? dayjs(version.startDate) : null,
    endDate: version.endDate ? dayjs(version.endDate) : null,
    status: version.status,
    sharing: version.sharing,
  };
}
