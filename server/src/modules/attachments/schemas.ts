import { ID_PARAMS } from '../../http/query.ts';
import { created, FILE_CONTENT, halCollection, halResource, NO_CONTENT, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';

export const ATTACHMENT_COMPONENTS: readonly ComponentSchema[] = [
  halResource('Attachment', 'Attachment', {
    id: { type: 'integer' },
    title: { type: 'string', description: 'The file name, as a list shows it.' },
    fileName: { type: 'string' },
    fileSize: { type: 'integer' },
    contentType: { type: 'string' },
    description: ref('Formattable'),
    digest: object({ algorithm: { type: 'string', enum: ['sha256'] }, hash: { type: 'string' } }),
    status: { type: 'string', enum: ['uploaded'] },
    createdAt: { type: 'string', format: 'date-time' },
  }, ['id', 'title', 'fileName', 'fileSize', 'contentType', 'description', 'digest', 'status', 'createdAt']),
];

const ATTACHMENTS = halCollection(ref('Attachment'));

const TAGS = ['Attachments'];

/** The upload's parts, for the OpenAPI document only (the multipart body is read by the service, not validated here). */
const UPLOAD_DESCRIPTION =
  'multipart/form-data with a part `file` (the bytes; its type is detected from the content) and optionally a part ' +
  '`metadata` holding JSON `{ "fileName": "report.pdf", "description": { "raw": "..." } }` (fileName defaults to the ' +
  "file part's filename). Over ATTACHMENT_MAX_SIZE: 413 naming `file`.";

export const listWorkPackageAttachmentsSchema = { tags: TAGS, summary: "A work package's attachments", params: ID_PARAMS, response: ok(ATTACHMENTS) } as const;
export const addWorkPackageAttachmentSchema = {
  tags: TAGS,
  summary: 'Attach a file to a work package (edit_work_packages or add_work_package_notes)',
  description: UPLOAD_DESCRIPTION,
  consumes: ['multipart/form-data'],
  params: ID_PARAMS,
  response: created(ref('Attachment')),
} as const;
export const listActivityAttachmentsSchema = { tags: TAGS, summary: "An activity's attachments", params: ID_PARAMS, response: ok(ATTACHMENTS) } as const;
export const addActivityAttachmentSchema = {
  tags: TAGS,
  summary: 'Attach a file to an activity (edit_work_packages or add_work_package_notes)',
  description: UPLOAD_DESCRIPTION,
  consumes: ['multipart/form-data'],
  params: ID_PARAMS,
  response: created(ref('Attachment')),
} as const;
export const listDocumentAttachmentsSchema = { tags: TAGS, summary: "A document's attachments (who may view the document)", params: ID_PARAMS, response: ok(ATTACHMENTS) } as const;
export const addDocumentAttachmentSchema = {
  tags: TAGS,
  summary: "Attach a file to a document, e.g. an image of its content (who may edit the document)",
  description: UPLOAD_DESCRIPTION,
  consumes: ['multipart/form-data'],
  params: ID_PARAMS,
  response: created(ref('Attachment')),
} as const;
export const listMessageAttachmentsSchema = { tags: TAGS, summary: "A forum message's attachments (who may read the message)", params: ID_PARAMS, response: ok(ATTACHMENTS) } as const;
export const addMessageAttachmentSchema = {
  tags: TAGS,
  summary: 'Attach a file to a forum topic or reply (its author while they may edit it, or a moderator)',
  description: UPLOAD_DESCRIPTION,
  consumes: ['multipart/form-data'],
  params: ID_PARAMS,
  response: created(ref('Attachment')),
} as const;
export const getAttachmentSchema = { tags: TAGS, summary: 'An attachment', params: ID_PARAMS, response: ok(ref('Attachment')) } as const;
export const attachmentContentSchema = { tags: TAGS, summary: "An attachment's file (Content-Disposition attachment; inline for images and PDF)", params: ID_PARAMS, response: FILE_CONTENT } as const;
export const deleteAttachmentSchema = { tags: TAGS, summary: "Delete an attachment (its author, or who may edit its work package or document, or a forum moderator)", params: ID_PARAMS, response: NO_CONTENT } as const;
