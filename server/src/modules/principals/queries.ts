import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import { toCount } from '../../db/values.ts';
import { sortExpression, type ParsedFilter, type ParsedSort, type QueryContext } from '../../http/query.ts';
import { whereFilters } from '../../http/collection.ts';

export type PrincipalsEB = ExpressionBuilder<Database, 'principals'>;

function filteredPrincipals(db: Db, filters: ParsedFilter<PrincipalsEB>[], context: QueryContext) {
  return whereFilters(db.selectFrom('principals'), filters, context);
}

export async function countPrincipals(db: Db, filters: ParsedFilter<PrincipalsEB>[], context: QueryContext): Promise<number> {
  const row = await filteredPrincipals(db, filters, context).select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  return toCount(row?.total);
}

export function listPrincipals(db: Db, filters: ParsedFilter<PrincipalsEB>[], context: QueryContext, sort: ParsedSort[], limit: number, offset: number) {
  let query = filteredPrincipals(db, filters, context).selectAll('principals');
  for (const entry of sort) query = query.orderBy(sortExpression(entry), entry.direction);
  return query.orderBy('principals.id', 'asc').limit(limit).offset(offset).execute();
}
