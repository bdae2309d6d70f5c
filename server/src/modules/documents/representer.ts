import { EDIT_SHARED_DOCUMENT } from '../../access/index.ts';
import type { DocumentCategoryRow } from '../../db/schema.ts';
import { toBoolean, toIsoString } from '../../db/values.ts';
import { actionLink, link, type Link } from '../../http/hal.ts';
import type { DocumentRecord, DocumentSummaryRecord } from './queries.ts';

/** The characters of text a list element previews (the Documents view shows 60). */
export const DOCUMENT_PREVIEW_LENGTH = 200;

export const documentPath = (id: number) => `/documents/${id}`;
export const categoryPath = (id: number) => `/document_categories/${id}`;

/** Writes need manage_documents in the document's project, which must be active (an archived project is read-only). */
export const mayManageDocuments = (permissions: ReadonlySet<string>, projectActive: boolean | number) =>
  permissions.has('manage_documents') && toBoolean(projectActive);

/** Changing the title and content: manage_documents, or an edit share of the document (EDIT_SHARED_DOCUMENT). */
export const mayEditDocument = (permissions: ReadonlySet<string>, projectActive: boolean | number) =>
  (permissions.has('manage_documents') || permissions.has(EDIT_SHARED_DOCUMENT)) && toBoolean(projectActive);

type DocumentView = DocumentSummaryRecord | DocumentRecord;

function documentLinks(document: DocumentView, mayManage: boolean, mayEdit = mayManage): Record<string, Link> {
  const self = documentPath(document.id);
  const links: Record<string, Link> = {
    self: link(self, document.title),
    project: link(`/projects/${document.project_id}`, document.project_name),
    category: link(categoryPath(document.category_id), document.category_name),
    author: document.author_id === null ? { href: null } : link(`/users/${document.author_id}`, document.author_name ?? undefined),
    // Documents hold no attachments yet (the editor's images bring them): OpenProject's link, without a target.
    attachments: { href: null },
    versions: link(`${self}/versions`),
  };
  if (mayEdit) links.updateImmediately = actionLink(self, 'patch');
  if (mayManage) links.delete = actionLink(self, 'delete');
  return links;
}

/** A list element: OpenProject's Document without the content (lists never read whole documents), with a text preview. */
export function representDocumentSummary(document: DocumentSummaryRecord, mayManage: boolean) {
  return {
    _type: 'Document' as const,
    id: document.id,
    title: document.title,
    preview: document.preview,
    lockVersion: document.lock_version,
    createdAt: toIsoString(document.created_at),
    updatedAt: toIsoString(document.updated_at),
    _links: documentLinks(document, mayManage),
  };
}

/**
 * OpenProject's Document: `description` is the content's plain text and sanitised HTML (format `custom`: the editor's
 * own), `content` the editor's JSON document as stored.
 */
export function representDocument(document: DocumentRecord, mayManage: boolean, mayEdit = mayManage) {
  return {
    _type: 'Document' as const,
    id: document.id,
    title: document.title,
    description: { format: 'custom' as const, raw: document.content_text, html: document.content_html },
    content: JSON.parse(document.content) as Record<string, unknown>,
    lockVersion: document.lock_version,
    createdAt: toIsoString(document.created_at),
    updatedAt: toIsoString(document.updated_at),
    _links: documentLinks(document, mayManage, mayEdit),
  };
}

export type DocumentRepresentation = ReturnType<typeof representDocument>;

export function representCategory(category: DocumentCategoryRow) {
  return {
    _type: 'DocumentCategory' as const,
    id: category.id,
    name: category.name,
    position: category.position,
    isDefault: toBoolean(category.is_default),
    _links: { self: link(categoryPath(category.id), category.name) },
  };
}

/** One version of a document's history (one journal): who changed what when; `detail` adds the title and content then. */
export interface VersionView {
  version: number;
  user_id: number | null;
  user_name: string | null;
  created_at: Date | string;
  changes: string[];
}

/** The API names of journaled columns. */
const CHANGE_NAMES: Record<string, string> = { title: 'title', category_id: 'category', content: 'content' };

export function representDocumentVersion(documentId: number, version: VersionView, mayManage: boolean, detail?: { title: string | null; content: unknown }) {
  const self = `${documentPath(documentId)}/versions/${version.version}`;
  const links: Record<string, Link> = {
    self: link(self),
    document: link(documentPath(documentId)),
    user: version.user_id === null ? { href: null } : link(`/users/${version.user_id}`, version.user_name ?? undefined),
  };
  if (mayManage) links.restore = actionLink(`${self}/restore`, 'post');
  return {
    _type: 'DocumentVersion' as const,
    version: version.version,
    createdAt: toIsoString(version.created_at),
    changes: version.changes.map((property) => CHANGE_NAMES[property] ?? property),
    ...(detail ? { title: detail.title, content: detail.content } : {}),
    _links: links,
  };
}
