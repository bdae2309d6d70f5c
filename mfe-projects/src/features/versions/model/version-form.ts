// The version dialog's starting values and its POST body (docs/api.md 'Versions (sprints)'). The rules (spec 002
// section 5), the PATCH of the changed fields and the requests are the suite's, in @tessera/shared.
import { formatVersionDate, versionFormValues, type ProjectVersion, type VersionBody, type VersionFormValues } from '@tessera/shared';

/** The version as it is, or for a new one: no dates, open, this project only. */
export function initialVersionValues(version?: ProjectVersion): VersionFormValues {
  if (version) return versionFormValues(version);
  return { name: '', description: '', startDate: null, endDate: null, status: 'open', sharing: 'none' };
}

/** POST /versions: every property, a blank description and missing dates too (the request adds the defining project). */
export function createVersionBody(values: VersionFormValues): VersionBody {
  return {
    name: values.name.trim(),
    description: { raw: (values.description ?? '').trim() },
    startDate: formatVersionDate(values.startDate),
    endDate: formatVersionDate(values.endDate),
    status: values.status,
    sharing: values.sharing,
  };
}
