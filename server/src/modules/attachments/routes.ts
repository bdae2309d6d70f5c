import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import type { Container } from './queries.ts';
import {
  addActivityAttachmentSchema,
  addDocumentAttachmentSchema,
  addMessageAttachmentSchema,
  addWorkPackageAttachmentSchema,
  attachmentContentSchema,
  deleteAttachmentSchema,
  getAttachmentSchema,
  listActivityAttachmentsSchema,
  listDocumentAttachmentsSchema,
  listMessageAttachmentsSchema,
  listWorkPackageAttachmentsSchema,
} from './schemas.ts';
import * as service from './service.ts';
import { fileSweepJob, FILE_SWEEP_JOB } from './sweep.ts';

type Id = { id: number };

/**
 * Multipart limits besides the file size (ATTACHMENT_MAX_SIZE, per request): a file and a metadata part (which some
 * clients send as a file too); the service names any other part.
 */
const MULTIPART_LIMITS = { files: 2, fields: 2, parts: 3, fieldSize: 64 * 1024, fieldNameSize: 100, headerPairs: 100 };

export async function attachmentRoutes(app: FastifyInstance): Promise<void> {
  app.jobs.register(FILE_SWEEP_JOB, fileSweepJob(app));
  app.jobs.every(FILE_SWEEP_JOB, app.config.fileSweepIntervalMs ?? 0);

  // Registered in this plugin only: elsewhere a multipart body stays a 415.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  // Any other body type reaches the handler, which answers 415 naming multipart/form-data (not application/json).
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const container = (type: Container['type'], id: number): Container => ({ type, id });

  app.get<{ Params: Id }>('/work_packages/:id/attachments', { schema: listWorkPackageAttachmentsSchema }, async (request) =>
    service.listAttachments(app, requireUser(request), container('WorkPackage', request.params.id)),
  );
  app.post<{ Params: Id }>('/work_packages/:id/attachments', { schema: addWorkPackageAttachmentSchema }, async (request, reply) =>
    reply.code(201).send(await service.addAttachment(app, requireUser(request), container('WorkPackage', request.params.id), request)),
  );
  app.get<{ Params: Id }>('/activities/:id/attachments', { schema: listActivityAttachmentsSchema }, async (request) =>
    service.listAttachments(app, requireUser(request), container('Activity', request.params.id)),
  );
  app.post<{ Params: Id }>('/activities/:id/attachments', { schema: addActivityAttachmentSchema }, async (request, reply) =>
    reply.code(201).send(await service.addAttachment(app, requireUser(request), container('Activity', request.params.id), request)),
  );
  app.get<{ Params: Id }>('/documents/:id/attachments', { schema: listDocumentAttachmentsSchema }, async (request) =>
    service.listAttachments(app, requireUser(request), container('Document', request.params.id)),
  );
  app.post<{ Params: Id }>('/documents/:id/attachments', { schema: addDocumentAttachmentSchema }, async (request, reply) =>
    reply.code(201).send(await service.addAttachment(app, requireUser(request), container('Document', request.params.id), request)),
  );
  app.get<{ Params: Id }>('/messages/:id/attachments', { schema: listMessageAttachmentsSchema }, async (request) =>
    service.listAttachments(app, requireUser(request), container('Message', request.params.id)),
  );
  app.post<{ Params: Id }>('/messages/:id/attachments', { schema: addMessageAttachmentSchema }, async (request, reply) =>
    reply.code(201).send(await service.addAttachment(app, requireUser(request), container('Message', request.params.id), request)),
  );
  app.get<{ Params: Id }>('/attachments/:id', { schema: getAttachmentSchema }, async (request) => service.getAttachment(app, requireUser(request), request.params.id));
  app.get<{ Params: Id }>('/attachments/:id/content', { schema: attachmentContentSchema }, async (request, reply) =>
    service.sendContent(app, requireUser(request), request.params.id, request, reply),
  );
  app.delete<{ Params: Id }>('/attachments/:id', { schema: deleteAttachmentSchema }, async (request, reply) => {
    await service.deleteAttachment(app, requireUser(request), request.params.id, request.log);
    return reply.code(204).send();
  });
}
