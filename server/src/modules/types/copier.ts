import { type Copier } from '../../copying/index.ts';
import { enableDefaultTypes } from '../projects/index.ts';

/**
 * Types: always copied with a project (as OpenProject does): the enabled set and the default. A source without
 * any (a project that predates types) gives the copy every type with the global default.
 */
export const typesCopier: Copier = {
  option: 'types',
  order: 0,
  async copy({ trx, sourceProjectId, targetProjectId }) {
    const rows = await trx.selectFrom('project_types').select(['type_id', 'is_default']).where('project_id', '=', sourceProjectId).execute();
    if (rows.length === 0) return { copied: await enableDefaultTypes(trx, [targetProjectId]) };
    await trx
      .insertInto('project_types')
      .values(rows.map((row) => ({ project_id: targetProjectId, type_id: row.type_id, is_default: row.is_default === true || row.is_default === 1 })))
      .execute();
    return { copied: rows.length };
  },
};
