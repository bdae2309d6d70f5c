// Response schemas: what each route answers, for the OpenAPI document (GET /api/v3/openapi.json) and the client types
// generated from it (shared/src/api/generated). They describe answers; they do not shape them: the app serialises
// answers with JSON.stringify whatever the schema says (see app.ts), so a schema can never drop or coerce a field.
// The server tests check every answer against its route's schema, so the description stays true.

/** A named schema (a component of the OpenAPI document), referred to with `ref(name)`. */
export interface ComponentSchema {
  $id: string;
  [keyword: string]: unknown;
}

/** A reference to a named schema (`app.addSchema`); the OpenAPI document lists it under components.schemas. */
export const ref = (name: string) => ({ $ref: `${name}#` }) as const;

export const LINK_SCHEMA: ComponentSchema = {
  $id: 'Link',
  type: 'object',
  additionalProperties: true,
  required: ['href'],
  properties: {
    href: { type: ['string', 'null'], description: 'null means "no value" (no parent, no assignee).' },
    title: { type: 'string' },
    method: { type: 'string', enum: ['get', 'post', 'put', 'patch', 'delete'] },
    templated: { type: 'boolean' },
  },
};

/** A resource's links: which ones it has depends on the resource and on what the caller may do. */
export const LINKS_SCHEMA: ComponentSchema = {
  $id: 'Links',
  type: 'object',
  properties: { self: ref('Link') },
  additionalProperties: { anyOf: [ref('Link'), { type: 'array', items: ref('Link') }] },
};

export const FORMATTABLE_SCHEMA: ComponentSchema = {
  $id: 'Formattable',
  type: 'object',
  additionalProperties: true,
  required: ['format', 'raw'],
  properties: { format: { type: 'string', enum: ['markdown', 'plain'] }, raw: { type: 'string' }, html: { type: 'string' } },
};

/** Any HAL resource: its `_type` and `_links`; the routes that no client reads in detail yet answer with this. */
export const HAL_RESOURCE_SCHEMA: ComponentSchema = {
  $id: 'HalResource',
  type: 'object',
  additionalProperties: true,
  required: ['_type'],
  properties: { _type: { type: 'string' }, _links: ref('Links'), _embedded: { type: 'object', additionalProperties: true } },
};

/** OpenProject's error body (http/errors.ts); forms list one per attribute in their validationErrors. */
export const ERROR_SCHEMA: ComponentSchema = {
  $id: 'Error',
  type: 'object',
  additionalProperties: true,
  required: ['_type', 'errorIdentifier', 'message'],
  properties: {
    _type: { type: 'string', enum: ['Error'] },
    errorIdentifier: { type: 'string', description: 'urn:openproject-org:api:v3:errors:<Identifier>' },
    message: { type: 'string' },
    _embedded: { type: 'object', properties: { details: { type: 'object', required: ['attribute'], properties: { attribute: { type: 'string' } } } } },
  },
};

/** The kernel's components, registered before any module's. */
export const KERNEL_COMPONENTS: readonly ComponentSchema[] = [LINK_SCHEMA, LINKS_SCHEMA, FORMATTABLE_SCHEMA, HAL_RESOURCE_SCHEMA, ERROR_SCHEMA];

/**
 * A HAL resource of one `_type` with the properties clients read (more may be present: `additionalProperties`).
 * `required` lists the properties every representation carries.
 */
export function halResource(name: string, type: string, properties: Record<string, unknown>, required: readonly string[] = []): ComponentSchema {
  return {
    $id: name,
    type: 'object',
    additionalProperties: true,
    required: ['_type', '_links', ...required],
    // A resource may describe its _embedded; otherwise it is any object.
    properties: { _type: { type: 'string', enum: [type] }, _embedded: { type: 'object', additionalProperties: true }, ...properties, _links: ref('Links') },
  };
}

/** A HAL collection of the given elements (paginated ones also carry pageSize and offset). */
export function halCollection(elements: object = ref('HalResource')) {
  return {
    type: 'object',
    additionalProperties: true,
    required: ['_type', 'total', 'count', '_embedded'],
    properties: {
      _type: { type: 'string', enum: ['Collection'] },
      total: { type: 'integer' },
      count: { type: 'integer' },
      pageSize: { type: 'integer' },
      offset: { type: 'integer', description: '1-based page number.' },
      _embedded: { type: 'object', additionalProperties: true, required: ['elements'], properties: { elements: { type: 'array', items: elements } } },
      _links: ref('Links'),
    },
  } as const;
}

/** Nullable JSON types, as OpenAPI 3.1 writes them. */
export const nullable = (type: string, extra: Record<string, unknown> = {}) => ({ type: [type, 'null'], ...extra });

/** Success answers. */
export const ok = (schema: object = ref('HalResource')) => ({ 200: schema }) as const;
export const created = (schema: object = ref('HalResource')) => ({ 201: schema }) as const;
export const NO_CONTENT = { 204: { description: 'No content', type: 'null' } } as const;

/** A nested object whose properties are all always present (unless `optional` names them). */
export function object(properties: Record<string, unknown>, optional: readonly string[] = []) {
  return { type: 'object', required: Object.keys(properties).filter((key) => !optional.includes(key)), properties } as const;
}

export const arrayOf = (items: object) => ({ type: 'array', items }) as const;

/** A file as stored (its own media type), or 304 when the client's copy is current. */
export const FILE_CONTENT = {
  200: { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
  304: { description: 'Not modified: the If-None-Match tag is current', type: 'null' },
} as const;
