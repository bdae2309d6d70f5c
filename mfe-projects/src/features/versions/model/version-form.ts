// The version dialog's values, its rules (spec 002 section 5, as docs/api.md has the server check them) and the
// request bodies (docs/api.md 'Versions (sprints)': POST /versions, PATCH /versions/{id} with the changed fields).
import dayjs, { type Dayjs } from 'dayjs';
import type { ProjectVersion, VersionSharing, VersionStatus } from '@tessera/shared';
import { projectHref } from '../../projects/api/project-writes';
import {
  DURATION_TOO_LONG,
  END_NOT_AFTER_START,
  MAX_DURATION_DAYS,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  NAME_TOO_SHORT,
  START_IN_PAST,
} from './versions-messages';

export const DATE_FORMAT = 'YYYY-MM-DD';

export interface VersionFormValues {
  name: string;
  description: string;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  status: VersionStatus;
  sharing: VersionSharing;
}

/** The server names the property it refuses (422); this is the field that shows it. */
export const VERSION_FIELD_BY_ATTRIBUTE: Readonly<Record<string, keyof VersionFormValues>> = {
  name: 'name',
  description: 'description',
  startDate: 'startDate',
  endDate: 'endDate',
  status: 'status',
  sharing: 'sharing',
};

export function initialVersionValues(version?: ProjectVersion): VersionFormValues {
  return {
    name: version?.name ?? '',
    description: version?.description ?? '',
    startDate: version?.startDate ? dayjs(version.startDate) : null,
    endDate: version?.endDate ? dayjs(version.endDate) : null,
    status: version?.status ?? 'open',
    sharing: version?.sharing ?? 'none',
  };
}

/** The server trims the name before its checks; so does this. */
export function nameError(name: string | undefined): string | null {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return NAME_REQUIRED;
  if (trimmed.length < NAME_MIN_LENGTH) return NAME_TOO_SHORT;
  if (trimmed.length > NAME_MAX_LENGTH) return NAME_TOO_LONG;
  return null;
}

/** With both dates: the end after the start, at most 180 days after it. */
export function endDateError(start: Dayjs | null | undefined, end: Dayjs | null | undefined): string | null {
  if (!start || !end) return null;
  const days = end.startOf('day').diff(start.startOf('day'), 'day');
  if (days <= 0) return END_NOT_AFTER_START;
  if (days > MAX_DURATION_DAYS) return DURATION_TOO_LONG;
  return null;
}

/** On create only: a new sprint does not start in the past (editing an old one must stay possible). */
export function startDateError(start: Dayjs | null | undefined, creating: boolean, today: Dayjs = dayjs()): string | null {
  if (!creating || !start) return null;
  return start.isBefore(today, 'day') ? START_IN_PAST : null;
}

const dateValue = (value: Dayjs | null | undefined): string | null => (value ? value.format(DATE_FORMAT) : null);

export interface NewVersionBody {
  name: string;
  description: { raw: string };
  startDate: string | null;
  endDate: string | null;
  status: VersionStatus;
  sharing: VersionSharing;
  _links: { definingProject: { href: string } };
}

/** POST /versions: a version defined by this project. */
export function createVersionBody(values: VersionFormValues, projectId: number): NewVersionBody {
  return {
    name: values.name.trim(),
    description: { raw: values.description.trim() },
    startDate: dateValue(values.startDate),
    endDate: dateValue(values.endDate),
    status: values.status,
    sharing: values.sharing,
    _links: { definingProject: { href: projectHref(projectId) } },
  };
}

export interface VersionPatch {
  lockVersion: number;
  name?: string;
  description?: { raw: string };
  startDate?: string | null;
  endDate?: string | null;
  status?: VersionStatus;
  sharing?: VersionSharing;
}

/**
 * PATCH /versions/{id}: only what the user changed from `baseline` (the version as the dialog opened), on
 * `lockVersion` (the latest read). After a conflict the list is read again and saving sends the user's edits on
 * the new version, leaving what someone else changed in the other fields as they left it.
 */
export function versionPatch(values: VersionFormValues, baseline: ProjectVersion, lockVersion: number): VersionPatch {
  const patch: VersionPatch = { lockVersion };
  const name = values.name.trim();
  if (name !== baseline.name) patch.name = name;
  const description = values.description.trim();
  if (description !== baseline.description.trim()) patch.description = { raw: description };
  const startDate = dateValue(values.startDate);
  if (startDate !== baseline.startDate) patch.startDate = startDate;
  const endDate = dateValue(values.endDate);
  if (endDate !== baseline.endDate) patch.endDate = endDate;
  if (values.status !== baseline.status) patch.status = values.status;
  if (values.sharing !== baseline.sharing) patch.sharing = values.sharing;
  return patch;
}

/** True when a patch would change something (more than the lockVersion). */
export function patchChangesSomething(patch: VersionPatch): boolean {
  return Object.keys(patch).length > 1;
}
