import type { FilterDefinition, ParsedSort, SortDefinition } from '../../http/query.ts';
import type { NotificationsEB } from './queries.ts';

/** The reasons a notification has today (OpenProject's names); later areas add theirs. */
export const NOTIFICATION_REASONS = ['assigned', 'mentioned', 'shared', 'commented', 'watched'] as const;
export type NotificationReason = (typeof NOTIFICATION_REASONS)[number];

const inOrNot = (operator: string) => (operator === '=' ? 'in' : 'not in');

/** OpenProject's filters of GET /notifications and POST /notifications/read_ian. */
export const NOTIFICATION_FILTERS: FilterDefinition<NotificationsEB>[] = [
  { name: 'id', operators: ['=', '!'], valueType: 'integer', build: (eb, operator, values) => eb('notifications.id', inOrNot(operator), values as number[]) },
  {
    name: 'readIAN',
    aliases: ['read_ian'],
    operators: ['='],
    valueType: 'boolean',
    build: (eb, _operator, values) => eb('notifications.read_ian', '=', values[0] === true),
  },
  { name: 'reason', operators: ['=', '!'], valueType: 'string', build: (eb, operator, values) => eb('notifications.reason', inOrNot(operator), values as string[]) },
  { name: 'project', aliases: ['projectId', 'project_id'], operators: ['=', '!'], valueType: 'integer', build: (eb, operator, values) => eb('notifications.project_id', inOrNot(operator), values as number[]) },
  {
    name: 'resourceId',
    aliases: ['resource_id'],
    operators: ['=', '!'],
    valueType: 'integer',
    build: (eb, operator, values) => eb('notifications.resource_id', inOrNot(operator), values as number[]),
  },
  {
    name: 'resourceType',
    aliases: ['resource_type'],
    operators: ['=', '!'],
    valueType: 'string',
    build: (eb, operator, values) => eb('notifications.resource_type', inOrNot(operator), values as string[]),
  },
];

/** The read_ian bulk action takes every filter but readIAN (it sets it). */
export const BULK_FILTERS = NOTIFICATION_FILTERS.filter((filter) => filter.name !== 'readIAN');

export const NOTIFICATION_SORTS: SortDefinition[] = [
  { name: 'id', column: 'notifications.id' },
  { name: 'reason', column: 'notifications.reason' },
  { name: 'readIAN', aliases: ['read_ian'], column: 'notifications.read_ian' },
  { name: 'createdAt', aliases: ['created_at'], column: 'notifications.created_at' },
];

/** Newest first. */
export const DEFAULT_NOTIFICATION_SORT: ParsedSort[] = [{ column: 'notifications.id', direction: 'desc' }];
