import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { exactBodyTypes } from '../../http/body.ts';
import { actionLink, collection, COMPRESS_COLLECTION } from '../../http/hal.ts';
import { resolvePage } from '../../http/query.ts';
import { documentThreadsPath } from './representer.ts';
import {
  commentBodySchema,
  createCommentSchema,
  createThreadSchema,
  getCommentSchema,
  getThreadSchema,
  listThreadsSchema,
  threadBodySchema,
  threadUpdateBodySchema,
  updateThreadSchema,
} from './schemas.ts';
import * as service from './service.ts';

export const COMMENT_THREADS_DEFAULT_PAGE_SIZE = 100;
export const COMMENT_THREADS_MAX_PAGE_SIZE = 1000;
const PAGE_LIMITS = { defaultPageSize: COMMENT_THREADS_DEFAULT_PAGE_SIZE, maxPageSize: COMMENT_THREADS_MAX_PAGE_SIZE };

type Id = { id: number };

export async function documentCommentRoutes(app: FastifyInstance): Promise<void> {
  const threadBodyTypes = exactBodyTypes(threadBodySchema);
  const commentBodyTypes = exactBodyTypes(commentBodySchema);
  const updateBodyTypes = exactBodyTypes(threadUpdateBodySchema);

  app.get<{ Params: Id; Querystring: { offset?: number; pageSize?: number } }>(
    '/documents/:id/comment_threads',
    { schema: listThreadsSchema, ...COMPRESS_COLLECTION },
    async (request) => {
      const page = resolvePage(request.query, PAGE_LIMITS);
      const { total, elements, mayComment } = await service.listThreads(app, requireUser(request), request.params.id, page);
      const path = documentThreadsPath(request.params.id);
      const answer = collection(path, { elements, total, ...page });
      if (mayComment) answer._links.createThread = actionLink(path, 'post');
      return answer;
    },
  );

  app.post<{ Params: Id; Body: service.ThreadInput }>('/documents/:id/comment_threads', { schema: createThreadSchema, preValidation: threadBodyTypes }, async (request, reply) =>
    reply.code(201).send(await service.createThread(app, requireUser(request), request.params.id, request.body)),
  );

  app.get<{ Params: Id }>('/document_comment_threads/:id', { schema: getThreadSchema }, async (request) => service.getThread(app, requireUser(request), request.params.id));

  app.patch<{ Params: Id; Body: service.ThreadUpdateInput }>('/document_comment_threads/:id', { schema: updateThreadSchema, preValidation: updateBodyTypes }, async (request) =>
    service.updateThread(app, requireUser(request), request.params.id, request.body),
  );

  app.post<{ Params: Id; Body: service.CommentInput }>(
    '/document_comment_threads/:id/comments',
    { schema: createCommentSchema, preValidation: commentBodyTypes },
    async (request, reply) => reply.code(201).send(await service.addComment(app, requireUser(request), request.params.id, request.body)),
  );

  app.get<{ Params: Id }>('/document_comments/:id', { schema: getCommentSchema }, async (request) => service.getComment(app, requireUser(request), request.params.id));
}
