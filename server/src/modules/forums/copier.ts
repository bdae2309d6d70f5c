import type { Copier } from '../../copying/index.ts';

/**
 * Forums (the copy's `_meta.copyForums`): every forum of the source project with its name, description and position,
 * empty (topics and replies stay with the original, as OpenProject's copy does). idMaps 'forums' pairs old and new ids.
 * One read and one insert.
 */
export const forumsCopier: Copier = {
  option: 'forums',
  order: 45,
  async copy({ trx, sourceProjectId, targetProjectId, now, idMaps }) {
    const sources = await trx.selectFrom('forums').select(['id', 'name', 'description', 'position']).where('project_id', '=', sourceProjectId).orderBy('id').execute();
    const newIds = new Map<number, number>();
    idMaps.set('forums', newIds);
    if (sources.length === 0) return { copied: 0 };
    const rows = sources.map((forum) => ({ project_id: targetProjectId, name: forum.name, description: forum.description, position: forum.position, created_at: now, updated_at: now }));
    // RETURNING follows the VALUES order on both databases for a plain multi-row insert.
    const inserted = await trx.insertInto('forums').values(rows).returning('id').execute();
    sources.forEach((forum, index) => newIds.set(forum.id, inserted[index].id));
    return { copied: rows.length };
  },
};
