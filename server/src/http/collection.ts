// Collections: filtered -> counted -> one page -> hydrated, in a constant number of statements whatever the page size.
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { PageRequest, ParsedFilter, QueryContext } from './query.ts';

/** A collection's answer before it is wrapped in HAL: the total of matching rows and this page's elements. */
export interface CollectedPage<Element> {
  total: number;
  elements: Element[];
}

/** The SQL limit and offset of a (1-based) page. */
export const pageWindow = (page: PageRequest) => ({ limit: page.pageSize, offset: (page.offset - 1) * page.pageSize });

/** A base query narrowed by the parsed filters (each a WHERE condition built for the query's tables). */
export function whereFilters<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  filters: ParsedFilter<ExpressionBuilder<DB, TB>>[],
  context: QueryContext,
): SelectQueryBuilder<DB, TB, O> {
  let narrowed = query;
  for (const filter of filters) narrowed = narrowed.where((eb) => filter.definition.build(eb, filter.operator, filter.values, context));
  return narrowed;
}

export interface CountedCollection<Row, Element> {
  /** One statement: how many rows match. */
  count(): Promise<number>;
  /** One statement: the rows of a page, in order. */
  page(limit: number, offset: number): Promise<Row[]>;
  /** A constant number of statements: the page's elements (rows gone since the page read may be left out). */
  hydrate(rows: Row[]): Promise<Element[]>;
}

/** Count first, then the page and its hydration only when there is something to show. */
export async function countedPage<Row, Element>(page: PageRequest, source: CountedCollection<Row, Element>): Promise<CollectedPage<Element>> {
  const total = await source.count();
  if (page.pageSize === 0 || total === 0) return { total, elements: [] };
  const { limit, offset } = pageWindow(page);
  const rows = await source.page(limit, offset);
  return { total, elements: rows.length === 0 ? [] : await source.hydrate(rows) };
}

export interface TotalledCollection<Row, Element> {
  /** One statement: how many rows match (only when no page row carries the total). */
  count(): Promise<number>;
  /** One statement: the rows of a page with the total of all matching rows (null when the page is empty). */
  page(limit: number, offset: number): Promise<{ rows: Row[]; total: number | null }>;
  /** A constant number of statements: the page's elements. */
  hydrate(rows: Row[]): Promise<Element[]>;
}

/**
 * The page statement carries the total (one statement for a page with rows); the count runs only for pageSize 0 or a
 * page past the end, where no row can carry it.
 */
export async function totalledPage<Row, Element>(page: PageRequest, source: TotalledCollection<Row, Element>): Promise<CollectedPage<Element>> {
  if (page.pageSize === 0) return { total: await source.count(), elements: [] };
  const { limit, offset } = pageWindow(page);
  const { rows, total } = await source.page(limit, offset);
  if (rows.length === 0) return { total: total ?? (await source.count()), elements: [] };
  return { total: total ?? 0, elements: await source.hydrate(rows) };
}
