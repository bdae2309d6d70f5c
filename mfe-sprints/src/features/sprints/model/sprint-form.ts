// The rules of the Create and Edit Sprint dialogs (spec 002 sections 2, 5 and 9) and the bodies they send
// (docs/api.md 'Versions (sprints)'). Pure functions over the form's values, so every rule is unit-tested.
import dayjs, { type Dayjs } from 'dayjs';
import type { VersionSharing, VersionStatus } from '@tessera/shared';
import type { VersionBody } from '../api/versions-api';

export const SPRINT_NAME_MIN_LENGTH = 2;
/** 'under 100' characters (the server refuses 100 and more). */
export const SPRINT_NAME_MAX_LENGTH = 99;
export const SPRINT_MAX_DURATION_DAYS = 180;
/** Duration warnings: under 7 days, over 28 days. */
export const SHORT_SPRINT_DAYS = 7;
export const LONG_SPRINT_DAYS = 28;
/** The '+2w' shortcut: end = start + 14 days. */
export const TWO_WEEKS_DAYS = 14;
export const DATE_FORMAT = 'YYYY-MM-DD';

export const NAME_REQUIRED_MESSAGE = 'Sprint name is required';
export const NAME_TOO_SHORT_MESSAGE = 'Sprint name must be at least 2 characters';
export const NAME_TOO_LONG_MESSAGE = 'Sprint name must be less than 100 characters';
export const END_BEFORE_START_MESSAGE = 'End date must be after start date';
export const DURATION_TOO_LONG_MESSAGE = 'Sprint duration cannot exceed 6 months';
export const START_IN_PAST_MESSAGE = 'Start date cannot be in the past';
export const shortSprintWarning = (days: number) =>
  `This sprint is only ${days} day${days === 1 ? '' : 's'} long. Sprints usually last at least ${SHORT_SPRINT_DAYS} days.`;
export const longSprintWarning = (days: number) =>
  `This sprint is ${days} days long. Sprints over ${LONG_SPRINT_DAYS} days are harder to plan and review.`;

export interface SprintFormValues {
  name: string;
  description?: string;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  status: VersionStatus;
  sharing: VersionSharing;
}

/** The server names the property it refuses (422); this is the field that shows it. */
export const SERVER_FIELD_TO_FORM_FIELD: Readonly<Record<string, keyof SprintFormValues>> = {
  name: 'name',
  description: 'description',
  startDate: 'startDate',
  endDate: 'endDate',
  status: 'status',
  sharing: 'sharing',
};

/** null when the name is acceptable. */
export function sprintNameError(name: string | undefined): string | null {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return NAME_REQUIRED_MESSAGE;
  if (trimmed.length < SPRINT_NAME_MIN_LENGTH) return NAME_TOO_SHORT_MESSAGE;
  if (trimmed.length > SPRINT_NAME_MAX_LENGTH) return NAME_TOO_LONG_MESSAGE;
  return null;
}

/** Whole days from start to end (14 for a two-week sprint), null unless both are set. */
export function sprintDurationDays(start: Dayjs | null | undefined, end: Dayjs | null | undefined): number | null {
  if (!start || !end) return null;
  return end.startOf('day').diff(start.startOf('day'), 'day');
}

export type FormMode = 'create' | 'edit';

/** The start date's error: a past start is refused on create only (importing or fixing past sprints is fine). */
export function startDateError(start: Dayjs | null | undefined, mode: FormMode, today: Dayjs = dayjs()): string | null {
  if (mode === 'create' && start && start.isBefore(today, 'day')) return START_IN_PAST_MESSAGE;
  return null;
}

/** The end date's error: after the start, at most 180 days after it. */
export function endDateError(start: Dayjs | null | undefined, end: Dayjs | null | undefined): string | null {
  const days = sprintDurationDays(start, end);
  if (days === null) return null;
  if (days <= 0) return END_BEFORE_START_MESSAGE;
  if (days > SPRINT_MAX_DURATION_DAYS) return DURATION_TOO_LONG_MESSAGE;
  return null;
}

/** A warning (not an error) for an unusually short or long sprint; null when none applies or the dates are invalid. */
export function durationWarning(start: Dayjs | null | undefined, end: Dayjs | null | undefined): string | null {
  const days = sprintDurationDays(start, end);
  if (days === null || endDateError(start, end) !== null) return null;
  if (days < SHORT_SPRINT_DAYS) return shortSprintWarning(days);
  if (days > LONG_SPRINT_DAYS) return longSprintWarning(days);
  return null;
}

/** '+2w': the end date two weeks after the start. */
export function plusTwoWeeks(start: Dayjs): Dayjs {
  return start.add(TWO_WEEKS_DAYS, 'day');
}

/** The end date picker offers nothing before the start (spec 002 section 5: its minimum is the start date). */
export function isBeforeStart(start: Dayjs | null | undefined) {
  return (day: Dayjs) => Boolean(start && day.isBefore(start, 'day'));
}

export const formatFormDate = (value: Dayjs | null | undefined): string | null => (value ? value.format(DATE_FORMAT) : null);

/** What a new sprint starts from: today, two weeks long, open, visible in this project only. */
export function newSprintDefaults(today: Dayjs = dayjs()): SprintFormValues {
  const start = today.startOf('day');
  return { name: '', description: '', startDate: start, endDate: plusTwoWeeks(start), status: 'open', sharing: 'none' };
}

/** The form's values -> POST /versions body (the defining project is added by the request). */
export function buildCreateBody(values: SprintFormValues): VersionBody {
  const body: VersionBody = { name: values.name.trim(), status: values.status, sharing: values.sharing };
  const description = values.description?.trim();
  if (description) body.description = { raw: description };
  const startDate = formatFormDate(values.startDate);
  const endDate = formatFormDate(values.endDate);
  if (startDate) body.startDate = startDate;
  if (endDate) body.endDate = endDate;
  return body;
}
