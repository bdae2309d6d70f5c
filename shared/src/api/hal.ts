// HAL+JSON shapes of the API v3 and small helpers to read them.

export interface HalLink {
  /** null means "no value" (e.g. no parent). */
  href: string | null;
  title?: string;
  method?: string;
  templated?: boolean;
}

export type HalLinks = { self?: HalLink } & Record<string, HalLink | HalLink[] | undefined>;

export interface HalResource {
  _type: string;
  _links: HalLinks;
  _embedded?: Record<string, unknown>;
}

export interface HalCollection<T> {
  _type: 'Collection';
  total: number;
  count: number;
  pageSize?: number;
  /** 1-based page number. */
  offset?: number;
  _embedded: { elements: T[] };
  _links?: HalLinks;
}

export interface FormattableText {
  format: string;
  raw: string;
  html?: string;
}

export const MISSING_ELEMENTS_MESSAGE = 'Invalid API response: missing elements';

/** The elements of a collection; a response without them is a broken contract, not an empty list. */
export function elementsOf<T>(collection: HalCollection<T> | null | undefined): T[] {
  const elements = collection?._embedded?.elements;
  if (!Array.isArray(elements)) throw new Error(MISSING_ELEMENTS_MESSAGE);
  return elements;
}

/** '/api/v3/projects/5' -> 5; null for a missing href or one not ending in a numeric id. */
export function idFromHref(href: string | null | undefined): number | null {
  if (!href) return null;
  const match = /\/(\d+)\/?(?:[?#].*)?$/.exec(href);
  return match ? Number(match[1]) : null;
}

/** The last path segment of an href ('/api/v3/project_statuses/on_track' -> 'on_track'). */
export function lastSegmentOfHref(href: string | null | undefined): string | null {
  if (!href) return null;
  const path = href.split(/[?#]/)[0].replace(/\/+$/, '');
  const segment = path.slice(path.lastIndexOf('/') + 1);
  return segment ? decodeURIComponent(segment) : null;
}

/** A single link by name (arrays are multi-valued links; use linksOf for those). */
export function linkOf(resource: { _links?: HalLinks } | null | undefined, name: string): HalLink | undefined {
  const link = resource?._links?.[name];
  return Array.isArray(link) ? link[0] : link;
}

export function linksOf(resource: { _links?: HalLinks } | null | undefined, name: string): HalLink[] {
  const link = resource?._links?.[name];
  if (!link) return [];
  return Array.isArray(link) ? link : [link];
}

/** True when the server offered this action link (it does only when the caller may act). */
export function hasAction(resource: { _links?: HalLinks } | null | undefined, name: string): boolean {
  return Boolean(linkOf(resource, name)?.href);
}
