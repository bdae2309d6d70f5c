// The date filter operators, one switch for every resource: on 'YYYY-MM-DD' day columns (start and due dates, the
// day time was spent) and on timestamp columns (created and updated), relative operators against the app clock.
import type { Expression, SqlBool } from 'kysely';
import { dayRange, type FilterDefinition, type FilterValue } from './query.ts';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of the app clock's day (UTC) moved by `days`. */
export function isoDay(now: Date, days = 0): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The part of a Kysely expression builder the date conditions use. Each filter's builder is typed for its own table;
 * the column is one of that table's, given by the filter's definition.
 */
interface ColumnConditions {
  (column: string, operator: string, value: unknown): Expression<SqlBool>;
  and(conditions: Expression<SqlBool>[]): Expression<SqlBool>;
}

export interface DateFilterOptions {
  name: string;
  aliases?: string[];
  /** A column of the filtered table (the builder's). */
  column: string;
  /** The operators this filter offers (each resource offers OpenProject's set for it). */
  operators: string[];
  now: () => Date;
}

/** A condition on a day column: `<>d` inclusive, `t` today, `>t-`/`<t+` up to/from today, `<t-`/`>t+` beyond. */
function dayCondition(eb: ColumnConditions, column: string, operator: string, values: FilterValue[], now: () => Date): Expression<SqlBool> {
  const days = Number(values[0]);
  switch (operator) {
    case '<>d': {
      const [from, to] = values as (string | null)[];
      return eb.and([...(from ? [eb(column, '>=', from)] : []), ...(to ? [eb(column, '<=', to)] : [])]);
    }
    case '>=':
      return eb(column, '>=', String(values[0]));
    case '<=':
      return eb(column, '<=', String(values[0]));
    case '=':
      return eb(column, 'in', values as string[]);
    case 't':
      return eb(column, '=', isoDay(now()));
    case '>t-': // within the last n days, up to today
      return eb.and([eb(column, '>=', isoDay(now(), -days)), eb(column, '<=', isoDay(now()))]);
    case '<t-': // more than n days ago (`<t-` 0: before today, i.e. overdue for due dates)
      return eb(column, '<', isoDay(now(), -days));
    case '<t+': // from today to n days ahead
      return eb.and([eb(column, '>=', isoDay(now())), eb(column, '<=', isoDay(now(), days))]);
    case '>t+': // more than n days ahead
      return eb(column, '>', isoDay(now(), days));
    case '*':
      return eb(column, 'is not', null);
    default: // '!*'
      return eb(column, 'is', null);
  }
}

/** A condition on a timestamp column: dates are whole UTC days. */
function timestampCondition(eb: ColumnConditions, column: string, operator: string, values: FilterValue[], now: () => Date): Expression<SqlBool> {
  switch (operator) {
    case '<>d': {
      const { from, toExclusive } = dayRange(values);
      return eb.and([...(from ? [eb(column, '>=', from)] : []), ...(toExclusive ? [eb(column, '<', toExclusive)] : [])]);
    }
    case '>=':
      return eb(column, '>=', dayRange([values[0], null]).from!);
    case '<=':
      return eb(column, '<', dayRange([null, values[0]]).toExclusive!);
    default: {
      // ">t-" n: within the last n days; "<t-" n: more than n days ago.
      const threshold = new Date(now().getTime() - Number(values[0]) * DAY_MS).toISOString();
      return eb(column, operator === '>t-' ? '>=' : '<', threshold);
    }
  }
}

/** A filter on a 'YYYY-MM-DD' column. */
export function dayFilter<EB>(options: DateFilterOptions): FilterDefinition<EB> {
  return {
    name: options.name,
    aliases: options.aliases,
    operators: options.operators,
    valueType: 'date',
    build: (eb, operator, values) => dayCondition(eb as unknown as ColumnConditions, options.column, operator, values, options.now),
  };
}

/** A filter on a timestamp column. */
export function timestampFilter<EB>(options: DateFilterOptions): FilterDefinition<EB> {
  return {
    name: options.name,
    aliases: options.aliases,
    operators: options.operators,
    valueType: 'date',
    build: (eb, operator, values) => timestampCondition(eb as unknown as ColumnConditions, options.column, operator, values, options.now),
  };
}
