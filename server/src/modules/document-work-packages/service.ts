import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../access/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { totalledPage } from '../../http/collection.ts';
import { ApiError, constraintViolation, missingPermission, notFound } from '../../http/errors.ts';
import { hrefPattern, linkedId, type LinkInput } from '../../http/inputs.ts';
import type { PageRequest } from '../../http/query.ts';
import { documentAccess } from '../documents/index.ts';
import { visibleWorkPackage } from '../work-packages/index.ts';
import * as queries from './queries.ts';
import { representLink, type DocumentWorkPackageRepresentation } from './representer.ts';

/** How many work packages one document may link (a passage gives at most 10 tasks at a time). */
export const DOCUMENT_WORK_PACKAGES_MAX = 500;

export const DOCUMENT_WORK_PACKAGE_MESSAGES = {
  editRequired: 'Only who may edit the document can link work packages to it.',
  workPackageRequired: "Work package can't be blank: send _links.workPackage.href.",
  workPackageNotALink: 'Work package must be a link to a work package (/api/v3/work_packages/{id}).',
  workPackageUnknown: 'The specified work package does not exist.',
  tooMany: `A document links at most ${DOCUMENT_WORK_PACKAGES_MAX} work packages.`,
} as const;

export interface LinkInputBody {
  _links?: { workPackage?: LinkInput };
}

const WORK_PACKAGE_HREF = hrefPattern('work_packages');

export async function listLinks(app: FastifyInstance, user: PrincipalRow, documentId: number, page: PageRequest) {
  const actor = actorOf(user);
  const { canEdit } = await documentAccess(app.db, actor, documentId);
  const result = await totalledPage(page, {
    count: () => queries.countLinks(app.db, actor, documentId),
    page: (limit, offset) => queries.linkPage(app.db, actor, documentId, limit, offset),
    hydrate: async (rows) => rows.map((row) => representLink(documentId, row, canEdit)),
  });
  return { ...result, mayLink: canEdit };
}

/** Links a work package the caller sees to a document they may edit (idempotent: the first link's time stays). */
export async function createLink(app: FastifyInstance, user: PrincipalRow, documentId: number, input: LinkInputBody): Promise<DocumentWorkPackageRepresentation> {
  const actor = actorOf(user);
  const { canEdit, document } = await documentAccess(app.db, actor, documentId);
  if (!canEdit) throw missingPermission(DOCUMENT_WORK_PACKAGE_MESSAGES.editRequired);
  const workPackageId = linkedId(input._links?.workPackage, 'workPackage', WORK_PACKAGE_HREF, DOCUMENT_WORK_PACKAGE_MESSAGES.workPackageNotALink);
  if (workPackageId === undefined || workPackageId === null) throw constraintViolation('workPackage', DOCUMENT_WORK_PACKAGE_MESSAGES.workPackageRequired);
  try {
    await visibleWorkPackage(app.db, actor, workPackageId);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw constraintViolation('workPackage', DOCUMENT_WORK_PACKAGE_MESSAGES.workPackageUnknown);
    throw error;
  }
  await app.db.transaction().execute(async (trx) => {
    if ((await queries.countAllLinks(trx, documentId)) >= DOCUMENT_WORK_PACKAGES_MAX) throw constraintViolation('workPackage', DOCUMENT_WORK_PACKAGE_MESSAGES.tooMany);
    await queries.insertLink(trx, { document_id: documentId, work_package_id: workPackageId, linked_by_id: user.id, created_at: app.clock.now().toISOString() });
  });
  const row = await queries.findLink(app.db, actor, documentId, workPackageId);
  if (!row) throw notFound();
  publishLinksChanged(app, document.project_id, documentId, user.id);
  return representLink(documentId, row, true);
}

export async function deleteLink(app: FastifyInstance, user: PrincipalRow, documentId: number, workPackageId: number): Promise<void> {
  const { canEdit, document } = await documentAccess(app.db, actorOf(user), documentId);
  if (!canEdit) throw missingPermission(DOCUMENT_WORK_PACKAGE_MESSAGES.editRequired);
  if (!(await queries.deleteLink(app.db, documentId, workPackageId))) throw notFound();
  publishLinksChanged(app, document.project_id, documentId, user.id);
}

/** A document's linked tasks changed: its readers' 'Tasks from this document' lists refetch (a document.updated). */
function publishLinksChanged(app: FastifyInstance, projectId: number, documentId: number, actorId: number): void {
  app.events.publish({ type: 'document.updated', projectId, documentId, actorId });
}
