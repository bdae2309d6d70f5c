import { collectionQuerySchema, ID_PARAMS } from '../../http/query.ts';
import { halCollection, halResource, NO_CONTENT, ok, ref, type ComponentSchema } from '../../http/responses.ts';
import { NOTIFICATION_REASONS } from './filters.ts';

const TAGS = ['Notifications'];

export const NOTIFICATION_COMPONENTS: readonly ComponentSchema[] = [
  halResource(
    'Notification',
    'Notification',
    {
      id: { type: 'integer' },
      reason: { type: 'string', description: `Why the recipient is notified: ${NOTIFICATION_REASONS.join(', ')}.` },
      readIAN: { type: 'boolean', description: 'Marked as read in the app.' },
      resourceType: { type: 'string', enum: ['WorkPackage', 'Document', 'Message'], description: 'What `_links.resource` points to (Message: a forum topic; `_links.forum` names its forum).' },
      details: { type: 'array', items: { type: 'object', additionalProperties: true } },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
    ['id', 'reason', 'readIAN', 'resourceType', 'details', 'createdAt', 'updatedAt'],
  ),
];

const FILTERS_ONLY = {
  type: 'object',
  properties: { filters: { type: 'string', description: 'JSON filters: id, project, reason, resourceId, resourceType.' } },
} as const;

export const listNotificationsSchema = {
  tags: TAGS,
  summary: "The caller's notifications, newest first (filters readIAN, reason, project, resourceId, resourceType, id; sortBy id, reason, readIAN, createdAt)",
  querystring: collectionQuerySchema,
  response: ok(halCollection(ref('Notification'))),
} as const;
export const getNotificationSchema = { tags: TAGS, summary: 'One of the caller\'s notifications (404 for anyone else\'s)', params: ID_PARAMS, response: ok(ref('Notification')) } as const;
export const readNotificationSchema = { tags: TAGS, summary: 'Mark one of the caller\'s notifications read', params: ID_PARAMS, response: NO_CONTENT } as const;
export const unreadNotificationSchema = { tags: TAGS, summary: 'Mark one of the caller\'s notifications unread', params: ID_PARAMS, response: NO_CONTENT } as const;
export const readAllSchema = { tags: TAGS, summary: "Mark every one of the caller's notifications the filters match read", querystring: FILTERS_ONLY, response: NO_CONTENT } as const;
export const unreadAllSchema = { tags: TAGS, summary: "Mark every one of the caller's notifications the filters match unread", querystring: FILTERS_ONLY, response: NO_CONTENT } as const;
