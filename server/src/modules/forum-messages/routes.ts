import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { exactBodyTypes } from '../../http/body.ts';
import { collection, COMPRESS_COLLECTION } from '../../http/hal.ts';
import { resolvePage } from '../../http/query.ts';
import type { TopicSort, TopicStatus } from './queries.ts';
import {
  createTopicSchema,
  deleteDraftSchema,
  deleteMessageSchema,
  draftBodySchema,
  followSchema,
  getDraftSchema,
  getMessageSchema,
  getTopicSchema,
  listForumMessagesSchema,
  listRepliesSchema,
  listTopicsSchema,
  messageChangesSchema,
  replyBodySchema,
  replySchema,
  saveDraftSchema,
  searchMessagesSchema,
  topicBodySchema,
  typingSchema,
  unfollowSchema,
  updateMessageSchema,
} from './schemas.ts';
import * as service from './service.ts';

/** Spec 003 section 9: topics, messages and replies show 20 a page. */
export const MESSAGES_DEFAULT_PAGE_SIZE = 20;
export const MESSAGES_MAX_PAGE_SIZE = 100;
const PAGE_LIMITS = { defaultPageSize: MESSAGES_DEFAULT_PAGE_SIZE, maxPageSize: MESSAGES_MAX_PAGE_SIZE };

type Id = { id: number };
interface PageQuery {
  offset?: number;
  pageSize?: number;
}
type TopicQuery = PageQuery & { q?: string; sortBy?: TopicSort; status?: TopicStatus; category?: number; author?: number };
type SearchQuery = PageQuery & service.SearchOptions;

/** The query parameters a collection's links repeat (as strings; absent ones left out). */
const asParams = (query: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(names.filter((name) => query[name] !== undefined).map((name) => [name, String(query[name])]));

export async function forumMessageRoutes(app: FastifyInstance): Promise<void> {
  const topicBody = exactBodyTypes(topicBodySchema);
  const replyBody = exactBodyTypes(replyBodySchema);
  const changesBody = exactBodyTypes(messageChangesSchema);
  const draftBody = exactBodyTypes(draftBodySchema);

  app.get<{ Params: Id; Querystring: TopicQuery }>('/forums/:id/topics', { schema: listTopicsSchema, ...COMPRESS_COLLECTION }, async (request) => {
    const user = requireUser(request);
    const page = resolvePage(request.query, PAGE_LIMITS);
    const { q, sortBy, status, category, author } = request.query;
    const { total, elements } = await service.listTopics(app, user, request.params.id, { q, sortBy, status, category, author }, page);
    return collection(`/forums/${request.params.id}/topics`, { elements, total, ...page }, asParams(request.query as Record<string, unknown>, ['q', 'sortBy', 'status', 'category', 'author']));
  });

  app.get<{ Params: Id; Querystring: PageQuery }>('/forums/:id/messages', { schema: listForumMessagesSchema, ...COMPRESS_COLLECTION }, async (request) => {
    const page = resolvePage(request.query, PAGE_LIMITS);
    const { total, elements } = await service.listForumMessages(app, requireUser(request), request.params.id, page);
    return collection(`/forums/${request.params.id}/messages`, { elements, total, ...page });
  });

  app.post<{ Params: Id; Body: service.TopicInput }>('/forums/:id/topics', { schema: createTopicSchema, preValidation: topicBody }, async (request, reply) =>
    reply.code(201).send(await service.createTopic(app, requireUser(request), request.params.id, request.body)),
  );

  app.get<{ Params: Id }>('/topics/:id', { schema: getTopicSchema }, async (request) => service.getTopic(app, requireUser(request), request.params.id));

  app.post<{ Params: Id; Body: service.ReplyInput }>('/topics/:id/reply', { schema: replySchema, preValidation: replyBody }, async (request, reply) =>
    reply.code(201).send(await service.replyToTopic(app, requireUser(request), request.params.id, request.body)),
  );

  app.post<{ Params: Id }>('/topics/:id/follow', { schema: followSchema }, async (request, reply) => {
    await service.setFollowing(app, requireUser(request), request.params.id, true);
    return reply.code(204).send();
  });

  app.delete<{ Params: Id }>('/topics/:id/follow', { schema: unfollowSchema }, async (request, reply) => {
    await service.setFollowing(app, requireUser(request), request.params.id, false);
    return reply.code(204).send();
  });

  app.post<{ Params: Id }>('/topics/:id/typing', { schema: typingSchema }, async (request, reply) => {
    await service.typing(app, requireUser(request), request.params.id);
    return reply.code(204).send();
  });

  app.get<{ Querystring: SearchQuery }>('/messages', { schema: searchMessagesSchema, ...COMPRESS_COLLECTION }, async (request) => {
    const user = requireUser(request);
    const page = resolvePage(request.query, PAGE_LIMITS);
    const { q, forum, project, category, author, dateFrom, dateTo } = request.query;
    const { total, elements } = await service.searchMessages(app, user, { q, forum, project, category, author, dateFrom, dateTo }, page);
    return collection('/messages', { elements, total, ...page }, asParams(request.query as Record<string, unknown>, ['q', 'forum', 'project', 'category', 'author', 'dateFrom', 'dateTo']));
  });

  app.get<{ Params: Id }>('/messages/:id', { schema: getMessageSchema }, async (request) => service.getMessage(app, requireUser(request), request.params.id));

  app.get<{ Params: Id; Querystring: PageQuery }>('/messages/:id/replies', { schema: listRepliesSchema, ...COMPRESS_COLLECTION }, async (request) => {
    const page = resolvePage(request.query, PAGE_LIMITS);
    const { total, elements } = await service.listReplies(app, requireUser(request), request.params.id, page);
    return collection(`/messages/${request.params.id}/replies`, { elements, total, ...page });
  });

  app.patch<{ Params: Id; Body: service.MessageChanges }>('/messages/:id', { schema: updateMessageSchema, preValidation: changesBody }, async (request) =>
    service.updateMessage(app, requireUser(request), request.params.id, request.body),
  );

  app.delete<{ Params: Id }>('/messages/:id', { schema: deleteMessageSchema }, async (request, reply) => {
    await service.deleteMessage(app, requireUser(request), request.params.id);
    return reply.code(204).send();
  });

  app.get<{ Params: Id; Querystring: { topic?: number } }>('/forums/:id/draft', { schema: getDraftSchema }, async (request) =>
    service.getDraft(app, requireUser(request), request.params.id, request.query.topic),
  );

  app.put<{ Params: Id; Body: service.DraftInput }>('/forums/:id/draft', { schema: saveDraftSchema, preValidation: draftBody }, async (request, reply) => {
    await service.saveDraft(app, requireUser(request), request.params.id, request.body);
    return reply.code(204).send();
  });

  app.delete<{ Params: Id; Querystring: { topic?: number } }>('/forums/:id/draft', { schema: deleteDraftSchema }, async (request, reply) => {
    await service.deleteDraft(app, requireUser(request), request.params.id, request.query.topic);
    return reply.code(204).send();
  });
}
