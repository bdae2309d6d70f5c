import { ID_PARAMS } from '../../http/query.ts';
import { created, FILE_CONTENT, halCollection, NO_CONTENT, ok } from '../../http/responses.ts';

const TAGS = ['Attachments'];

/** The upload's parts, for the OpenAPI document only (the multipart body is read by the service, not validated here). */
const UPLOAD_DESCRIPTION =
  'multipart/form-data with a part `file` (the bytes; its type is detected from the content) and optionally a part ' +
  '`metadata` holding JSON `{ "fileName": "report.pdf", "description": { "raw": "..." } }` (fileName defaults to the ' +
  "file part's filename). Over ATTACHMENT_MAX_SIZE: 413 naming `file`.";

export const listWorkPackageAttachmentsSchema = { tags: TAGS, summary: "A work package's attachments", params: ID_PARAMS, response: ok(halCollection()) } as const;
export const addWorkPackageAttachmentSchema = {
  tags: TAGS,
  summary: 'Attach a file to a work package (edit_work_packages or add_work_package_notes)',
  description: UPLOAD_DESCRIPTION,
  consumes: ['multipart/form-data'],
  params: ID_PARAMS,
  response: created(),
} as const;
export const listActivityAttachmentsSchema = { tags: TAGS, summary: "An activity's attachments", params: ID_PARAMS, response: ok(halCollection()) } as const;
export const addActivityAttachmentSchema = {
  tags: TAGS,
  summary: 'Attach a file to an activity (edit_work_packages or add_work_package_notes)',
  description: UPLOAD_DESCRIPTION,
  consumes: ['multipart/form-data'],
  params: ID_PARAMS,
  response: created(),
} as const;
export const getAttachmentSchema = { tags: TAGS, summary: 'An attachment', params: ID_PARAMS, response: ok() } as const;
export const attachmentContentSchema = { tags: TAGS, summary: "An attachment's file (Content-Disposition attachment; inline for images and PDF)", params: ID_PARAMS, response: FILE_CONTENT } as const;
export const deleteAttachmentSchema = { tags: TAGS, summary: 'Delete an attachment (its author, or edit_work_packages)', params: ID_PARAMS, response: NO_CONTENT } as const;
