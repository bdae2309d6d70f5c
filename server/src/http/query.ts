import { isStorableId, MAX_ROW_ID } from '../db/values.ts';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { hasControlCharacter } from './control-characters.ts';
import { isCalendarDate } from './dates.ts';
import { invalidQuery } from './errors.ts';

/** What a filter's values are parsed into before it builds SQL. */
export type FilterValueType = 'boolean' | 'integer' | 'string' | 'date' | 'days' | 'principal';
export type FilterValue = string | number | boolean | null;

/** How many values an operator takes. */
const OPERATOR_ARITY: Record<string, 'none' | 'one' | 'many' | 'range'> = {
  '=': 'many',
  '!': 'many',
  '~': 'one',
  '!~': 'one',
  '*': 'none',
  '!*': 'none',
  '<>d': 'range',
  '>t-': 'one',
  '<t-': 'one',
  // Work package operators: open / closed status, today, within / beyond the next n days, on or after / before.
  o: 'none',
  c: 'none',
  t: 'none',
  '<t+': 'one',
  '>t+': 'one',
  '>=': 'one',
  '<=': 'one',
};

export interface QueryContext {
  currentUserId: number;
}

export interface FilterDefinition<EB> {
  /** The OpenProject (snake_case) name; `aliases` adds camelCase spellings. */
  name: string;
  aliases?: string[];
  operators: string[];
  valueType: FilterValueType;
  /** `=` and `!` may list NONE_FILTER_VALUE beside ids: "no value" (it arrives as null). */
  acceptsNone?: boolean;
  build(eb: EB, operator: string, values: FilterValue[], context: QueryContext): Expression<SqlBool>;
}

export interface ParsedFilter<EB> {
  definition: FilterDefinition<EB>;
  operator: string;
  values: FilterValue[];
}

/** Values one filter takes at most: each is an SQL parameter, and SQLite allows 32766 per statement. */
export const MAX_FILTER_VALUES = 1000;

/**
 * Relative date filters (`>t-`, `<t-`, `<t+`, `>t+`) take at most this many days (100 years): further, the computed
 * day leaves the range PostgreSQL's timestamps accept (a 500) and no stored date is there anyway.
 */
export const MAX_RELATIVE_DAYS = 36_500;
/** PostgreSQL has no year 0 (JavaScript writes it as "0000"): filter dates start at year 1. */
const MIN_FILTER_DATE = '0001-01-01';

/** "Unassigned or Priya": the filters are AND-ed, so one filter's values carry the "no value" choice. */
export const NONE_FILTER_VALUE = 'none';

function parseValue(filterName: string, type: FilterValueType, raw: string, allowEmpty: boolean): FilterValue {
  if (allowEmpty && raw === '') return null;
  // Escaped in the JSON ("\u0000"), so the query string check cannot see them.
  if (hasControlCharacter(raw)) throw invalidQuery(`Filter ${filterName}: values must not contain control characters.`);
  switch (type) {
    case 'boolean':
      if (raw === 't' || raw === 'true') return true;
      if (raw === 'f' || raw === 'false') return false;
      throw invalidQuery(`Filter ${filterName}: "${raw}" is not a boolean (use "t" or "f").`);
    case 'integer':
      if (/^[1-9]\d{0,15}$/.test(raw) && isStorableId(Number(raw))) return Number(raw);
      throw invalidQuery(`Filter ${filterName}: "${raw}" is not a valid id.`);
    case 'principal':
      if (raw === 'me') return 'me';
      if (/^[1-9]\d{0,15}$/.test(raw) && isStorableId(Number(raw))) return Number(raw);
      throw invalidQuery(`Filter ${filterName}: "${raw}" is not a user id or "me".`);
    case 'days':
      if (/^\d{1,6}$/.test(raw) && Number(raw) <= MAX_RELATIVE_DAYS) return Number(raw);
      throw invalidQuery(`Filter ${filterName}: "${raw}" is not a number of days from 0 to ${MAX_RELATIVE_DAYS}.`);
    case 'date':
      if (isCalendarDate(raw) && raw >= MIN_FILTER_DATE) return raw;
      throw invalidQuery(`Filter ${filterName}: "${raw}" is not a date (YYYY-MM-DD, from ${MIN_FILTER_DATE}).`);
    case 'string':
      return raw;
  }
}

function parseJson(parameter: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw invalidQuery(`The ${parameter} parameter is not valid JSON.`);
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Parses OpenProject's `filters` parameter: a JSON array of `{name: {operator, values}}`, AND-ed.
 * Anything unknown or malformed is a 400 InvalidQuery naming the culprit.
 */
export function parseFilters<EB>(raw: string | undefined, definitions: FilterDefinition<EB>[]): ParsedFilter<EB>[] {
  if (raw === undefined || raw.trim() === '') return [];
  const parsed = parseJson('filters', raw);
  if (!Array.isArray(parsed)) throw invalidQuery('The filters parameter must be a JSON array of {"name": {"operator", "values"}} objects.');
  const byName = new Map<string, FilterDefinition<EB>>();
  for (const definition of definitions) {
    byName.set(definition.name, definition);
    for (const alias of definition.aliases ?? []) byName.set(alias, definition);
  }
  const result: ParsedFilter<EB>[] = [];
  for (const entry of parsed) {
    if (!isPlainObject(entry) || Object.keys(entry).length !== 1) {
      throw invalidQuery('Each filter must be an object with exactly one filter name, e.g. {"active": {"operator": "=", "values": ["t"]}}.');
    }
    const [name, spec] = Object.entries(entry)[0];
    const definition = byName.get(name);
    if (!definition) throw invalidQuery(`Unknown filter: ${name}. Known filters: ${definitions.map((d) => d.name).join(', ')}.`);
    if (!isPlainObject(spec) || typeof spec.operator !== 'string') {
      throw invalidQuery(`Filter ${name} needs an "operator" string and a "values" array.`);
    }
    const operator = spec.operator;
    if (!definition.operators.includes(operator)) {
      throw invalidQuery(`Filter ${name} does not support the operator "${operator}" (allowed: ${definition.operators.join(' ')}).`);
    }
    const rawValues = spec.values ?? [];
    if (!Array.isArray(rawValues) || rawValues.some((value) => typeof value !== 'string')) {
      throw invalidQuery(`Filter ${name}: "values" must be an array of strings.`);
    }
    if (rawValues.length > MAX_FILTER_VALUES) throw invalidQuery(`Filter ${name} takes at most ${MAX_FILTER_VALUES} values.`);
    const arity = OPERATOR_ARITY[operator] ?? 'many';
    const count = rawValues.length;
    if ((arity === 'none' && count !== 0) || (arity === 'one' && count !== 1) || (arity === 'many' && count < 1) || (arity === 'range' && count !== 2)) {
      const expected = { none: 'no values', one: 'exactly one value', many: 'at least one value', range: 'two values [from, to]' }[arity];
      throw invalidQuery(`Filter ${name} with operator "${operator}" takes ${expected}.`);
    }
    const valueType = ['>t-', '<t-', '<t+', '>t+'].includes(operator) ? 'days' : definition.valueType;
    const values = (rawValues as string[]).map((value) =>
      definition.acceptsNone && arity === 'many' && value === NONE_FILTER_VALUE ? null : parseValue(name, valueType, value, arity === 'range'),
    );
    if (arity === 'range' && values.every((value) => value === null)) {
      throw invalidQuery(`Filter ${name} with operator "<>d" needs at least one of from and to.`);
    }
    result.push({ definition, operator, values });
  }
  return result;
}

export type SortDirection = 'asc' | 'desc';

export interface SortDefinition {
  /** API name (camelCase); aliases add the snake_case spelling. */
  name: string;
  aliases?: string[];
  /** Qualified column to order by. */
  column: string;
  /** Text columns sort case-insensitively ("iOS" between "Data" and "Mobile"), the same on both databases. */
  caseInsensitive?: boolean;
}

export interface ParsedSort {
  column: string;
  direction: SortDirection;
  caseInsensitive?: boolean;
}

/** The ORDER BY expression for a parsed sort entry. */
export function sortExpression(sort: ParsedSort): RawBuilder<unknown> {
  return sort.caseInsensitive ? sql`lower(${sql.ref(sort.column)})` : sql`${sql.ref(sort.column)}`;
}

/** Parses `sortBy=[["updatedAt","desc"]]`. Unknown fields or directions are a 400 naming them. */
export function parseSortBy(raw: string | undefined, definitions: SortDefinition[], fallback: ParsedSort[]): ParsedSort[] {
  if (raw === undefined || raw.trim() === '') return fallback;
  const parsed = parseJson('sortBy', raw);
  if (!Array.isArray(parsed)) throw invalidQuery('The sortBy parameter must be a JSON array of [field, "asc"|"desc"] pairs.');
  const result: ParsedSort[] = [];
  for (const entry of parsed) {
    if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'string' || typeof entry[1] !== 'string') {
      throw invalidQuery('Each sortBy entry must be a [field, "asc"|"desc"] pair.');
    }
    const [field, direction] = entry as [string, string];
    const definition = definitions.find((d) => d.name === field || d.aliases?.includes(field));
    if (!definition) throw invalidQuery(`Unknown sort field: ${field}. Sortable fields: ${definitions.map((d) => d.name).join(', ')}.`);
    if (direction !== 'asc' && direction !== 'desc') throw invalidQuery(`Sort direction for ${field} must be "asc" or "desc".`);
    result.push({ column: definition.column, direction, caseInsensitive: definition.caseInsensitive });
  }
  return result.length ? result : fallback;
}

export interface PageRequest {
  /** 1-based page number. */
  offset: number;
  pageSize: number;
}

export interface PageLimits {
  defaultPageSize: number;
  maxPageSize: number;
}

/**
 * The largest page number a list accepts. A page past the last one is empty (as in OpenProject), but a page number
 * this large would move the SQL row offset (page - 1) * pageSize beyond what the databases take (a 500): refused.
 */
export const MAX_PAGE_OFFSET = 2_147_483_647;

/**
 * offset and pageSize arrive validated as integers (offset >= 1, pageSize >= 0) by the route schema, but the schema's
 * integer type takes "1e300" and "10000000000000000": the upper bound is checked here, for every list at once.
 */
export function resolvePage(query: { offset?: number; pageSize?: number }, limits: PageLimits): PageRequest {
  const offset = query.offset ?? 1;
  if (!Number.isSafeInteger(offset) || offset > MAX_PAGE_OFFSET) {
    throw invalidQuery(`Invalid value for offset: must be a page number from 1 to ${MAX_PAGE_OFFSET}.`);
  }
  const pageSize = Math.min(query.pageSize ?? limits.defaultPageSize, limits.maxPageSize);
  return { offset, pageSize };
}

/** Shared querystring schema for collection endpoints (also documents them in OpenAPI). */
export const collectionQuerySchema = {
  type: 'object',
  properties: {
    filters: { type: 'string', description: 'JSON array of {"name": {"operator", "values"}} filters, AND-ed.' },
    sortBy: { type: 'string', description: 'JSON array of [field, "asc"|"desc"] pairs.' },
    offset: { type: 'integer', minimum: 1, maximum: MAX_PAGE_OFFSET, description: '1-based page number; a page past the last one is empty.' },
    pageSize: { type: 'integer', minimum: 0, description: 'Elements per page (clamped to the maximum); 0 returns only the total.' },
  },
} as const;

/** The query of a collection that only pages (no filters, no sort). */
export const pageQuerySchema = {
  type: 'object',
  properties: { offset: collectionQuerySchema.properties.offset, pageSize: collectionQuerySchema.properties.pageSize },
} as const;

export interface CollectionQuery {
  filters?: string;
  sortBy?: string;
  offset?: number;
  pageSize?: number;
}

const LAST_DAY = '9999-12-31';
const END_OF_LAST_DAY = '9999-12-31T23:59:59.999Z';

/** `updated_at <>d [from, to]`: dates are whole UTC days, `to` inclusive. */
export function dayRange(values: FilterValue[]): { from: string | null; toExclusive: string | null } {
  const [from, to] = values as (string | null)[];
  // The day after 9999-12-31 would be written "+010000-01-01T..." which PostgreSQL does not read: its last instant instead.
  const nextDay = (date: string) => (date >= LAST_DAY ? END_OF_LAST_DAY : new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString());
  return { from: from ? new Date(`${from}T00:00:00Z`).toISOString() : null, toExclusive: to ? nextDay(to) : null };
}

export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Path parameters of a resource addressed by id: a positive integer that a database id column can hold. */
export const ID_PARAMS = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } } } as const;
