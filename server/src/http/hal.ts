import { compressLargeAnswer } from './compression.ts';

export const API_PREFIX = '/api/v3';
export const HAL_CONTENT_TYPE = 'application/hal+json; charset=utf-8';

/** Route options for collection endpoints: their answers are compressed for clients that accept it. */
export const COMPRESS_COLLECTION = { onSend: compressLargeAnswer };

export interface Link {
  href: string | null;
  title?: string;
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  templated?: boolean;
}

export const UNDISCLOSED_HREF = 'urn:openproject-org:api:v3:undisclosed';

export function link(path: string | null, title?: string): Link {
  const href = path === null ? null : `${API_PREFIX}${path}`;
  // Two literal shapes rather than a spread: collections build thousands of links (a board of 2,000 cards, 12,000).
  return title === undefined ? { href } : { href, title };
}

export function actionLink(path: string, method: Link['method']): Link {
  return { href: `${API_PREFIX}${path}`, method };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Formattable text (markdown rendered and sanitised) lives in its own module; representers import it from here. */
export { formattable, type Formattable } from './formattable.ts';

/** Builds a query string; values are URL-encoded, `{offset}`-style template placeholders are kept literal. */
export function buildQueryString(params: Record<string, string | number | null | undefined>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const text = String(value);
    parts.push(`${encodeURIComponent(key)}=${/^\{\w+\}$/.test(text) ? text : encodeURIComponent(text)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A plain (unpaginated) collection, as OpenProject answers for types, statuses and categories. */
export function plainCollection<T>(href: string, elements: T[], links: Record<string, unknown> = {}) {
  return { _type: 'Collection', total: elements.length, count: elements.length, _embedded: { elements }, _links: { self: { href }, ...links } };
}

export interface CollectionPage<T> {
  elements: T[];
  total: number;
  /** 1-based page number. */
  offset: number;
  pageSize: number;
}

/**
 * An offset-paginated HAL collection. `queryParams` are the caller's filters/sortBy (as given), so the
 * navigation links reproduce the same query.
 */
export function collection<T>(path: string, page: CollectionPage<T>, queryParams: Record<string, string | undefined> = {}) {
  const base = `${API_PREFIX}${path}`;
  const href = (offset: number | string, pageSize: number | string) =>
    `${base}${buildQueryString({ ...queryParams, offset, pageSize })}`;
  const lastPage = page.pageSize > 0 ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const links: Record<string, Link> = {
    self: { href: href(page.offset, page.pageSize) },
    jumpTo: { href: href('{offset}', page.pageSize), templated: true },
    changeSize: { href: href(page.offset, '{size}'), templated: true },
  };
  if (page.pageSize > 0 && page.offset < lastPage) links.nextByOffset = { href: href(page.offset + 1, page.pageSize) };
  if (page.pageSize > 0 && page.offset > 1) links.previousByOffset = { href: href(Math.min(page.offset - 1, lastPage), page.pageSize) };
  return {
    _type: 'Collection' as const,
    total: page.total,
    count: page.elements.length,
    pageSize: page.pageSize,
    offset: page.offset,
    _embedded: { elements: page.elements },
    _links: links,
  };
}

/** A collection whose elements are already UTF-8 JSON (see projectJsonCache), assembled without re-encoding them. */
export function serializeCollection(page: ReturnType<typeof collection>, elementsJson: Buffer[]): Buffer {
  const head: Partial<ReturnType<typeof collection>> = { ...page, count: elementsJson.length };
  delete head._embedded;
  const parts: Buffer[] = [Buffer.from(`${JSON.stringify(head).slice(0, -1)},"_embedded":{"elements":[`)];
  elementsJson.forEach((element, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(element);
  });
  parts.push(CLOSE_COLLECTION);
  return Buffer.concat(parts);
}
const COMMA = Buffer.from(',');
const CLOSE_COLLECTION = Buffer.from(']}}');

/** One property of an OpenProject Schema resource (`GET /…/schema`): its type, label and whether it is required and writable. */
export interface SchemaProperty {
  type: string;
  name: string;
  required: boolean;
  hasDefault: boolean;
  writable: boolean;
  minLength?: number;
  maxLength?: number;
  /** Where a write sends it: `_links` for linked resources, `_meta` for options; absent for plain properties. */
  location?: '_links' | '_meta';
  _links?: { allowedValues: Link };
}

export function schemaProperty(
  type: string,
  name: string,
  /** `allowedValues`: the full href of the collection the value is chosen from. */
  options: { required?: boolean; hasDefault?: boolean; writable?: boolean; minLength?: number; maxLength?: number; location?: '_links' | '_meta'; allowedValues?: string } = {},
): SchemaProperty {
  const { required = false, hasDefault = false, writable = false, allowedValues, ...rest } = options;
  return { type, name, required, hasDefault, writable, ...rest, ...(allowedValues ? { _links: { allowedValues: { href: allowedValues } } } : {}) };
}

/** An OpenProject Schema resource: one entry per property, keyed by the property's API name. */
export function schemaResource(path: string, properties: Record<string, SchemaProperty>) {
  return { _type: 'Schema' as const, _dependencies: [] as string[], ...properties, _links: { self: link(path) } };
}
