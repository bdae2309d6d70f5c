// Backlinks (issue 22): what refers to a task or a document, as the caller may see it. The target itself must be
// visible (404 otherwise, as its other sub-resources); each source is listed only when the caller may see it too, so
// a backlink never leaks the title of a task or document from a project they cannot read.
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../access/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { totalledPage } from '../../http/collection.ts';
import { link } from '../../http/hal.ts';
import type { PageRequest } from '../../http/query.ts';
import { documentAccess } from '../documents/index.ts';
import { visibleWorkPackage } from '../work-packages/index.ts';
import { backlinkPage, countBacklinks, type BacklinkRecord, type ReferenceTarget } from '../references/index.ts';

export const BACKLINKS_MAX_PAGE_SIZE = 100;

function representBacklink(row: Omit<BacklinkRecord, 'total'>) {
  const isTask = row.source_type === 'WorkPackage';
  const sourcePath = isTask ? `/work_packages/${row.source_id}` : `/documents/${row.source_id}`;
  return {
    _type: 'Backlink' as const,
    sourceType: row.source_type as 'WorkPackage' | 'Document',
    id: Number(row.source_id),
    title: row.title,
    status: row.status ?? null,
    projectId: Number(row.project_id),
    projectName: row.project_name,
    _links: { source: link(sourcePath, row.title), project: link(`/projects/${row.project_id}`, row.project_name) },
  };
}

export type BacklinkRepresentation = ReturnType<typeof representBacklink>;

async function listBacklinks(app: FastifyInstance, user: PrincipalRow, target: ReferenceTarget, page: PageRequest) {
  const actor = actorOf(user);
  return totalledPage(page, {
    count: () => countBacklinks(app.db, actor, target),
    page: (limit, offset) => backlinkPage(app.db, actor, target, limit, offset),
    hydrate: async (rows) => rows.map(representBacklink),
  });
}

export async function workPackageBacklinks(app: FastifyInstance, user: PrincipalRow, id: number, page: PageRequest) {
  await visibleWorkPackage(app.db, actorOf(user), id);
  return listBacklinks(app, user, { workPackageId: id }, page);
}

export async function documentBacklinks(app: FastifyInstance, user: PrincipalRow, id: number, page: PageRequest) {
  await documentAccess(app.db, actorOf(user), id);
  return listBacklinks(app, user, { documentId: id }, page);
}
