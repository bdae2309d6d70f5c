// The rules of a version's (sprint's) form, as every dialog that creates or edits one checks them: the Versions tab
// of project settings (mfe-projects) and the sprint dialogs (mfe-sprints). Spec 002 section 5; the server checks
// the same (docs/api.md 'Versions (sprints)'). Pure functions over the form's values (dayjs dates).
import dayjs, { type Dayjs } from 'dayjs';
import type { ProjectVersion, VersionSharing, VersionStatus } from './version';
import { VERSION_SHARINGS, VERSION_SHARING_LABELS, VERSION_STATUSES, VERSION_STATUS_LABELS } from './version';
import type { VersionBody } from './version-api';

export const VERSION_NAME_MIN_LENGTH = 2;
/** 'under 100' characters (the server refuses 100 and more). */
export const VERSION_NAME_MAX_LENGTH = 99;
/** Spec 002 section 9: a sprint lasts at most 180 days. */
export const VERSION_MAX_DURATION_DAYS = 180;
/** How the dates are shown in the date pickers and sent to the API. */
export const VERSION_DATE_FORMAT = 'YYYY-MM-DD';

export const VERSION_NAME_REQUIRED_MESSAGE = 'Sprint name is required';
export const VERSION_NAME_TOO_SHORT_MESSAGE = 'Sprint name must be at least 2 characters';
export const VERSION_NAME_TOO_LONG_MESSAGE = 'Sprint name must be less than 100 characters';
export const VERSION_END_NOT_AFTER_START_MESSAGE = 'End date must be after start date';
export const VERSION_DURATION_TOO_LONG_MESSAGE = 'Sprint duration cannot exceed 6 months';
/** Checked on create only (spec 002 section 5); the server accepts past dates (imports, fixing old sprints). */
export const VERSION_START_IN_PAST_MESSAGE = 'Start date cannot be in the past';
/** After 'System-wide' for a caller who is not an administrator (the server lets only them share with every project). */
export const VERSION_SYSTEM_SHARING_ADMIN_ONLY = 'administrators only';

/** A version form's values (the dates as the date pickers hold them). */
export interface VersionFormValues {
  name: string;
  description?: string;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  status: VersionStatus;
  sharing: VersionSharing;
}

/** The server names the property it refuses (422); this is the form field that shows it. */
export const VERSION_FIELD_BY_ATTRIBUTE: Readonly<Record<string, keyof VersionFormValues>> = {
  name: 'name',
  description: 'description',
  startDate: 'startDate',
  endDate: 'endDate',
  status: 'status',
  sharing: 'sharing',
};

/** The form's values for an existing version. */
export function versionFormValues(version: ProjectVersion): VersionFormValues {
  return {
    name: version.name,
    description: version.description,
    startDate: version.startDate ? dayjs(version.startDate) : null,
    endDate: version.endDate ? dayjs(version.endDate) : null,
    status: version.status,
    sharing: version.sharing,
  };
}

/** The name's error, null when it is acceptable. The server trims the name before its checks; so does this. */
export function versionNameError(name: string | undefined): string | null {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return VERSION_NAME_REQUIRED_MESSAGE;
  if (trimmed.length < VERSION_NAME_MIN_LENGTH) return VERSION_NAME_TOO_SHORT_MESSAGE;
  if (trimmed.length > VERSION_NAME_MAX_LENGTH) return VERSION_NAME_TOO_LONG_MESSAGE;
  return null;
}

/** Whole days from start to end (14 for a two-week sprint), null unless both are set. */
export function versionDurationDays(start: Dayjs | null | undefined, end: Dayjs | null | undefined): number | null {
  if (!start || !end) return null;
  return end.startOf('day').diff(start.startOf('day'), 'day');
}

/** The start date's error: a past start is refused when creating only (editing an old sprint must stay possible). */
export function versionStartDateError(start: Dayjs | null | undefined, creating: boolean, today: Dayjs = dayjs()): string | null {
  if (!creating || !start) return null;
  return start.isBefore(today, 'day') ? VERSION_START_IN_PAST_MESSAGE : null;
}

/** The end date's error, with both dates: the end after the start, at most 180 days after it. */
export function versionEndDateError(start: Dayjs | null | undefined, end: Dayjs | null | undefined): string | null {
  const days = versionDurationDays(start, end);
  if (days === null) return null;
  if (days <= 0) return VERSION_END_NOT_AFTER_START_MESSAGE;
  if (days > VERSION_MAX_DURATION_DAYS) return VERSION_DURATION_TOO_LONG_MESSAGE;
  return null;
}

/** A picker's date as the API takes it ('2026-11-16'), null for none. */
export function formatVersionDate(value: Dayjs | null | undefined): string | null {
  return value ? value.format(VERSION_DATE_FORMAT) : null;
}

/**
 * The PATCH body's properties (without lockVersion): only what the form changed from `baseline` (the version as last
 * read). A field the form has not reported yet (undefined) counts as unchanged; a cleared date (null) as a change.
 */
export function changedVersionFields(baseline: ProjectVersion, values: Partial<VersionFormValues>): VersionBody {
  const body: VersionBody = {};
  const name = (values.name ?? baseline.name).trim();
  if (name !== baseline.name) body.name = name;
  const description = (values.description ?? baseline.description).trim();
  if (description !== baseline.description.trim()) body.description = { raw: description };
  const startDate = values.startDate === undefined ? baseline.startDate : formatVersionDate(values.startDate);
  if (startDate !== baseline.startDate) body.startDate = startDate;
  const endDate = values.endDate === undefined ? baseline.endDate : formatVersionDate(values.endDate);
  if (endDate !== baseline.endDate) body.endDate = endDate;
  const status = values.status ?? baseline.status;
  if (status !== baseline.status) body.status = status;
  const sharing = values.sharing ?? baseline.sharing;
  if (sharing !== baseline.sharing) body.sharing = sharing;
  return body;
}

export interface VersionOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

/** The status select's options, in the order the dialogs offer them. */
export function versionStatusOptions(): VersionOption<VersionStatus>[] {
  return VERSION_STATUSES.map((status) => ({ value: status, label: VERSION_STATUS_LABELS[status] }));
}

/**
 * The sharing select's options. Only administrators may share with every project: for anyone else 'System-wide' is
 * disabled and says so, unless it is the version's `current` sharing (an administrator set it; it stays selectable).
 */
export function versionSharingOptions(isAdmin: boolean, current?: VersionSharing): VersionOption<VersionSharing>[] {
  return VERSION_SHARINGS.map((sharing) => {
    const adminOnly = sharing === 'system' && !isAdmin && current !== 'system';
    return {
      value: sharing,
      label: adminOnly ? `${VERSION_SHARING_LABELS[sharing]} (${VERSION_SYSTEM_SHARING_ADMIN_ONLY})` : VERSION_SHARING_LABELS[sharing],
      disabled: adminOnly,
    };
  });
}
