import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import { generateJSON } from '@tiptap/html';
import { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { editorExtensions, editorSchema, EMPTY_DOCUMENT } from '@tessera/shared/editor';
import {
  actorOf,
  deleteSharesOf,
  enabledModulesOf,
  moduleNotEnabledMessage,
  permissionsInProjects,
  projectAccess,
  requireModule,
  shareLevelOf,
  withSharePermissions,
  type Actor,
} from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { DocumentsTable, PrincipalRow } from '../../db/schema.ts';
import { toBoolean } from '../../db/values.ts';
import { totalledPage } from '../../http/collection.ts';
import { ApiError, constraintViolation, missingPermission, notFound, propertyIsReadOnly } from '../../http/errors.ts';
import { renderMarkdown } from '../../http/formattable.ts';
import { hrefPattern, linkedId, nextUpdatedAt, type LinkInput } from '../../http/inputs.ts';
import type { PageRequest, ParsedFilter, ParsedSort, QueryContext } from '../../http/query.ts';
import { countJournals, DOCUMENT_JOURNABLE, findJournalsByIds, insertJournals, journalPage, type DetailInput } from '../../journals/index.ts';
import { deleteAttachmentsOfDocuments, removeUnusedFiles } from '../../storage/index.ts';
import { liveDocumentsOf } from './collaboration-registry.ts';
import { creationDetails, documentJournal } from './journal.ts';
import { deriveContent, imageAttachmentIds, parseContent, searchText, type DerivedContent } from './content.ts';
import { mentionedInDocument, newlyMentionedInDocument, notify, publishNotifications } from '../notifications/index.ts';
import { syncDocumentReferences } from '../references/index.ts';
import * as queries from './queries.ts';
import {
  DOCUMENT_PREVIEW_LENGTH,
  mayEditDocument,
  mayManageDocuments,
  representCategory,
  representDocument,
  representDocumentSummary,
  representDocumentVersion,
  type DocumentRepresentation,
} from './representer.ts';

export const DOCUMENT_TITLE_MAX_LENGTH = 255;

export const DOCUMENT_MESSAGES = {
  titleRequired: 'Title can\'t be blank.',
  titleTooLong: `Title is too long (maximum is ${DOCUMENT_TITLE_MAX_LENGTH} characters).`,
  projectRequired: 'Please name the project of the document (_links.project).',
  projectNotALink: 'The project must be a project link (/api/v3/projects/{id}).',
  projectNotFound: 'The project does not exist or is not visible to you.',
  projectReadOnly: 'A document cannot be moved to another project.',
  categoryNotALink: 'The category must be a document category link (/api/v3/document_categories/{id}).',
  categoryNotFound: 'The document category does not exist.',
  contentAndDescription: 'Send the document as content (the editor\'s JSON) or as description.raw (markdown), not both.',
  viewForbidden: 'You are not allowed to see the documents of this project.',
  manageForbidden: 'You are not allowed to manage documents in this project.',
  archived: 'The project is archived: its documents cannot be changed.',
  lockVersionMissing: 'lockVersion is required: send the lockVersion of the document as you last read it.',
  conflict: 'The document was changed in the meantime (its lockVersion is no longer current). Reload it and apply your changes again.',
  restored: (version: number) => `Restored version ${version}.`,
  foreignImage: (id: number) =>
    `The content is not a valid document: its image /api/v3/attachments/${id}/content is not a JPG, PNG, GIF or WebP image of at most 5 MB attached to this document.`,
} as const;

const PROJECT_HREF = hrefPattern('projects');
const CATEGORY_HREF = hrefPattern('document_categories');
const NO_PERMISSIONS: ReadonlySet<string> = new Set();

export interface DocumentInput {
  title?: string;
  content?: unknown;
  description?: { raw: string };
  lockVersion?: number;
  _links?: { project?: LinkInput; category?: LinkInput };
  _meta?: Record<string, unknown>;
}

export const updateConflict = (message: string = DOCUMENT_MESSAGES.conflict) => new ApiError(409, 'UpdateConflict', message);

// ---------------------------------------------------------------------------------------------------------------
// Reads

/**
 * A document the actor may read (view_documents in its project, or a share of it), with their permissions on it: the
 * project's joined with their share's (the highest wins); 404 otherwise. Holders of manage_documents have all a share
 * could add, so only the others' shares are read.
 */
export async function visibleDocument(db: Db, actor: Actor, id: number) {
  const document = await queries.findDocument(db, id);
  if (!document) throw notFound();
  const publicIds = toBoolean(document.project_public) ? [document.project_id] : [];
  const roles = (await permissionsInProjects(db, actor, [document.project_id], publicIds)).get(document.project_id) ?? NO_PERMISSIONS;
  const permissions = roles.has('manage_documents') ? roles : withSharePermissions(roles, 'Document', await shareLevelOf(db, actor, 'Document', id));
  if (!permissions.has('view_documents')) {
    // Who sees the project learns that its documents are switched off; anyone else gets the 404.
    const seesProject = actor.admin || publicIds.length > 0 || roles.size > 0;
    if (seesProject && !(await enabledModulesOf(db, [document.project_id])).get(document.project_id)?.has('documents')) {
      throw missingPermission(moduleNotEnabledMessage('documents'));
    }
    throw notFound();
  }
  return { document, permissions };
}

/**
 * What the actor may do with one document (404 when they may not see it): the one answer the REST routes and the
 * co-editing connection share, so a viewer is read-only everywhere. Sharing extends it with the actor's shares.
 */
export async function documentAccess(db: Db, actor: Actor, id: number) {
  const { document, permissions } = await visibleDocument(db, actor, id);
  return { document, permissions, canView: true, canEdit: mayEditDocument(permissions, document.project_active), canManage: mayManageDocuments(permissions, document.project_active) };
}

export async function getDocument(app: FastifyInstance, user: PrincipalRow, id: number): Promise<DocumentRepresentation> {
  const { document, permissions } = await visibleDocument(app.db, actorOf(user), id);
  return representDocument(document, mayManageDocuments(permissions, document.project_active), mayEditDocument(permissions, document.project_active));
}

/**
 * List elements with the caller's permissions in their projects (one statement, none when `known` has them all: a
 * project's own list).
 */
async function representSummaries(db: Db, actor: Actor, rows: queries.DocumentSummaryRecord[], known: ReadonlyMap<number, ReadonlySet<string>> = new Map()) {
  const unknownRows = rows.filter((row) => !known.has(row.project_id));
  const projectIds = [...new Set(unknownRows.map((row) => row.project_id))];
  const publicIds = [...new Set(unknownRows.filter((row) => toBoolean(row.project_public)).map((row) => row.project_id))];
  const permissions = new Map([...(projectIds.length > 0 ? await permissionsInProjects(db, actor, projectIds, publicIds) : []), ...known]);
  return rows.map((row) => representDocumentSummary(row, mayManageDocuments(permissions.get(row.project_id) ?? NO_PERMISSIONS, row.project_active)));
}

function documentList(
  app: FastifyInstance,
  actor: Actor,
  scope: queries.DocumentScope,
  filters: ParsedFilter<queries.DocumentsEB>[],
  sort: ParsedSort[],
  page: PageRequest,
  known?: ReadonlyMap<number, ReadonlySet<string>>,
) {
  const context: QueryContext = { currentUserId: actor.id };
  return totalledPage(page, {
    count: () => queries.countDocuments(app.db, scope, filters, context),
    page: (limit, offset) => queries.documentSummaryPage(app.db, scope, filters, context, sort, { limit, offset, previewLength: DOCUMENT_PREVIEW_LENGTH }),
    hydrate: (rows) => representSummaries(app.db, actor, rows, known),
  });
}

/** GET /documents: the documents of every project where the caller may view documents. */
export function listDocuments(app: FastifyInstance, user: PrincipalRow, filters: ParsedFilter<queries.DocumentsEB>[], sort: ParsedSort[], page: PageRequest) {
  const actor = actorOf(user);
  return documentList(app, actor, { actor }, filters, sort, page);
}

/** GET /projects/{id}/documents: 404 when the project is invisible, 403 without view_documents there. */
export async function listProjectDocuments(app: FastifyInstance, user: PrincipalRow, projectId: number, filters: ParsedFilter<queries.DocumentsEB>[], sort: ParsedSort[], page: PageRequest) {
  const actor = actorOf(user);
  const access = await projectAccess(app.db, actor, projectId);
  if (!access?.visible) throw notFound();
  requireModule(access, 'documents');
  if (!access.permissions.has('view_documents')) throw missingPermission(DOCUMENT_MESSAGES.viewForbidden);
  return documentList(app, actor, { actor, projectId }, filters, sort, page, new Map([[projectId, access.permissions]]));
}

export async function listCategories(app: FastifyInstance) {
  return (await queries.listCategories(app.db)).map(representCategory);
}

export async function getCategory(app: FastifyInstance, id: number) {
  const category = await queries.findCategory(app.db, id);
  if (!category) throw notFound();
  return representCategory(category);
}

// ---------------------------------------------------------------------------------------------------------------
// Writes

function authoriseManage(permissions: ReadonlySet<string>, projectActive: boolean | number): void {
  if (!permissions.has('manage_documents')) throw missingPermission(DOCUMENT_MESSAGES.manageForbidden);
  if (!toBoolean(projectActive)) throw missingPermission(DOCUMENT_MESSAGES.archived);
}

/** Changing a document's title and content: manage_documents, or an edit share of it. */
function authoriseEdit(permissions: ReadonlySet<string>, projectActive: boolean | number): void {
  if (!mayEditDocument(permissions, true)) throw missingPermission(DOCUMENT_MESSAGES.manageForbidden);
  if (!toBoolean(projectActive)) throw missingPermission(DOCUMENT_MESSAGES.archived);
}

function checkTitle(raw: string | undefined): string {
  const title = (raw ?? '').trim();
  if (title === '') throw constraintViolation('title', DOCUMENT_MESSAGES.titleRequired);
  if (title.length > DOCUMENT_TITLE_MAX_LENGTH) throw constraintViolation('title', DOCUMENT_MESSAGES.titleTooLong);
  return title;
}

async function resolveCategory(db: Db, link: LinkInput | undefined): Promise<number | undefined> {
  const id = linkedId(link, 'category', CATEGORY_HREF, DOCUMENT_MESSAGES.categoryNotALink);
  if (id === undefined) return undefined;
  const category = id === null || id === 0 ? undefined : await queries.findCategory(db, id);
  if (!category) throw constraintViolation('category', DOCUMENT_MESSAGES.categoryNotFound);
  return category.id;
}

/** Markdown as the editor's document; what the document cannot hold is an error naming `description`, the field sent. */
function contentFromMarkdown(raw: string, maxBytes: number): ProseMirrorNode {
  try {
    return parseContent(generateJSON(renderMarkdown(raw), editorExtensions()), maxBytes);
  } catch (error) {
    if (error instanceof ApiError && error.attribute === 'content') throw new ApiError(error.statusCode, error.identifier, error.message, 'description', error.headers);
    throw error;
  }
}

/**
 * The content a body sends, validated and derived: `content` (the editor's JSON), or OpenProject's `description.raw`
 * (markdown, converted to the editor's document through its HTML). Undefined when the body sends neither.
 */
async function resolveContent(app: FastifyInstance, input: DocumentInput, documentId?: number): Promise<DerivedContent | undefined> {
  if (input.content !== undefined && input.description !== undefined) throw constraintViolation('description', DOCUMENT_MESSAGES.contentAndDescription);
  const maxBytes = app.config.documentMaxBytes;
  let node: ReturnType<typeof parseContent>;
  if (input.content !== undefined) node = parseContent(input.content, maxBytes);
  else if (input.description !== undefined) node = contentFromMarkdown(input.description.raw, maxBytes);
  else return undefined;
  await checkImageAttachments(app.db, documentId, node);
  return deriveContent(node);
}

/**
 * The images of content that come from this server must be the document's own attachments (a new document has
 * none yet), so a document never shows, to its readers, a file of a container they may not see. One statement.
 */
export async function checkImageAttachments(db: Db, documentId: number | undefined, node: ReturnType<typeof parseContent>): Promise<void> {
  const ids = imageAttachmentIds(node);
  if (ids.length === 0) return;
  const own = new Set(documentId === undefined ? [] : await queries.documentImageIds(db, documentId, ids));
  const foreign = ids.find((id) => !own.has(id));
  if (foreign !== undefined) throw constraintViolation('content', DOCUMENT_MESSAGES.foreignImage(foreign));
}

function publish(app: FastifyInstance, type: 'document.created' | 'document.updated' | 'document.deleted', projectId: number, documentId: number, actorId: number, lockVersion?: number): void {
  app.events.publish({ type, projectId, documentId, actorId, ...(lockVersion === undefined ? {} : { lockVersion }) });
}

/**
 * POST /documents (project from `_links.project`) and POST /projects/{id}/documents. Answers, first failing first:
 * 422 project (missing, malformed, invisible), 403 (manage_documents, archived), 422 title and category, 413 content
 * over DOCUMENT_MAX_BYTES, 422 content. The document and its first version in one transaction.
 */
export async function createDocument(app: FastifyInstance, user: PrincipalRow, input: DocumentInput, pathProjectId?: number): Promise<DocumentRepresentation> {
  const actor = actorOf(user);
  let projectId: number;
  if (pathProjectId !== undefined) {
    const access = await projectAccess(app.db, actor, pathProjectId);
    if (!access?.visible) throw notFound();
    const linked = input._links?.project === undefined ? undefined : linkedId(input._links.project, 'project', PROJECT_HREF, DOCUMENT_MESSAGES.projectNotALink);
    if (linked !== undefined && linked !== pathProjectId) throw propertyIsReadOnly('project', DOCUMENT_MESSAGES.projectReadOnly);
    requireModule(access, 'documents');
    authoriseManage(access.permissions, access.project.active);
    projectId = pathProjectId;
  } else {
    const linked = linkedId(input._links?.project, 'project', PROJECT_HREF, DOCUMENT_MESSAGES.projectNotALink);
    if (linked === undefined || linked === null) throw constraintViolation('project', DOCUMENT_MESSAGES.projectRequired);
    const access = linked === 0 ? undefined : await projectAccess(app.db, actor, linked);
    if (!access?.visible) throw constraintViolation('project', DOCUMENT_MESSAGES.projectNotFound);
    requireModule(access, 'documents');
    authoriseManage(access.permissions, access.project.active);
    projectId = linked;
  }
  const title = checkTitle(input.title);
  const categoryId = (await resolveCategory(app.db, input._links?.category)) ?? (await queries.defaultCategory(app.db))?.id;
  if (categoryId === undefined) throw constraintViolation('category', DOCUMENT_MESSAGES.categoryNotFound);
  const content = (await resolveContent(app, input)) ?? deriveContent(parseContent(EMPTY_DOCUMENT, app.config.documentMaxBytes));

  const now = app.clock.now().toISOString();
  const { id, notified } = await app.db.transaction().execute(async (trx) => {
    const created = await queries.insertDocument(trx, {
      project_id: projectId,
      category_id: categoryId,
      title,
      content: content.json,
      content_html: content.html,
      content_text: content.text,
      search_text: searchText(title, content.text),
      author_id: user.id,
      lock_version: 0,
      created_at: now,
      updated_at: now,
    });
    const [journalId] = await insertJournals(trx, [documentJournal({ id: created, projectId }, user.id, now, creationDetails(title, categoryId, content.json))]);
    await syncDocumentReferences(trx, created, content.json);
    return { id: created, notified: await notifyMentions(trx, { id: created, projectId }, mentionedInDocument(content.json), user.id, journalId, now) };
  });
  publish(app, 'document.created', projectId, id, user.id, 0);
  publishNotifications(app, notified);
  return getDocument(app, user, id);
}

/** Inside the writing transaction: users a change newly mentions (notify leaves out those who may not see the document). */
function notifyMentions(trx: Db, document: { id: number; projectId: number }, userIds: number[], actorId: number, journalId: number | undefined, at: string) {
  return notify(
    trx,
    userIds.map((recipientId) => ({ recipientId, reason: 'mentioned' as const, resourceType: 'Document' as const, resourceId: document.id, projectId: document.projectId, actorId, journalId })),
    new Date(at),
  );
}

/** The content's journal detail: only the new value (the old one is the previous version's), so history stays half the size. */
const contentDetail = (json: string): DetailInput => ({ property: 'content', old_value: null, new_value: json });

/** Writes changes with the lockVersion they were checked against (a 409 when another write came first) and their journal. */
async function writeChanges(
  app: FastifyInstance,
  user: PrincipalRow,
  current: queries.DocumentRecord,
  changes: Updateable<DocumentsTable>,
  details: DetailInput[],
  notes = '',
): Promise<void> {
  const now = app.clock.now();
  const mentioned = changes.content === undefined ? [] : newlyMentionedInDocument(current.content, changes.content);
  const notified = await app.db.transaction().execute(async (trx) => {
    if (!(await queries.updateDocument(trx, current.id, current.lock_version, { ...changes, updated_at: nextUpdatedAt(current.updated_at, now) }))) throw updateConflict();
    const [journalId] = await insertJournals(trx, [documentJournal({ id: current.id, projectId: current.project_id }, user.id, now.toISOString(), details, notes)]);
    if (changes.content !== undefined) await syncDocumentReferences(trx, current.id, changes.content);
    return notifyMentions(trx, { id: current.id, projectId: current.project_id }, mentioned, user.id, journalId, now.toISOString());
  });
  // Open editors (and the shared state their next save extends) take the new content, instead of saving over it.
  if (changes.content !== undefined) await liveDocumentsOf(app)?.applyContent(current.id, ProseMirrorNode.fromJSON(editorSchema, JSON.parse(changes.content)), user);
  publish(app, 'document.updated', current.project_id, current.id, user.id, current.lock_version + 1);
  publishNotifications(app, notified);
}

/**
 * PATCH /documents/{id}: 404 → 403 (manage_documents, archived) → 409 (a missing or stale lockVersion, checked again
 * by the UPDATE) → 422 (project read-only, title, category) → 413 / 422 content. A body that changes nothing keeps the
 * lockVersion and writes no version.
 */
export async function updateDocument(app: FastifyInstance, user: PrincipalRow, id: number, input: DocumentInput): Promise<DocumentRepresentation> {
  const actor = actorOf(user);
  const { document: current, permissions } = await visibleDocument(app.db, actor, id);
  authoriseEdit(permissions, current.project_active);
  if (input.lockVersion === undefined) throw updateConflict(DOCUMENT_MESSAGES.lockVersionMissing);
  if (input.lockVersion !== current.lock_version) throw updateConflict();
  if (input._links?.project !== undefined) {
    let linked: number | null | undefined;
    try {
      linked = linkedId(input._links.project, 'project', PROJECT_HREF, DOCUMENT_MESSAGES.projectNotALink);
    } catch {
      linked = null;
    }
    if (linked !== current.project_id) throw propertyIsReadOnly('project', DOCUMENT_MESSAGES.projectReadOnly);
  }
  const changes: Updateable<DocumentsTable> = {};
  const details: DetailInput[] = [];
  const title = input.title === undefined ? current.title : checkTitle(input.title);
  if (title !== current.title) {
    changes.title = title;
    details.push({ property: 'title', old_value: current.title, new_value: title });
  }
  const categoryId = await resolveCategory(app.db, input._links?.category);
  if (categoryId !== undefined && categoryId !== current.category_id) {
    changes.category_id = categoryId;
    details.push({ property: 'category_id', old_value: String(current.category_id), new_value: String(categoryId) });
  }
  const content = await resolveContent(app, input, current.id);
  let text = current.content_text;
  if (content !== undefined && content.json !== current.content) {
    Object.assign(changes, { content: content.json, content_html: content.html, content_text: content.text });
    details.push(contentDetail(content.json));
    text = content.text;
  }
  if (details.length > 0) {
    changes.search_text = searchText(title, text);
    await writeChanges(app, user, current, changes, details);
  }
  return getDocument(app, user, id);
}

/**
 * DELETE /documents/{id}: manage_documents in an active project. The last version records the deletion (title -> null).
 * Its attachments go with it, their files after the commit.
 */
export async function deleteDocument(app: FastifyInstance, user: PrincipalRow, id: number): Promise<void> {
  const actor = actorOf(user);
  const { document, permissions } = await visibleDocument(app.db, actor, id);
  authoriseManage(permissions, document.project_active);
  const now = app.clock.now().toISOString();
  const files = await app.db.transaction().execute(async (trx) => {
    if (!(await queries.deleteDocument(trx, id))) throw notFound();
    await deleteSharesOf(trx, 'Document', [id]);
    await insertJournals(trx, [documentJournal({ id, projectId: document.project_id }, user.id, now, [{ property: 'title', old_value: document.title, new_value: null }])]);
    return deleteAttachmentsOfDocuments(trx, [id]);
  });
  publish(app, 'document.deleted', document.project_id, id, user.id);
  await removeUnusedFiles(app, files);
}

// ---------------------------------------------------------------------------------------------------------------
// History

async function versionViews(db: Db, journalIds: number[]) {
  const [journals, changed] = await Promise.all([findJournalsByIds(db, journalIds), queries.changedProperties(db, journalIds)]);
  const changes = new Map<number, string[]>();
  for (const row of changed) changes.set(row.journal_id, [...(changes.get(row.journal_id) ?? []), row.property]);
  const byId = new Map(journals.map((journal) => [journal.id, journal]));
  return journalIds.flatMap((journalId) => {
    const journal = byId.get(journalId);
    return journal ? [{ version: journal.version, user_id: journal.user_id, user_name: journal.user_name, created_at: journal.created_at, changes: changes.get(journalId) ?? [] }] : [];
  });
}

/** GET /documents/{id}/versions: the document's journals as versions, newest first. */
export async function listVersions(app: FastifyInstance, user: PrincipalRow, id: number, page: PageRequest) {
  const { document, permissions } = await visibleDocument(app.db, actorOf(user), id);
  const mayManage = mayEditDocument(permissions, document.project_active);
  return totalledPage(page, {
    count: () => countJournals(app.db, DOCUMENT_JOURNABLE, id),
    page: async (limit, offset) => {
      const { ids, total } = await journalPage(app.db, DOCUMENT_JOURNABLE, id, [{ column: 'journals.version', direction: 'desc' }], limit, offset);
      return { rows: ids, total };
    },
    hydrate: async (journalIds) => (await versionViews(app.db, journalIds)).map((view) => representDocumentVersion(id, view, mayManage)),
  });
}

/** A version of a visible document: its journal, and the title and content as they stood then. */
async function documentAtVersion(db: Db, documentId: number, version: number) {
  const journal = await queries.findVersionJournal(db, documentId, version);
  if (!journal) throw notFound();
  const values = await queries.valuesAtVersion(db, documentId, version, ['title', 'content']);
  const content = values.get('content');
  return { journal, title: values.get('title') ?? null, content: content ? (JSON.parse(content) as Record<string, unknown>) : null, contentJson: content ?? null };
}

/** GET /documents/{id}/versions/{version}: who changed what then, and the title and content at that version. */
export async function getVersion(app: FastifyInstance, user: PrincipalRow, id: number, version: number) {
  const { document, permissions } = await visibleDocument(app.db, actorOf(user), id);
  const { journal, title, content } = await documentAtVersion(app.db, id, version);
  const [view] = await versionViews(app.db, [journal.id]);
  return representDocumentVersion(id, view, mayEditDocument(permissions, document.project_active), { title, content });
}

/**
 * POST /documents/{id}/versions/{version}/restore: the content of that version becomes the document's content again,
 * as a new version (an optional lockVersion guards against restoring over a change not yet seen: 409 when stale).
 * Content that is already current writes nothing.
 */
export async function restoreVersion(app: FastifyInstance, user: PrincipalRow, id: number, version: number, input: { lockVersion?: number }): Promise<DocumentRepresentation> {
  const actor = actorOf(user);
  const { document: current, permissions } = await visibleDocument(app.db, actor, id);
  authoriseEdit(permissions, current.project_active);
  if (input.lockVersion !== undefined && input.lockVersion !== current.lock_version) throw updateConflict();
  const { content } = await documentAtVersion(app.db, id, version);
  // Stored content was valid when written; checking it again keeps a document valid if the schema has changed since.
  const derived = deriveContent(parseContent(content ?? EMPTY_DOCUMENT, Number.MAX_SAFE_INTEGER));
  if (derived.json !== current.content) {
    const changes = { content: derived.json, content_html: derived.html, content_text: derived.text, search_text: searchText(current.title, derived.text) };
    await writeChanges(app, user, current, changes, [contentDetail(derived.json)], DOCUMENT_MESSAGES.restored(version));
  }
  return getDocument(app, user, id);
}
