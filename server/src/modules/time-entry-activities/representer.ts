import { toBoolean } from '../../db/values.ts';
import { API_PREFIX, buildQueryString, link } from '../../http/hal.ts';
import type { ActivityRecord } from './queries.ts';

export const activityPath = (id: number) => `/time_entries/activities/${id}`;

/** The projects where an activity can be used: the caller's available_projects narrowed to it. */
const projectsHref = (id: number) =>
  `${API_PREFIX}/time_entries/available_projects${buildQueryString({ filters: JSON.stringify([{ activity: { operator: '=', values: [String(id)] } }]) })}`;

/**
 * OpenProject's TimeEntriesActivity. `projects` links to a collection rather than listing every project inline, so
 * the representation stays small whatever the number of projects (spec 001's `projectIds` come from that list).
 */
export function representActivity(activity: ActivityRecord) {
  const isDefault = toBoolean(activity.is_default);
  return {
    _type: 'TimeEntriesActivity',
    id: activity.id,
    name: activity.name,
    position: activity.position,
    default: isDefault,
    /** Spec 001 section 3 spells it isDefault. */
    isDefault,
    active: toBoolean(activity.active),
    _links: {
      self: link(activityPath(activity.id), activity.name),
      projects: { href: projectsHref(activity.id) },
    },
  };
}
