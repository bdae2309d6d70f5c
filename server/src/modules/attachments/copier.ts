import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { type Copier, insertInChunks } from '../../copying/index.ts';

/**
 * Work package attachments: each source package's attachments onto its copy (the work packages copier's id map;
 * without copied work packages there is nothing to attach to). The copies share their source's files instead of
 * duplicating the bytes: files are never changed in place, and one is removed only when no attachment uses it any
 * more (see service.removeUnusedFiles). So the copy writes rows only, inside the copy's transaction, and a copy
 * that fails leaves no file behind. On PostgreSQL the source rows are read FOR SHARE: a concurrent deletion of one
 * of them waits for the copy, then sees the copy's row and keeps the file.
 * Activity attachments stay behind: the copy starts its packages' journals afresh.
 */
export const workPackageAttachmentsCopier: Copier = {
  option: 'work_package_attachments',
  order: 35,
  async copy({ trx, sourceProjectId, now, userId, idMaps }) {
    const workPackageIds = idMaps.get('work_packages');
    if (!workPackageIds || workPackageIds.size === 0) return { copied: 0 };
    let query = trx
      .selectFrom('attachments')
      .innerJoin('work_packages', 'work_packages.id', 'attachments.container_id')
      .select(['attachments.container_id', 'attachments.file_name', 'attachments.disk_file', 'attachments.content_type', 'attachments.file_size', 'attachments.digest', 'attachments.description'])
      .where('attachments.container_type', '=', 'WorkPackage')
      .where('work_packages.project_id', '=', sourceProjectId)
      .orderBy('attachments.id');
    if (isPostgres<Database>(trx)) query = query.modifyEnd(sql`for share of attachments`);
    const sources = await query.execute();
    const rows = sources.flatMap((source) => {
      const containerId = workPackageIds.get(source.container_id);
      if (containerId === undefined) return [];
      const { container_id: _source, ...copied } = source;
      return [{ ...copied, container_type: 'WorkPackage', container_id: containerId, author_id: userId, created_at: now }];
    });
    await insertInChunks(trx, 'attachments', rows);
    return { copied: rows.length };
  },
};
