import type { FastifyInstance } from 'fastify';
import type { PrincipalRow } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { API_PREFIX } from '../../http/hal.ts';
import { parseFilters, type FilterDefinition } from '../../http/query.ts';
import * as queries from './queries.ts';
import { representActivity } from './representer.ts';
import { actorOf, projectAccess } from '../../access/index.ts';

/**
 * The only filter of the activities list: the projects whose available activities are wanted. It is parsed like every
 * filter (same errors) but not turned into SQL: each project's visibility is checked, then its own list is read.
 */
const ACTIVITY_FILTERS: FilterDefinition<never>[] = [
  {
    name: 'project',
    aliases: ['project_id', 'projectId'],
    operators: ['='],
    valueType: 'integer',
    build: () => {
      throw new Error('The activities project filter is applied by listActivities, not as SQL.');
    },
  },
];

/**
 * GET /time_entries/activities: a plain collection. With a project filter, the activities available in that project;
 * a project the caller cannot see has none (the list does not reveal whether it exists).
 */
export async function listActivities(app: FastifyInstance, user: PrincipalRow, rawFilters: string | undefined) {
  const filters = parseFilters(rawFilters, ACTIVITY_FILTERS);
  const projectIds = filters.flatMap((filter) => filter.values as number[]);
  let activities: queries.ActivityRecord[];
  if (projectIds.length === 0) activities = await queries.listActivities(app.db);
  else {
    // Several projects: the activities available in every one of them.
    const lists = await Promise.all(
      [...new Set(projectIds)].map(async (projectId) => {
        const access = await projectAccess(app.db, actorOf(user), projectId);
        return access?.visible ? queries.listActivities(app.db, projectId) : [];
      }),
    );
    activities = lists.reduce((common, list) => common.filter((activity) => list.some((other) => other.id === activity.id)));
  }
  const elements = activities.map(representActivity);
  return {
    _type: 'Collection',
    total: elements.length,
    count: elements.length,
    _embedded: { elements },
    _links: { self: { href: `${API_PREFIX}/time_entries/activities${rawFilters ? `?filters=${encodeURIComponent(rawFilters)}` : ''}` } },
  };
}

export async function getActivity(app: FastifyInstance, id: number) {
  const activity = await queries.findActivity(app.db, id);
  if (!activity) throw notFound();
  return representActivity(activity);
}
