import { toBoolean, toIsoString } from '../../db/values.ts';
import { formatIsoDuration } from '../../http/durations.ts';
import { actionLink, formattable, link, type Link } from '../../http/hal.ts';
import { embeddedUser } from '../memberships/index.ts';
import { activityPath } from '../time-entry-activities/index.ts';
import type { TimeEntryRecord } from './queries.ts';

export interface TimeEntryContext {
  /** Whether the caller may change or delete this entry (its action links). */
  mayEdit: boolean;
}

/**
 * OpenProject's TimeEntry. The work package is linked both as `entity` (OpenProject 15+) and as `workPackage` (older
 * releases, and spec 001); the owner's name is the user link's title and is embedded for lists that show it.
 */
export function representTimeEntry(entry: TimeEntryRecord, context: TimeEntryContext) {
  const self = `/time_entries/${entry.id}`;
  const workPackage: Link = entry.work_package_id === null ? { href: null } : link(`/work_packages/${entry.work_package_id}`, entry.work_package_subject ?? undefined);
  const userLink = link(`/users/${entry.user_id}`, entry.user_name);
  const links: Record<string, Link> = {
    self: link(self),
    project: link(`/projects/${entry.project_id}`, entry.project_name),
    entity: workPackage,
    workPackage,
    user: userLink,
    activity: link(activityPath(entry.activity_id), entry.activity_name),
  };
  if (context.mayEdit) {
    links.updateImmediately = actionLink(self, 'patch');
    links.delete = actionLink(self, 'delete');
  }
  return {
    _type: 'TimeEntry',
    id: entry.id,
    comment: formattable(entry.comment, 'plain'),
    spentOn: entry.spent_on,
    hours: formatIsoDuration(entry.hours),
    ongoing: toBoolean(entry.ongoing),
    createdAt: toIsoString(entry.created_at),
    updatedAt: toIsoString(entry.updated_at),
    _links: links,
    _embedded: { user: embeddedUser(entry.user_id, entry.user_name) },
  };
}

export type TimeEntryRepresentation = ReturnType<typeof representTimeEntry>;
