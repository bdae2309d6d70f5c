import type { NewWorkPackage, WorkPackageRow } from '../../db/schema.ts';
import { versionsForProject } from '../versions/index.ts';
import { snapshotDetails } from './attributes.ts';
import { membersAmong } from './queries.ts';
import { insertJournals, WORK_PACKAGE_JOURNABLE } from '../../journals/index.ts';
import { type Copier } from '../../copying/index.ts';

/** Keeps each multi-row insert under both databases' bound-parameter limits (about 20 columns a row). */
const WORK_PACKAGES_PER_INSERT = 1000;

/**
 * Work packages: every package of the source, set-based. Parents are inserted before their children, one batch per
 * level of the hierarchy, so each child is written with its parent's new id (no second pass of updates). Versions
 * map through the versions copier's ids (else a version stays when it is usable in the new project); assignee and
 * accountable stay only when they are members of the new project (copied first when members are selected). Each copy
 * starts at lockVersion 0 with one creation journal by the copying user.
 */
export const workPackagesCopier: Copier = {
  option: 'work_packages',
  order: 30,
  async copy({ trx, sourceProjectId, targetProjectId, now, userId, idMaps }) {
    const sources = await trx.selectFrom('work_packages').selectAll().where('project_id', '=', sourceProjectId).orderBy('id').execute();
    const newIds = new Map<number, number>();
    idMaps.set('work_packages', newIds);
    if (sources.length === 0) return { copied: 0 };

    const people = [...new Set(sources.flatMap((wp) => [wp.assigned_to_id, wp.responsible_id]).filter((id): id is number => id !== null))];
    const members = await membersAmong(trx, targetProjectId, people);
    const versions = idMaps.get('versions') ?? new Map<number, number>();
    // A version the copy did not make (shared into the source, or versions not selected) stays when the new project
    // may use it too, e.g. one shared with the whole tree.
    const unmapped = [...new Set(sources.map((wp) => wp.version_id).filter((id): id is number => id !== null && !versions.has(id)))];
    const usable = new Set((await versionsForProject(trx, targetProjectId, unmapped)).filter((row) => Number(row.available) === 1).map((row) => row.id));
    const versionOf = (id: number | null) => (id === null ? null : (versions.get(id) ?? (usable.has(id) ? id : null)));
    const keepMember = (id: number | null) => (id !== null && members.has(id) ? id : null);

    const copyOf = (wp: WorkPackageRow): NewWorkPackage => ({
      project_id: targetProjectId,
      type_id: wp.type_id,
      status_id: wp.status_id,
      priority_id: wp.priority_id,
      subject: wp.subject,
      description: wp.description,
      author_id: userId,
      assigned_to_id: keepMember(wp.assigned_to_id),
      responsible_id: keepMember(wp.responsible_id),
      parent_id: wp.parent_id === null ? null : (newIds.get(wp.parent_id) ?? null),
      version_id: versionOf(wp.version_id),
      start_date: wp.start_date,
      due_date: wp.due_date,
      estimated_hours: wp.estimated_hours,
      remaining_hours: wp.remaining_hours,
      story_points: wp.story_points,
      done_ratio: wp.done_ratio,
      position: wp.position,
      lock_version: 0,
      created_at: now,
      updated_at: now,
    });

    // Level by level: roots (and packages whose parent is not in this project) first, then their children, ...
    const sourceIds = new Set(sources.map((wp) => wp.id));
    let level = sources.filter((wp) => wp.parent_id === null || !sourceIds.has(wp.parent_id));
    const byParent = new Map<number, WorkPackageRow[]>();
    for (const wp of sources) if (wp.parent_id !== null && sourceIds.has(wp.parent_id)) byParent.set(wp.parent_id, [...(byParent.get(wp.parent_id) ?? []), wp]);
    const copies: { sourceId: number; row: NewWorkPackage }[] = [];
    while (level.length > 0) {
      for (let start = 0; start < level.length; start += WORK_PACKAGES_PER_INSERT) {
        const chunk = level.slice(start, start + WORK_PACKAGES_PER_INSERT);
        const rows = chunk.map(copyOf);
        // RETURNING follows the VALUES order on both databases for a plain multi-row insert.
        const inserted = await trx.insertInto('work_packages').values(rows).returning('id').execute();
        chunk.forEach((wp, index) => {
          newIds.set(wp.id, inserted[index].id);
          copies.push({ sourceId: wp.id, row: rows[index] });
        });
      }
      level = level.flatMap((wp) => byParent.get(wp.id) ?? []);
    }

    await insertJournals(
      trx,
      copies.map(({ sourceId, row }) => ({
        journableType: WORK_PACKAGE_JOURNABLE,
        journableId: newIds.get(sourceId)!,
        projectId: targetProjectId,
        userId,
        notes: '',
        createdAt: now,
        details: snapshotDetails(row, 'created'),
      })),
    );
    return { copied: copies.length };
  },
};
