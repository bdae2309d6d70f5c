import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser, tokenFromAuthorization } from '../auth/authenticate.ts';
import { hashToken } from '../auth/tokens.ts';
import type { PrincipalRow } from '../db/schema.ts';
import { isStorableId } from '../db/values.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import type { EventStreams } from './streams.ts';
import { actorOf } from '../access/index.ts';
import { findActiveSession } from '../auth/sessions.ts';
import { findTokenWithUser } from '../auth/access-tokens.ts';

/** A page watches one project, the shell perhaps a few: more than this is a mistake, not a need. */
export const MAX_PROJECTS_PER_STREAM = 50;

export const EVENTS_MESSAGES = {
  projectsMissing: 'projects is required: a comma-separated list of project ids (projects=5,7).',
  projectsInvalid: 'projects must be a comma-separated list of project ids (projects=5,7).',
  projectsTooMany: `projects may name at most ${MAX_PROJECTS_PER_STREAM} projects.`,
  tooManyStreams: (limit: number) => `You have ${limit} live update streams open already: close a tab or two and try again.`,
} as const;

const invalidProjects = (message: string) => new ApiError(400, 'InvalidQuery', message, 'projects');

/** "5,7" -> {5, 7}; a 400 naming `projects` for anything else. */
export function parseProjectIds(raw: string | undefined): Set<number> {
  if (raw === undefined || raw.trim() === '') throw invalidProjects(EVENTS_MESSAGES.projectsMissing);
  const parts = raw.split(',').map((part) => part.trim());
  if (!parts.every((part) => /^[1-9]\d{0,15}$/.test(part) && isStorableId(Number(part)))) throw invalidProjects(EVENTS_MESSAGES.projectsInvalid);
  const ids = new Set(parts.map(Number));
  if (ids.size > MAX_PROJECTS_PER_STREAM) throw invalidProjects(EVENTS_MESSAGES.projectsTooMany);
  return ids;
}

/** How to ask again later whether the stream's credential still holds (read by primary key, no sliding expiry). */
function credentialCheck(app: FastifyInstance, request: FastifyRequest): () => Promise<PrincipalRow | null> {
  const now = () => app.clock.now().toISOString();
  if (request.authMethod === 'session' && request.sessionId) {
    const sessionId = request.sessionId;
    return async () => (await findActiveSession(app.db, sessionId, now()))?.user ?? null;
  }
  const token = tokenFromAuthorization(request.headers.authorization ?? '');
  if (token === null) return async () => null;
  const tokenHash = hashToken(token);
  return async () => (await findTokenWithUser(app.db, tokenHash, now()))?.user ?? null;
}

const eventsSchema = {
  tags: ['Live updates'],
  summary: 'Server-sent events: what changed in the named projects (ids only; refetch what you show)',
  description:
    'text/event-stream. Each `message` event carries `{ id, type, projectId, workPackageId, lockVersion?, activityId?, actorId, tabId?, at }` ' +
    '(version.created|updated|deleted: `versionId` instead of the work package fields; document.created|updated|deleted: `documentId` and lockVersion, delivered to those with view_documents; forum.created|updated|deleted: `forumId`, forum_message.created|updated|deleted: `forumId`, `topicId`, `messageId`, forum.typing: `forumId`, `topicId`, `actorName`, delivered to those with view_forums); ' +
    'a `resync` event means events may have been missed. Heartbeat comments every 15 s. See docs/api.md "Live updates".',
  querystring: {
    type: 'object',
    properties: { projects: { type: 'string', description: 'Comma-separated project ids (at most 50).' } },
  },
  response: { 200: { description: 'The event stream', content: { 'text/event-stream': { schema: { type: 'string' } } } } },
} as const;

const ownEventsSchema = {
  tags: ['Live updates'],
  summary: "Server-sent events: the signed-in user's own events (their notifications)",
  description:
    'text/event-stream. Each `message` event carries `{ id, type, userId, notificationId?, actorId, tabId?, at }`: ' +
    '`notification.created` (a notification for you: refetch the unread count and the list) and `notification.read` ' +
    '(one, named by notificationId, or several, none named, were marked read or unread). Only the recipient receives them. ' +
    'A `resync` event means events may have been missed. Heartbeat comments every 15 s.',
  response: eventsSchema.response,
} as const;

export function eventRoutes(streams: EventStreams) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const open = (request: FastifyRequest, reply: FastifyReply, scope: { projectIds: ReadonlySet<number>; ownEvents: boolean }) => {
      const user = requireUser(request);
      const stream = streams.start({ actor: actorOf(user), ...scope, recheck: credentialCheck(app, request) });
      if (!stream) throw tooManyRequests(EVENTS_MESSAGES.tooManyStreams(streams.settings.maxStreamsPerUser));
      reply.raw.on('close', () => stream.close());
      // Sent as a stream through reply.send (not hijacked), so the onSend hooks still run: a slid session's
      // cookie goes out with these headers. No compression hook is on this route, and no-transform keeps
      // proxies (and dev servers' compression middleware) from buffering it; X-Accel-Buffering does the same for nginx.
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-store, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream.body);
    };
    app.get<{ Querystring: { projects?: string } }>('/events', { schema: eventsSchema }, async (request, reply) => {
      requireUser(request);
      return open(request, reply, { projectIds: parseProjectIds(request.query.projects), ownEvents: false });
    });
    app.get('/events/me', { schema: ownEventsSchema }, async (request, reply) => open(request, reply, { projectIds: new Set(), ownEvents: true }));
  };
}
