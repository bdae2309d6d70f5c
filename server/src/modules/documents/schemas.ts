import { writableLink } from '../../http/body.ts';
import { collectionQuerySchema, ID_PARAMS } from '../../http/query.ts';
import { MAX_ROW_ID } from '../../db/values.ts';
import { created, halCollection, halResource, NO_CONTENT, nullable, ok, ref, type ComponentSchema } from '../../http/responses.ts';

/**
 * The writable properties of a document. `content` is the editor's JSON document: only its being an object is
 * checked here; the service checks its size (413) and the editor's schema (422 naming content).
 */
export const documentBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string', maxLength: 10_000 },
    content: { type: 'object' },
    // OpenProject's description (markdown), converted to the editor's document.
    description: { type: 'object', required: ['raw'], properties: { raw: { type: 'string', maxLength: 1_000_000 }, format: { type: 'string' }, html: { type: 'string' } } },
    lockVersion: { type: 'number' },
    _links: { type: 'object', additionalProperties: false, properties: { project: writableLink, category: writableLink } },
    // OpenProject's _meta is accepted and ignored.
    _meta: { type: 'object' },
  },
} as const;

export const restoreBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { lockVersion: { type: 'number' } },
} as const;

const TAGS = ['Documents'];

const TIMESTAMPS = { createdAt: { type: 'string', format: 'date-time' }, updatedAt: { type: 'string', format: 'date-time' } };

/** The response schemas clients read (named components of the OpenAPI document, and the generated client types). */
export const DOCUMENT_COMPONENTS: readonly ComponentSchema[] = [
  // A list element carries `preview`; a whole document `description` (text and sanitised HTML) and `content`.
  halResource(
    'Document',
    'Document',
    {
      id: { type: 'integer' },
      title: { type: 'string' },
      lockVersion: { type: 'integer' },
      preview: { type: 'string' },
      description: { type: 'object', additionalProperties: true, properties: { format: { type: 'string' }, raw: { type: 'string' }, html: { type: 'string' } } },
      content: { type: 'object', additionalProperties: true, description: "The editor's JSON document." },
      ...TIMESTAMPS,
    },
    ['id', 'title', 'lockVersion', 'createdAt', 'updatedAt'],
  ),
  halResource(
    'DocumentCategory',
    'DocumentCategory',
    { id: { type: 'integer' }, name: { type: 'string' }, position: { type: 'integer' }, isDefault: { type: 'boolean' } },
    ['id', 'name', 'isDefault'],
  ),
  halResource(
    'DocumentVersion',
    'DocumentVersion',
    {
      version: { type: 'integer' },
      createdAt: TIMESTAMPS.createdAt,
      changes: { type: 'array', items: { type: 'string' } },
      title: nullable('string'),
      content: { description: 'The content at this version (only on a single version).' },
    },
    ['version', 'createdAt', 'changes'],
  ),
];
const FILTERS_TEXT = 'filters: category (=, !), search (**, ~: title or text), updated_at and created_at (<>d, >=, <=, >t-, <t-); sortBy id, title, created_at, updated_at (default updated_at desc)';

export const VERSION_PARAMS = {
  type: 'object',
  required: ['id', 'version'],
  properties: { id: ID_PARAMS.properties.id, version: { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } },
} as const;

export const listDocumentsSchema = {
  tags: TAGS,
  summary: `The documents of every project where the caller may view documents, without their content (${FILTERS_TEXT}; and project (=, !))`,
  querystring: collectionQuerySchema,
  response: ok(halCollection(ref('Document'))),
} as const;

export const listProjectDocumentsSchema = {
  tags: TAGS,
  summary: `A project's documents, without their content (${FILTERS_TEXT})`,
  params: ID_PARAMS,
  querystring: collectionQuerySchema,
  response: ok(halCollection(ref('Document'))),
} as const;

export const getDocumentSchema = { tags: TAGS, summary: 'A document with its content (the editor\'s JSON) and its text and sanitised HTML', params: ID_PARAMS, response: ok(ref('Document')) } as const;

export const createDocumentSchema = {
  tags: TAGS,
  summary: 'Create a document in _links.project (manage_documents there): title, content or description.raw, _links.category (default: the default category)',
  body: documentBodySchema,
  response: created(ref('Document')),
} as const;

export const createProjectDocumentSchema = {
  tags: TAGS,
  summary: 'Create a document in the project (as POST /documents, the project from the path)',
  params: ID_PARAMS,
  body: documentBodySchema,
  response: created(ref('Document')),
} as const;

export const updateDocumentSchema = {
  tags: TAGS,
  summary: 'Change a document (manage_documents; lockVersion required, 409 when stale; content over DOCUMENT_MAX_BYTES is a 413)',
  params: ID_PARAMS,
  body: documentBodySchema,
  response: ok(ref('Document')),
} as const;

export const deleteDocumentSchema = { tags: TAGS, summary: 'Delete a document (manage_documents)', params: ID_PARAMS, response: NO_CONTENT } as const;

export const listVersionsSchema = {
  tags: TAGS,
  summary: "A document's history: its versions (journals: who, when, what changed), newest first",
  params: ID_PARAMS,
  querystring: collectionQuerySchema,
  response: ok(halCollection(ref('DocumentVersion'))),
} as const;

export const getVersionSchema = { tags: TAGS, summary: 'One version of a document: who changed what, and the title and content as they stood then', params: VERSION_PARAMS, response: ok(ref('DocumentVersion')) } as const;

export const restoreVersionSchema = {
  tags: TAGS,
  summary: "Restore a version's content as a new version (manage_documents; an optional lockVersion is checked, 409 when stale)",
  params: VERSION_PARAMS,
  body: restoreBodySchema,
  response: ok(ref('Document')),
} as const;

export const listCategoriesSchema = { tags: TAGS, summary: 'The document categories (global; one is the default)', response: ok(halCollection(ref('DocumentCategory'))) } as const;
export const getCategorySchema = { tags: TAGS, summary: 'A document category', params: ID_PARAMS, response: ok(ref('DocumentCategory')) } as const;
