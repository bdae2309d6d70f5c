import type { VersionSharing, VersionStatus } from '../../db/schema.ts';
import { toBoolean, toIsoString } from '../../db/values.ts';
import { daysFrom } from '../../http/dates.ts';
import { actionLink, API_PREFIX, formattable, link, schemaProperty, schemaResource, type Link } from '../../http/hal.ts';

/** A version name's length limits (the schema shows them; the service checks them). */
export const VERSION_NAME_MIN_LENGTH = 2;
export const VERSION_NAME_MAX_LENGTH = 99;

/** What a representation reads: the row with its defining project's name. */
export interface VersionView {
  id: number;
  project_id: number;
  name: string;
  description: string;
  start_date: string | null;
  end_date: string | null;
  status: VersionStatus;
  sharing: VersionSharing;
  lock_version: number;
  created_at: Date | string;
  updated_at: Date | string;
  project_name: string;
  project_active: boolean | number;
}

/** Spec 002 section 3: only an open version with an end date has days remaining (negative once it has passed). */
export function daysRemaining(version: Pick<VersionView, 'status' | 'end_date'>, today: string): number | null {
  return version.status === 'open' && version.end_date !== null ? daysFrom(today, version.end_date) : null;
}

export interface VersionContext {
  /** The caller's permissions in the defining project. */
  permissions: ReadonlySet<string>;
  /** The server's day (UTC), 'YYYY-MM-DD'. */
  today: string;
}

/** Writes need manage_versions in the defining project, which must be active (an archived project is read-only). */
export const mayManageVersion = (version: Pick<VersionView, 'project_active'>, permissions: ReadonlySet<string>) =>
  permissions.has('manage_versions') && toBoolean(version.project_active);

export const VERSION_SCHEMA_PATH = '/versions/schema';

/** OpenProject's schema of a version (sprint): status and sharing default to open and none. */
export function representVersionSchema() {
  return schemaResource(VERSION_SCHEMA_PATH, {
    id: schemaProperty('Integer', 'ID', { required: true }),
    name: schemaProperty('String', 'Name', { required: true, writable: true, minLength: VERSION_NAME_MIN_LENGTH, maxLength: VERSION_NAME_MAX_LENGTH }),
    description: schemaProperty('Formattable', 'Description', { writable: true }),
    startDate: schemaProperty('Date', 'Start date', { writable: true }),
    endDate: schemaProperty('Date', 'Finish date', { writable: true }),
    status: schemaProperty('String', 'Status', { required: true, hasDefault: true, writable: true }),
    sharing: schemaProperty('String', 'Sharing', { required: true, hasDefault: true, writable: true }),
    lockVersion: schemaProperty('Integer', 'Resource Version', { required: true }),
    createdAt: schemaProperty('DateTime', 'Created on', { required: true }),
    updatedAt: schemaProperty('DateTime', 'Updated on', { required: true }),
    definingProject: schemaProperty('Project', 'Project', { required: true, writable: true, location: '_links', allowedValues: `${API_PREFIX}/projects` }),
  });
}

/** OpenProject's Version, with the sprint fields of spec 002 (startDate, status, sharing, daysRemaining). */
export function representVersion(version: VersionView, context: VersionContext) {
  const self = `/versions/${version.id}`;
  const links: Record<string, Link> = {
    self: link(self, version.name),
    schema: link(VERSION_SCHEMA_PATH),
    // A version shared from a project the caller cannot see names it by id only: its name is not theirs to read
    // (OpenProject leaves such a project out). Any permission there, public ones included, means they see it.
    definingProject: context.permissions.size > 0 ? link(`/projects/${version.project_id}`, version.project_name) : link(`/projects/${version.project_id}`),
    availableInProjects: link(`${self}/projects`),
  };
  if (mayManageVersion(version, context.permissions)) {
    links.update = actionLink(self, 'patch');
    links.delete = actionLink(self, 'delete');
  }
  return {
    _type: 'Version',
    id: version.id,
    name: version.name,
    description: formattable(version.description),
    startDate: version.start_date,
    endDate: version.end_date,
    status: version.status,
    sharing: version.sharing,
    lockVersion: version.lock_version,
    daysRemaining: daysRemaining(version, context.today),
    createdAt: toIsoString(version.created_at),
    updatedAt: toIsoString(version.updated_at),
    _links: links,
  };
}

export type VersionRepresentation = ReturnType<typeof representVersion>;
