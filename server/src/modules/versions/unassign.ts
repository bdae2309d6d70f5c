import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { VersionSharing } from '../../db/schema.ts';
import { nextUpdatedAt } from '../../http/inputs.ts';
import { projectsOfVersion } from './availability.ts';
import { insertJournals, WORK_PACKAGE_JOURNABLE } from '../../journals/index.ts';

// Taking work packages out of versions they can no longer be in: a deleted version, the versions of deleted projects
// that other projects' packages were using, and versions that stop being usable in a package's project (their sharing
// narrows, or the project moves in the hierarchy), as OpenProject does.

export interface UnassignableRow {
  id: number;
  project_id: number;
  version_id: number | null;
  lock_version: number;
  updated_at: Date | string;
}

/** A package taken out of its version: what its work_package.updated event needs. */
export interface Unassigned {
  id: number;
  projectId: number;
  lockVersion: number;
  /** The version it was in. */
  versionId: number | null;
}

/**
 * Takes work packages out of their version inside the caller's transaction (rows read there, locked on PostgreSQL):
 * each gets version_id null, a new lockVersion, a later updated_at and a journal (version_id old -> null). Returns
 * what the work_package.updated events need.
 */
export async function unassignWorkPackages(trx: Db, rows: UnassignableRow[], userId: number, now: Date): Promise<Unassigned[]> {
  if (rows.length === 0) return [];
  const latest = rows.reduce((max, row) => Math.max(max, new Date(row.updated_at).getTime()), 0);
  const updatedAt = nextUpdatedAt(new Date(latest), now);
  const ids = rows.map((row) => row.id);
  // Far under both databases' parameter limits per statement.
  for (let start = 0; start < ids.length; start += 10_000) {
    await trx
      .updateTable('work_packages')
      .set({ version_id: null, lock_version: sql<number>`lock_version + 1`, updated_at: updatedAt })
      .where('id', 'in', ids.slice(start, start + 10_000))
      .execute();
  }
  await insertJournals(
    trx,
    rows.map((row) => ({
      journableType: WORK_PACKAGE_JOURNABLE,
      journableId: row.id,
      projectId: row.project_id,
      userId,
      notes: '',
      createdAt: now.toISOString(),
      details: [{ property: 'version_id', old_value: row.version_id === null ? null : String(row.version_id), new_value: null }],
    })),
  );
  return rows.map((row) => ({ id: row.id, projectId: row.project_id, lockVersion: row.lock_version + 1, versionId: row.version_id }));
}

/** The work packages of some versions, locked for the transaction on PostgreSQL (SQLite has one writer). */
export function lockedWorkPackagesOfVersions(trx: Db, versionIds: number[] | 'of deleted projects', projectIds: number[] = []) {
  let query = trx.selectFrom('work_packages').select(['id', 'project_id', 'version_id', 'lock_version', 'updated_at']).orderBy('id');
  if (versionIds === 'of deleted projects') {
    // Packages of other projects in versions the deleted projects define (shared versions).
    query = query
      .where('version_id', 'in', trx.selectFrom('versions').select('versions.id').where('versions.project_id', 'in', projectIds))
      .where('project_id', 'not in', projectIds);
  } else {
    query = query.where('version_id', 'in', versionIds);
  }
  return (isPostgres(trx) ? query.forUpdate() : query).execute();
}


/** A work package in a version, with that version's defining project and sharing. */
export interface VersionLink extends UnassignableRow {
  version_project_id: number;
  sharing: VersionSharing;
}

/**
 * The packages among `links` whose version is not usable in their project (any more): one statement for the projects
 * each version reaches (a union of their availability sets), whatever the number of packages.
 */
export async function unusableLinks(db: Db, links: VersionLink[]): Promise<VersionLink[]> {
  const versions = new Map<number, { project: number; sharing: VersionSharing }>();
  for (const link of links) if (link.version_id !== null && link.sharing !== 'system') versions.set(link.version_id, { project: link.version_project_id, sharing: link.sharing });
  if (versions.size === 0) return [];
  const parts = [...versions].map(
    ([id, version]) => sql`select cast(${id} as integer) as version_id, up.id as project_id from projects up where up.id in ${projectsOfVersion(version.project, version.sharing)}`,
  );
  const rows = await sql<{ version_id: number; project_id: number }>`${sql.join(parts, sql` union all `)}`.execute(db);
  const usable = new Set(rows.rows.map((row) => `${row.version_id}:${row.project_id}`));
  return links.filter((link) => link.version_id !== null && link.sharing !== 'system' && !usable.has(`${link.version_id}:${link.project_id}`));
}

/**
 * The packages in versions of a project subtree used outside it, and those of the subtree in versions from outside:
 * the links a move of the subtree can break. Locked for the transaction on PostgreSQL.
 */
export function linksAcrossSubtree(trx: Db, projectIds: number[]) {
  const inside = (column: string) => sql<SqlBool>`${sql.ref(column)} in (${sql.join(projectIds)})`;
  const query = trx
    .selectFrom('work_packages')
    .innerJoin('versions', 'versions.id', 'work_packages.version_id')
    .select(['work_packages.id', 'work_packages.project_id', 'work_packages.version_id', 'work_packages.lock_version', 'work_packages.updated_at'])
    .select(['versions.project_id as version_project_id', 'versions.sharing'])
    .where(sql<SqlBool>`(${inside('work_packages.project_id')}) <> (${inside('versions.project_id')})`)
    .orderBy('work_packages.id');
  return (isPostgres(trx) ? query.forUpdate('work_packages') : query).execute();
}
