import type { NewVersion, VersionSharing } from '../../db/schema.ts';
import { versionDetails, versionJournal } from './journal.ts';
import { insertJournals, type JournalEntry } from '../../journals/index.ts';
import { type Copier } from '../../copying/index.ts';

/** Rows per INSERT ... RETURNING (11 columns; far under both databases' parameter limits). */
const VERSIONS_PER_INSERT = 1000;

/**
 * Versions: every version the source project defines (not those shared into it), with its name, description, dates,
 * status and sharing, at lockVersion 0 with a creation journal by the copying user. idMaps 'versions' pairs old and
 * new ids, so the work packages copier (order 30) points the copied packages at the copies. System-wide sharing is
 * for admins only (as on POST /versions): another user's copy of such a version is shared with no project.
 */
export const versionsCopier: Copier = {
  option: 'versions',
  order: 20,
  async copy({ trx, sourceProjectId, targetProjectId, now, userId, idMaps }) {
    const sources = await trx.selectFrom('versions').selectAll().where('project_id', '=', sourceProjectId).orderBy('id').execute();
    const newIds = new Map<number, number>();
    idMaps.set('versions', newIds);
    if (sources.length === 0) return { copied: 0 };
    const copier = await trx.selectFrom('principals').select('role_type').where('id', '=', userId).executeTakeFirst();
    const sharingOf = (sharing: VersionSharing): VersionSharing => (sharing === 'system' && copier?.role_type !== 'admin' ? 'none' : sharing);
    const rows: NewVersion[] = sources.map((version) => ({
      project_id: targetProjectId,
      name: version.name,
      description: version.description,
      start_date: version.start_date,
      end_date: version.end_date,
      status: version.status,
      sharing: sharingOf(version.sharing),
      lock_version: 0,
      created_at: now,
      updated_at: now,
    }));
    const journals: JournalEntry[] = [];
    for (let start = 0; start < rows.length; start += VERSIONS_PER_INSERT) {
      const chunk = rows.slice(start, start + VERSIONS_PER_INSERT);
      // RETURNING follows the VALUES order on both databases for a plain multi-row insert.
      const inserted = await trx.insertInto('versions').values(chunk).returning('id').execute();
      chunk.forEach((row, index) => {
        newIds.set(sources[start + index].id, inserted[index].id);
        journals.push(versionJournal(inserted[index].id, targetProjectId, userId, now, versionDetails(null, row)));
      });
    }
    await insertJournals(trx, journals);
    return { copied: rows.length };
  },
};
