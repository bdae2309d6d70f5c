import { collectionQuerySchema, ID_PARAMS } from '../../http/query.ts';

export const listProjectsSchema = {
  tags: ['Projects'],
  summary: 'Visible projects (filters: active, status, name_and_identifier, name, public, templated, parent_id, id, principal, created_at, updated_at)',
  querystring: collectionQuerySchema,
} as const;

export const getProjectSchema = {
  tags: ['Projects'],
  summary: 'A project, with its first memberships and the caller\'s membership',
  params: ID_PARAMS,
} as const;

export const getProjectStatusSchema = {
  tags: ['Projects'],
  summary: 'A project status (on_track, at_risk, off_track, not_started, finished, discontinued)',
  params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } },
} as const;

export const listProjectCategoriesSchema = {
  tags: ['Projects'],
  summary: "A project's work package categories (OpenProject's path; Tessera has no categories, so the list is empty)",
  params: ID_PARAMS,
} as const;


/** A link sent back by a client: only href is read; title and the like are ignored, as in OpenProject. */
const writableLink = { type: 'object', required: ['href'], properties: { href: { type: ['string', 'null'], maxLength: 2048 } } } as const;

/** Formattable text: only raw is stored; format and html (echoed back by clients) are ignored. */
const formattableInput = {
  type: 'object',
  required: ['raw'],
  additionalProperties: false,
  properties: { raw: { type: 'string', maxLength: 100_000 }, format: { type: 'string', enum: ['markdown', 'plain', 'custom'] }, html: { type: 'string' } },
} as const;

/** Lengths and patterns are checked by the service, so their messages name the rule (spec 000 section 5). */
export const projectBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    identifier: { type: 'string' },
    description: formattableInput,
    statusExplanation: formattableInput,
    public: { type: 'boolean' },
    active: { type: 'boolean' },
    templated: { type: 'boolean' },
    _links: { type: 'object', additionalProperties: false, properties: { parent: writableLink, status: writableLink } },
  },
} as const;

export const createProjectSchema = {
  tags: ['Projects'],
  summary: 'Create a project (admins and managers; a sub-project needs add_subprojects in its parent)',
  body: projectBodySchema,
} as const;

export const updateProjectSchema = {
  tags: ['Projects'],
  summary: 'Update a project (edit_project; active needs archive_project; identifier is read-only)',
  params: ID_PARAMS,
  body: projectBodySchema,
} as const;

export const projectFormSchema = {
  tags: ['Projects'],
  summary: 'Validate changes to a project without saving them (Form with payload and validationErrors)',
  params: ID_PARAMS,
  body: projectBodySchema,
} as const;

export const deleteProjectSchema = {
  tags: ['Projects'],
  summary: 'Delete a project with its sub-projects and their memberships (delete_project)',
  params: ID_PARAMS,
} as const;

interface TypedSchema {
  type?: string | readonly string[];
  properties?: Record<string, TypedSchema>;
}

const jsonType = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * The app's validator coerces types ("true" -> true, 0 -> false, null -> ""), which suits query strings but would
 * let a write flip `active` by sending 0. Write bodies are checked for exact JSON types first; returns the first
 * mismatch as [path, expected type].
 */
export function findTypeMismatch(value: unknown, schema: TypedSchema, path: string[] = []): [string[], string] | null {
  if (schema.type !== undefined) {
    const allowed = typeof schema.type === 'string' ? [schema.type] : schema.type;
    const actual = jsonType(value);
    if (!allowed.includes(actual)) return [path, allowed.join(' or ')];
  }
  if (schema.properties && jsonType(value) === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const childSchema = schema.properties[key];
      if (!childSchema) continue; // unknown properties are refused by the schema validator itself
      const mismatch = findTypeMismatch(child, childSchema, [...path, key]);
      if (mismatch) return mismatch;
    }
  }
  return null;
}
