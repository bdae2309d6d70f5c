// What the Create and Edit Sprint dialogs add to the suite's version form rules (@tessera/shared version-rules: the
// name and date rules, the date format, the changed-fields PATCH): duration warnings, the '+2w' shortcut, the end
// date picker's minimum, a new sprint's defaults and the POST body (spec 002 sections 2, 5 and 9; docs/api.md
// 'Versions (sprints)'). Pure functions over the form's values, so every rule is unit-tested.
import dayjs, { type Dayjs } from 'dayjs';
import { formatVersionDate, versionDurationDays, versionEndDateError, type VersionBody, type VersionFormValues } from '@tessera/shared';

/** Duration warnings: under 7 days, over 28 days. */
export const SHORT_SPRINT_DAYS = 7;
export const LONG_SPRINT_DAYS = 28;
/** The '+2w' shortcut: end = start + 14 days. */
export const TWO_WEEKS_DAYS = 14;

export const shortSprintWarning = (days: number) =>
  `This sprint is only ${days} day${days === 1 ? '' : 's'} long. Sprints usually last at least ${SHORT_SPRINT_DAYS} days.`;
export const longSprintWarning = (days: number) =>
  `This sprint is ${days} days long. Sprints over ${LONG_SPRINT_DAYS} days are harder to plan and review.`;

export type FormMode = 'create' | 'edit';

/** A warning (not an error) for an unusually short or long sprint; null when none applies or the dates are invalid. */
export function durationWarning(start: Dayjs | null | undefined, end: Dayjs | null | undefined): string | null {
  const days = versionDurationDays(start, end);
  if (days === null || versionEndDateError(start, end) !== null) return null;
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

/** What a new sprint starts from: today, two weeks long, open, visible in this project only. */
export function newSprintDefaults(today: Dayjs = dayjs()): VersionFormValues {
  const start = today.startOf('day');
  return { name: '', description: '', startDate: start, endDate: plusTwoWeeks(start), status: 'open', sharing: 'none' };
}

/** The form's values -> POST /versions body (the defining project is added by the request). */
export function buildCreateBody(values: VersionFormValues): VersionBody {
  const body: VersionBody = { name: values.name.trim(), status: values.status, sharing: values.sharing };
  const description = values.description?.trim();
  if (description) body.description = { raw: description };
  const startDate = formatVersionDate(values.startDate);
  const endDate = formatVersionDate(values.endDate);
  if (startDate) body.startDate = startDate;
  if (endDate) body.endDate = endDate;
  return body;
}
