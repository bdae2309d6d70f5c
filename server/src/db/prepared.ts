import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './index.ts';

type Param = string | number;

/**
 * A query built and compiled once per database, then run with new parameters: for the few statements on every
 * request's path (authentication), where Kysely's build and compile steps cost more than SQLite's lookup.
 * The query's shape must not depend on the parameters, which must be strings or numbers; constants written
 * into the query are kept as compiled (so booleans there are already in the dialect's form).
 */
export function preparedQuery<Params extends Param[], Row>(build: (db: Db, ...params: Params) => Compilable<Row>) {
  const arity = build.length - 1;
  const compiledByDb = new WeakMap<Db, { sql: string; bind: ((params: Params) => unknown)[] }>();
  const compile = (db: Db) => {
    const sentinels = Array.from({ length: arity }, (_, index) => `\u0000prepared-parameter-${index}\u0000`);
    const compiled = build(db, ...(sentinels as Params)).compile();
    const bind = compiled.parameters.map((value) => {
      const index = sentinels.indexOf(value as string);
      return index >= 0 ? (params: Params) => params[index] : () => value;
    });
    return { sql: compiled.sql, bind };
  };
  return async (db: Db, ...params: Params): Promise<Row[]> => {
    let compiled = compiledByDb.get(db);
    if (!compiled) {
      compiled = compile(db);
      compiledByDb.set(db, compiled);
    }
    const result = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, compiled.bind.map((value) => value(params))));
    return result.rows;
  };
}
