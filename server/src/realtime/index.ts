import type { FastifyInstance } from 'fastify';
import { InProcessEventBus, type EventBus } from './events.ts';
import { RedisEventBus } from './redis-bus.ts';
import { withRequestTab } from './tab.ts';
import { eventRoutes } from './routes.ts';
import { DEFAULT_STREAM_SETTINGS, EventStreams, type StreamSettings } from './streams.ts';
import { VisibilityCache, VISIBILITY_TTL_MS } from './visibility.ts';

export type { EventBus, EventInput, EventType, RealtimeEvent, UserEventInput, UserEventType } from './events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The event bus: call `app.events.publish({ type, projectId, workPackageId, lockVersion?, activityId?, actorId })`
     * (version events: `{ type, projectId, versionId, actorId }`; document events: `{ type, projectId, documentId, lockVersion?, actorId }`;
     * forum events: `{ type, projectId, forumId, topicId?, messageId?, actorName?, actorId }`;
     * GitHub events: `{ type: 'github_pull_requests.changed', projectId, workPackageId, actorId }` or `{ type: 'github.updated', projectId, actorId }`;
     * a user's own events: `{ type: 'notification.created' | 'notification.read', userId, notificationId?, actorId }`, to that user only)
     * after a change is committed (docs/api.md 'Live updates'); the request's tab id is added on its own.
     */
    events: EventBus;
  }
}

export interface RealtimeOptions extends Partial<StreamSettings> {
  /** The Redis pub/sub channel (tests give each run its own). */
  channel?: string;
  visibilityTtlMs?: number;
}

/**
 * The event bus (in-process, or Redis when REDIS_URL is set) as `app.events`, and the open streams' lifecycle.
 * Returns the plugin with GET /events, for registration under the API prefix.
 */
export function registerRealtime(app: FastifyInstance, options: RealtimeOptions = {}) {
  const now = () => app.clock.now();
  const bus: EventBus = app.config.redisUrl
    ? new RedisEventBus(app.config.redisUrl, { log: app.log, now, channel: options.channel })
    : new InProcessEventBus(app.log, now);
  app.decorate('events', bus);
  app.addHook('preHandler', withRequestTab);
  const settings: StreamSettings = { ...DEFAULT_STREAM_SETTINGS };
  for (const key of Object.keys(DEFAULT_STREAM_SETTINGS) as (keyof StreamSettings)[]) {
    if (options[key] !== undefined) settings[key] = options[key];
  }
  const streams = new EventStreams(bus, new VisibilityCache(app.db, options.visibilityTtlMs ?? VISIBILITY_TTL_MS), settings, app.log);
  // Open streams end before the HTTP server closes (it waits for open responses); the bus after the last request.
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => bus.close());
  return { routes: eventRoutes(streams), streams };
}
