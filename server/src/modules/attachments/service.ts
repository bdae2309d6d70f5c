import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { Actor } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { PrincipalRow, WorkPackageRow } from '../../db/schema.ts';
import { toBoolean } from '../../db/values.ts';
import { ApiError, constraintViolation, invalidRequestBody, missingPermission, notFound } from '../../http/errors.ts';
import * as journals from '../../journals/index.ts';
import { documentAccess } from '../documents/index.ts';
import { messageForAttachments, type OwnMessageRefusal } from '../forum-messages/index.ts';
import { touchWorkPackage, visibleWorkPackage } from '../work-packages/index.ts';
import { contentDisposition, sanitizeFileName } from './file-names.ts';
import * as queries from './queries.ts';
import type { AttachmentRecord, Container } from './queries.ts';
import { contentTypeHeader, detectContentType, isInlineType, SNIFF_BYTES } from './sniff.ts';
import { actorOf, type ProjectAccess, mayAddAttachments } from '../../access/index.ts';
import { insertJournals, WORK_PACKAGE_JOURNABLE, type DetailInput } from '../../journals/index.ts';
import {
  attachmentCollection, mayDeleteAttachment, removeUnusedFiles, representAttachment, type StoredFile,
} from '../../storage/index.ts';

export const ATTACHMENT_MESSAGES = {
  addForbidden: 'You are not allowed to add attachments here.',
  deleteForbidden: 'Only the author of an attachment or someone who may edit its work package or document can delete it.',
  archived: 'The project is archived: its attachments cannot be changed.',
  notMultipart: 'Attachments are uploaded as multipart/form-data with a part named file (and optionally a part named metadata).',
  fileMissing: 'A file is required: send it as a multipart part named file.',
  fileEmpty: 'The file is empty.',
  oneFile: 'Send one file per request.',
  tooManyParts: 'The upload has too many parts: send file and optionally metadata.',
  unknownPart: (name: string) => `Unknown part ${JSON.stringify(name)}: send file and optionally metadata.`,
  metadataInvalid: 'metadata must be a JSON object such as {"fileName": "report.pdf"}.',
  metadataProperty: (name: string) => `${name} is not a known metadata property.`,
  fileNameInvalid: 'fileName must be a string.',
  fileNameBlank: "File name can't be blank.",
  descriptionInvalid: 'description must be a string or { "raw": "..." }.',
  descriptionTooLong: (max: number) => `Description is too long (at most ${max} characters).`,
  tooLarge: (max: number) => `File is too large (maximum size is ${max} Bytes).`,
  unreadable: 'The multipart body could not be read.',
  fileMissingOnDisk: 'The file of this attachment is missing.',
  messageAddForbidden: 'Only the author of a message (within 15 minutes of posting it) or a moderator can attach files to it.',
  messageDeleteForbidden: 'Only the author of an attachment (within 15 minutes of posting its message) or a moderator can delete it.',
  messageLocked: 'Cannot change the attachments of a message in a locked topic.',
  messageTimeLimit: 'Attachment time limit exceeded. Files can only be attached or deleted within 15 minutes of posting the message.',
} as const;

/** Why the author of a message may not change its attachments now, as the message's rules say. */
const MESSAGE_REFUSALS: Record<OwnMessageRefusal, string> = {
  notAuthor: ATTACHMENT_MESSAGES.messageAddForbidden,
  locked: ATTACHMENT_MESSAGES.messageLocked,
  timeLimit: ATTACHMENT_MESSAGES.messageTimeLimit,
};

export const MAX_DESCRIPTION_LENGTH = 10_000;
/** Room for the multipart framing and the metadata part, above the file size limit, before a request is refused unread. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Metadata properties OpenProject clients send; contentType and fileSize are accepted and ignored (never trusted). */
const METADATA_PROPERTIES = new Set(['fileName', 'description', 'contentType', 'fileSize']);


/** Who may delete: the storage kernel's rule (forum messages embed their files with the same delete links). */
function mayDelete(attachment: { author_id: number | null }, actor: Actor, target: ContainerAccess): boolean {
  return mayDeleteAttachment(attachment, actor.id, target);
}

interface ContainerAccess {
  container: Container;
  projectId: number;
  projectActive: boolean | number;
  /** The work package of a work package or activity container (a document has none). */
  workPackage?: WorkPackageRow;
  /** May attach here (before the archived check). */
  mayAdd: boolean;
  /** May delete anyone's attachment here (before the archived check). */
  mayDeleteAny: boolean;
  /** The container's link title. */
  title?: string;
  /** A forum message's forum and topic (for its live update). */
  message?: { forumId: number; topicId: number };
  /** A forum message: why the caller may not add here (a locked topic, the time limit, not theirs). */
  addRefusal?: OwnMessageRefusal;
}

function workPackageAccess(container: Container, row: WorkPackageRow, access: ProjectAccess, title?: string): ContainerAccess {
  const { permissions } = access;
  return {
    container,
    projectId: row.project_id,
    projectActive: access.project.active,
    workPackage: row,
    mayAdd: mayAddAttachments(permissions),
    mayDeleteAny: permissions.has('edit_work_packages'),
    title,
  };
}

/**
 * The container with the caller's access to it: 404 when it, or (for an activity) its work package, is not visible;
 * a message answers as reading it does (403 when the Forums module is off). `now` decides a message's edit window.
 */
async function containerAccess(db: Db, actor: Actor, container: Container, now: Date): Promise<ContainerAccess> {
  if (container.type === 'WorkPackage') {
    const { row, access } = await visibleWorkPackage(db, actor, container.id);
    return workPackageAccess(container, row, access, row.subject);
  }
  if (container.type === 'Document') {
    // The documents module's one access answer: who may view a document sees its attachments, who may edit it adds them.
    const access = await documentAccess(db, actor, container.id);
    // manage_documents in an archived project is let through here so the archived check names the real reason.
    const mayEdit = access.canEdit || access.permissions.has('manage_documents');
    return { container, projectId: access.document.project_id, projectActive: access.document.project_active, mayAdd: mayEdit, mayDeleteAny: mayEdit, title: access.document.title };
  }
  if (container.type === 'Message') {
    // The forum-messages module's rules: who may edit a message may attach files to it.
    const message = await messageForAttachments(db, actor, container.id, now);
    return {
      container,
      projectId: message.projectId,
      projectActive: message.projectActive,
      mayAdd: message.mayAdd,
      mayDeleteAny: message.mayDeleteAny,
      title: message.subject,
      message: { forumId: message.forumId, topicId: message.topicId },
      addRefusal: message.mayModerate ? undefined : message.ownRefusal,
    };
  }
  const journal = await journals.findJournal(db, container.id);
  if (!journal || journal.journable_type !== WORK_PACKAGE_JOURNABLE) throw notFound();
  const { row, access } = await visibleWorkPackage(db, actor, journal.journable_id);
  return workPackageAccess(container, row, access);
}

function represent(attachment: AttachmentRecord, actor: Actor, target: ContainerAccess) {
  return representAttachment(attachment, { containerTitle: target.title, mayDelete: mayDelete(attachment, actor, target) });
}

/** An attachment the caller may see, with its container's access; 404 otherwise. */
async function visibleAttachment(db: Db, actor: Actor, id: number, now: Date) {
  const attachment = await queries.findAttachment(db, id);
  if (!attachment) throw notFound();
  const target = await containerAccess(db, actor, { type: attachment.container_type as Container['type'], id: attachment.container_id }, now);
  return { attachment, target };
}

/**
 * First in a change's transaction, the container's row lock. A work package's as a comment takes it (its updatedAt
 * moves, its lockVersion stays, so an open edit form remains valid): it orders journal versions and puts the change
 * after a concurrent deletion of the package (then a 404, nothing kept). A document's row is only locked (its
 * lockVersion and updatedAt are its content's): a concurrent deletion of the document then removes the new row too,
 * or comes first and makes this a 404.
 */
async function lockContainer(trx: Db, target: ContainerAccess, now: string): Promise<void> {
  if (target.workPackage) {
    if (!(await touchWorkPackage(trx, target.workPackage.id, now))) throw notFound();
  } else if (target.container.type === 'Message') {
    if (!(await queries.lockMessage(trx, target.container.id))) throw notFound();
  } else if (!(await queries.lockDocument(trx, target.container.id))) {
    throw notFound();
  }
}

/** A work package's own attachments are journaled ("Attachment x.pdf added"/"deleted"); the journal's id. */
async function journalChange(trx: Db, target: ContainerAccess, userId: number, now: string, detail: DetailInput): Promise<number | undefined> {
  if (target.container.type !== 'WorkPackage') return undefined;
  const [journalId] = await insertJournals(trx, [
    { journableType: WORK_PACKAGE_JOURNABLE, journableId: target.container.id, projectId: target.projectId, userId, notes: '', createdAt: now, details: [detail] },
  ]);
  return journalId;
}

/**
 * Live updates after the commit: a work package's attachment change is a new activity (its journal); an activity's
 * attachments changing updates that activity. A document's attachments show through its content, whose change is
 * the document's own event.
 */
function publishChange(app: FastifyInstance, target: ContainerAccess, actorId: number, journalId: number | undefined): void {
  if (target.message) {
    // A message's files show under it: its topic's readers refetch it.
    const { forumId, topicId } = target.message;
    app.events.publish({ type: 'forum_message.updated', projectId: target.projectId, forumId, topicId, messageId: target.container.id, actorId });
    return;
  }
  if (!target.workPackage) return;
  const base = { projectId: target.projectId, workPackageId: target.workPackage.id, actorId };
  if (target.container.type === 'Activity') app.events.publish({ ...base, type: 'activity.updated', activityId: target.container.id });
  else if (journalId !== undefined) app.events.publish({ ...base, type: 'activity.created', activityId: journalId });
}

/** The 403's message when adding is refused: a message's own reason, else the general one. */
function addForbidden(target: ContainerAccess): string {
  if (target.container.type !== 'Message') return ATTACHMENT_MESSAGES.addForbidden;
  return MESSAGE_REFUSALS[target.addRefusal ?? 'notAuthor'];
}

/** The same for deleting: on a message, the author of the attachment hears why they no longer may. */
function deleteForbidden(attachment: { author_id: number | null }, actor: Actor, target: ContainerAccess): string {
  if (target.container.type !== 'Message') return ATTACHMENT_MESSAGES.deleteForbidden;
  const reason = target.addRefusal;
  const ownFile = attachment.author_id === actor.id && reason !== undefined && reason !== 'notAuthor';
  return ownFile ? MESSAGE_REFUSALS[reason] : ATTACHMENT_MESSAGES.messageDeleteForbidden;
}

function assertWritable(target: ContainerAccess, allowed: boolean, forbidden: string): void {
  if (!allowed) throw missingPermission(forbidden);
  if (!toBoolean(target.projectActive)) throw missingPermission(ATTACHMENT_MESSAGES.archived);
}

export async function listAttachments(app: FastifyInstance, user: PrincipalRow, container: Container) {
  const actor = actorOf(user);
  const target = await containerAccess(app.db, actor, container, app.clock.now());
  const rows = await queries.listAttachments(app.db, container);
  return attachmentCollection(container, rows.map((row) => represent(row, actor, target)));
}

export async function getAttachment(app: FastifyInstance, user: PrincipalRow, id: number) {
  const actor = actorOf(user);
  const { attachment, target } = await visibleAttachment(app.db, actor, id, app.clock.now());
  return represent(attachment, actor, target);
}

interface Metadata {
  fileName?: string;
  description?: string;
}

/** The metadata part: `{ "fileName": "...", "description": { "raw": "..." } }` (a JSON part, or a text part holding JSON). */
function parseMetadata(value: unknown, truncated: boolean): Metadata {
  if (truncated) throw invalidRequestBody(ATTACHMENT_MESSAGES.metadataInvalid, 'metadata');
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw invalidRequestBody(ATTACHMENT_MESSAGES.metadataInvalid, 'metadata');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidRequestBody(ATTACHMENT_MESSAGES.metadataInvalid, 'metadata');
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) if (!METADATA_PROPERTIES.has(key)) throw invalidRequestBody(ATTACHMENT_MESSAGES.metadataProperty(key), key);
  const metadata: Metadata = {};
  if (record.fileName !== undefined && record.fileName !== null) {
    if (typeof record.fileName !== 'string') throw invalidRequestBody(ATTACHMENT_MESSAGES.fileNameInvalid, 'fileName');
    metadata.fileName = record.fileName;
  }
  const description = record.description;
  if (description !== undefined && description !== null) {
    const raw = typeof description === 'string' ? description : (description as { raw?: unknown }).raw;
    if (typeof raw !== 'string') throw invalidRequestBody(ATTACHMENT_MESSAGES.descriptionInvalid, 'description');
    if (raw.length > MAX_DESCRIPTION_LENGTH) throw constraintViolation('description', ATTACHMENT_MESSAGES.descriptionTooLong(MAX_DESCRIPTION_LENGTH));
    metadata.description = raw;
  }
  return metadata;
}

/** The most a metadata part may hold. */
const MAX_METADATA_BYTES = 64 * 1024;

async function readSmallPart(stream: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > MAX_METADATA_BYTES) throw invalidRequestBody(ATTACHMENT_MESSAGES.metadataInvalid, 'metadata');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The multipart plugin's and busboy's errors as the API's. */
function uploadError(error: unknown, maxSize: number): unknown {
  if (error instanceof ApiError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, 'PropertyConstraintViolation', ATTACHMENT_MESSAGES.tooLarge(maxSize), 'file');
    case 'FST_FILES_LIMIT':
      return invalidRequestBody(ATTACHMENT_MESSAGES.oneFile, 'file');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return invalidRequestBody(ATTACHMENT_MESSAGES.tooManyParts);
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return invalidRequestBody(ATTACHMENT_MESSAGES.metadataInvalid, 'metadata');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, 'TypeNotSupported', ATTACHMENT_MESSAGES.notMultipart);
  }
  // The multipart parser's other errors (a malformed body, a cut-off request) are the client's doing: busboy throws
  // plain Errors, the plugin FST_ ones with a 4xx status. Anything else (a full disk, a bug) stays a 500.
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const parserError = error instanceof Error && (error.constructor === Error ? code === undefined : typeof code === 'string' && code.startsWith('FST_') && Number(statusCode) < 500);
  return parserError ? invalidRequestBody(`${ATTACHMENT_MESSAGES.unreadable} (${(error as Error).message})`) : error;
}

/** Reads the multipart body: the file to disk (streamed, limited), the metadata part into memory. */
async function receiveUpload(app: FastifyInstance, request: FastifyRequest): Promise<{ stored: StoredFile; clientName: string; metadata: Metadata }> {
  const maxSize = app.config.attachmentMaxSize;
  if (!request.isMultipart()) throw new ApiError(415, 'TypeNotSupported', ATTACHMENT_MESSAGES.notMultipart);
  // Clearly too large: refused before a byte is stored.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxSize + MULTIPART_OVERHEAD_BYTES) {
    throw new ApiError(413, 'PropertyConstraintViolation', ATTACHMENT_MESSAGES.tooLarge(maxSize), 'file');
  }
  let stored: StoredFile | undefined;
  let clientName = '';
  let metadata: Metadata = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxSize } })) {
      if (part.type === 'file' && part.fieldname === 'metadata') {
        // Some clients send the metadata JSON as a Blob, i.e. as a file part.
        metadata = parseMetadata(await readSmallPart(part.file), false);
      } else if (part.type === 'file') {
        if (part.fieldname !== 'file') throw invalidRequestBody(ATTACHMENT_MESSAGES.unknownPart(part.fieldname), part.fieldname);
        if (stored) throw invalidRequestBody(ATTACHMENT_MESSAGES.oneFile, 'file');
        const file: MultipartFile = part;
        stored = await app.files.store(file.file, () => {
          if (file.file.truncated) throw new ApiError(413, 'PropertyConstraintViolation', ATTACHMENT_MESSAGES.tooLarge(maxSize), 'file');
        });
        clientName = file.filename ?? '';
      } else if (part.fieldname === 'metadata') {
        metadata = parseMetadata(part.value, part.valueTruncated);
      } else {
        throw invalidRequestBody(ATTACHMENT_MESSAGES.unknownPart(part.fieldname), part.fieldname);
      }
    }
  } catch (error) {
    if (stored) await app.files.remove([stored.diskFile], request.log);
    throw uploadError(error, maxSize);
  }
  if (!stored) throw constraintViolation('file', ATTACHMENT_MESSAGES.fileMissing);
  return { stored, clientName, metadata };
}

/**
 * POST /work_packages/{id}/attachments, POST /activities/{id}/attachments, POST /documents/{id}/attachments,
 * POST /messages/{id}/attachments: 404 for an invisible container, 403 without edit_work_packages or
 * add_work_package_notes (a document: without the right to edit it; a message: not its author within the edit
 * window and in an open topic, nor a moderator), or in an archived project, before a byte is read. The
 * file goes to disk as it arrives; over the size limit it is a 413 naming `file` and the partial file is removed.
 * The type comes from the content, the name is sanitised. A work package gets a journal ("Attachment x.pdf added")
 * without a new lockVersion.
 */
export async function addAttachment(app: FastifyInstance, user: PrincipalRow, container: Container, request: FastifyRequest) {
  const actor = actorOf(user);
  const target = await containerAccess(app.db, actor, container, app.clock.now());
  assertWritable(target, target.mayAdd, addForbidden(target));
  const { stored, clientName, metadata } = await receiveUpload(app, request);
  let committed = false;
  try {
    if (stored.size === 0) throw constraintViolation('file', ATTACHMENT_MESSAGES.fileEmpty);
    const fileName = sanitizeFileName(metadata.fileName ?? clientName);
    if (fileName === '') throw constraintViolation('fileName', ATTACHMENT_MESSAGES.fileNameBlank);
    const now = app.clock.now().toISOString();
    const row = {
      container_type: container.type,
      container_id: container.id,
      file_name: fileName,
      disk_file: stored.diskFile,
      content_type: detectContentType(stored.sample, fileName, stored.size <= SNIFF_BYTES),
      file_size: stored.size,
      digest: stored.digest,
      author_id: user.id,
      description: metadata.description ?? '',
      created_at: now,
    };
    const { inserted, journalId } = await app.db.transaction().execute(async (trx) => {
      await lockContainer(trx, target, now);
      const inserted = await queries.insertAttachment(trx, row);
      return { inserted, journalId: await journalChange(trx, target, user.id, now, { property: `attachments_${inserted}`, old_value: null, new_value: fileName }) };
    });
    committed = true;
    publishChange(app, target, user.id, journalId);
    const attachment = await queries.findAttachment(app.db, inserted);
    if (!attachment) throw notFound();
    return represent(attachment, actor, target);
  } finally {
    if (!committed) await app.files.remove([stored.diskFile], request.log);
  }
}

/**
 * DELETE /attachments/{id}: 404 when not visible; the author (while they may attach) or anyone with
 * edit_work_packages (403 otherwise, and in archived projects). The file goes after the commit unless a project
 * copy's attachment still uses it. A work package's journal records it.
 */
export async function deleteAttachment(app: FastifyInstance, user: PrincipalRow, id: number, log: FastifyRequest['log']): Promise<void> {
  const actor = actorOf(user);
  const { attachment, target } = await visibleAttachment(app.db, actor, id, app.clock.now());
  assertWritable(target, mayDelete(attachment, actor, target), deleteForbidden(attachment, actor, target));
  const now = app.clock.now().toISOString();
  const { removed, journalId } = await app.db.transaction().execute(async (trx) => {
    await lockContainer(trx, target, now);
    const removed = await queries.deleteAttachment(trx, id);
    if (removed === undefined) throw notFound();
    return { removed, journalId: await journalChange(trx, target, user.id, now, { property: `attachments_${id}`, old_value: attachment.file_name, new_value: null }) };
  });
  publishChange(app, target, user.id, journalId);
  await removeUnusedFiles(app, [removed], log);
}

/** Browsers may show these in a tab; everything else is a download. A stored file is never run as a page. */
const DOWNLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * GET /attachments/{id}/content: the bytes with the detected type and length, `attachment` disposition (inline for
 * images and PDF) with the UTF-8 name, nosniff, a private cache validated by the sha256 ETag (304 when unchanged,
 * without touching the store). Streamed through the server from either store, so the same rules and headers hold for
 * DATA_DIR and object storage. A row whose file is gone is a 404 saying so; a store that fails, a 503.
 */
export async function sendContent(app: FastifyInstance, user: PrincipalRow, id: number, request: FastifyRequest, reply: FastifyReply) {
  const { attachment } = await visibleAttachment(app.db, actorOf(user), id, app.clock.now());
  const etag = `"${attachment.digest}"`;
  const fresh = request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag) ?? false;
  // Read before any header is set: an error answer must not carry the file's disposition.
  const body = fresh ? null : await app.files.read(attachment.disk_file);
  if (!fresh && body === null) {
    request.log.warn({ attachmentId: id, diskFile: attachment.disk_file, store: app.files.kind }, 'an attachment file is missing');
    throw notFound(ATTACHMENT_MESSAGES.fileMissingOnDisk);
  }
  reply
    .header('cache-control', 'private, no-cache')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(attachment.file_name, isInlineType(attachment.content_type)));
  // The PDF viewer does not run in a sandboxed document.
  if (attachment.content_type !== 'application/pdf') reply.header('content-security-policy', DOWNLOAD_CSP);
  if (body === null) return reply.code(304).send();
  return reply.type(contentTypeHeader(attachment.content_type)).header('content-length', attachment.file_size).send(body);
}
