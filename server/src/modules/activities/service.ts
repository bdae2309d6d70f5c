import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { isStorableId } from '../../db/values.ts';
import { constraintViolation, missingPermission, notFound } from '../../http/errors.ts';
import { API_PREFIX } from '../../http/hal.ts';
import type { PageRequest, ParsedSort, SortDefinition } from '../../http/query.ts';
import { touchWorkPackage, visibleWorkPackage } from '../work-packages/index.ts';
import * as queries from '../../journals/index.ts';
import { referencedIds, representActivity, type ActivityRepresentation, type DetailRecord } from './representer.ts';
import { actorOf, authoriseWrite, type ProjectAccess, mayAddAttachments } from '../../access/index.ts';
import { totalledPage } from '../../http/collection.ts';
import { insertJournals, WORK_PACKAGE_JOURNABLE } from '../../journals/index.ts';
import { mentionedInComment, notify, publishNotifications } from '../notifications/index.ts';
import { syncCommentReferences } from '../references/index.ts';

/** The users a comment mentions, as notifications of the work package (the comment is their activity). */
const mentionEntries = (userIds: number[], workPackage: { id: number; project_id: number }, actorId: number, journalId: number) =>
  userIds.map((recipientId) => ({ recipientId, reason: 'mentioned' as const, resourceType: 'WorkPackage' as const, resourceId: workPackage.id, projectId: workPackage.project_id, actorId, journalId }));

export const ACTIVITY_MESSAGES = {
  commentBlank: "Comment can't be blank.",
  internalUnsupported: 'Internal comments are not available: every comment is visible to everyone who sees the work package.',
  notesForbidden: 'You are not allowed to comment on work packages in this project.',
  editOthers: 'Only the author of a comment can edit it.',
  commentableMissing: 'Please name the work package to comment on (_links.commentable).',
  commentableNotALink: 'The commentable must be a work package link (/api/v3/work_packages/{id}).',
  commentableNotFound: 'The work package does not exist or is not visible to you.',
} as const;

export const ACTIVITY_SORTS: SortDefinition[] = [
  { name: 'version', column: 'journals.version' },
  { name: 'id', column: 'journals.id' },
  { name: 'createdAt', aliases: ['created_at'], column: 'journals.created_at' },
];

/** Oldest first, as OpenProject lists a work package's activities. */
export const DEFAULT_ACTIVITY_SORT: ParsedSort[] = [{ column: 'journals.version', direction: 'asc' }];

/** A comment is not empty, nor only whitespace or an empty paragraph (spec 001 section 4). */
export function isBlankComment(raw: string): boolean {
  return raw.replace(/<p>\s*(<br\s*\/?>)?\s*<\/p>/gi, '').trim() === '';
}

const mayEdit = (journal: { user_id: number | null }, actor: Actor, access: ProjectAccess) =>
  journal.user_id === actor.id && access.permissions.has('add_work_package_notes');

/** Activities in three statements whatever their number: journals, their details, the names they mention. */
async function representJournals(db: Db, ids: number[], actor: Actor, access: ProjectAccess, workPackageSubject: string): Promise<ActivityRepresentation[]> {
  const [journals, details] = await Promise.all([queries.findJournalsByIds(db, ids), queries.findDetails(db, ids)]);
  const names = await queries.referenceNames(db, referencedIds(details));
  const detailsByJournal = new Map<number, DetailRecord[]>();
  for (const detail of details) detailsByJournal.set(detail.journal_id, [...(detailsByJournal.get(detail.journal_id) ?? []), detail]);
  const byId = new Map(journals.map((journal) => [journal.id, journal]));
  const mayAttach = mayAddAttachments(access.permissions);
  return ids.flatMap((id) => {
    const journal = byId.get(id);
    if (!journal) return [];
    return [representActivity(journal, { details: detailsByJournal.get(id) ?? [], names, workPackageSubject, mayEdit: mayEdit(journal, actor, access), mayAttach })];
  });
}

/** GET /work_packages/{id}/activities: 404 when the work package is not visible. */
export async function listActivities(app: FastifyInstance, user: PrincipalRow, workPackageId: number, sort: ParsedSort[], page: PageRequest) {
  const actor = actorOf(user);
  const { row, access } = await visibleWorkPackage(app.db, actor, workPackageId);
  return totalledPage(page, {
    count: () => queries.countJournals(app.db, WORK_PACKAGE_JOURNABLE, workPackageId),
    page: async (limit, offset) => {
      const { ids, total } = await queries.journalPage(app.db, WORK_PACKAGE_JOURNABLE, workPackageId, sort, limit, offset);
      return { rows: ids, total };
    },
    hydrate: (ids) => representJournals(app.db, ids, actor, access, row.subject),
  });
}

export interface CommentInput {
  comment: { raw: string };
  internal?: boolean;
}

/** Adds a comment (a journal with notes and no details): add_work_package_notes, in an active project. */
export async function addComment(app: FastifyInstance, user: PrincipalRow, workPackageId: number, input: CommentInput): Promise<ActivityRepresentation> {
  const actor = actorOf(user);
  const { row, access } = await visibleWorkPackage(app.db, actor, workPackageId);
  authoriseWrite(access, 'add_work_package_notes', ACTIVITY_MESSAGES.notesForbidden);
  if (input.internal === true) throw constraintViolation('internal', ACTIVITY_MESSAGES.internalUnsupported);
  if (isBlankComment(input.comment.raw)) throw constraintViolation('comment', ACTIVITY_MESSAGES.commentBlank);
  const now = app.clock.now().toISOString();
  const { journalId, notified } = await app.db.transaction().execute(async (trx) => {
    // The work package's updated_at moves with its activity; its row lock orders concurrent journal versions.
    if (!(await touchWorkPackage(trx, workPackageId, now))) throw notFound();
    const [created] = await insertJournals(trx, [
      { journableType: WORK_PACKAGE_JOURNABLE, journableId: workPackageId, projectId: row.project_id, userId: user.id, notes: input.comment.raw, createdAt: now, details: [] },
    ]);
    await syncCommentReferences(trx, workPackageId, created, input.comment.raw);
    return { journalId: created, notified: await notify(trx, mentionEntries(mentionedInComment(input.comment.raw), row, user.id, created), new Date(now)) };
  });
  // A comment leaves the lockVersion as it is, so the event carries none (an open edit form stays valid).
  app.events.publish({ type: 'activity.created', projectId: row.project_id, workPackageId, activityId: journalId, actorId: user.id });
  publishNotifications(app, notified);
  const [activity] = await representJournals(app.db, [journalId], actor, access, row.subject);
  return activity;
}

const COMMENTABLE_HREF = new RegExp(`^${API_PREFIX}/work_packages/([1-9]\\d{0,15})$`);

/** POST /comments: the same as POST /work_packages/{id}/activities, the work package named by `_links.commentable`. */
export async function createComment(
  app: FastifyInstance,
  user: PrincipalRow,
  input: { content: { raw: string }; _links: { commentable: { href?: string | null } } },
): Promise<ActivityRepresentation> {
  const href = input._links.commentable.href?.trim();
  if (!href) throw constraintViolation('commentable', ACTIVITY_MESSAGES.commentableMissing);
  const match = COMMENTABLE_HREF.exec(href);
  if (!match) throw constraintViolation('commentable', ACTIVITY_MESSAGES.commentableNotALink);
  const id = Number(match[1]);
  try {
    if (!isStorableId(id)) throw notFound();
    return await addComment(app, user, id, { comment: input.content });
  } catch (error) {
    // A link in a body that does not resolve for the caller is a 422, as OpenProject answers.
    if ((error as { statusCode?: number }).statusCode === 404) throw constraintViolation('commentable', ACTIVITY_MESSAGES.commentableNotFound);
    if ((error as { attribute?: string }).attribute === 'comment') throw constraintViolation('content', ACTIVITY_MESSAGES.commentBlank);
    throw error;
  }
}

/** An activity with its work package's access; 404 when either is missing or not visible. */
async function visibleJournal(app: FastifyInstance, actor: Actor, id: number) {
  const journal = await queries.findJournal(app.db, id);
  if (!journal || journal.journable_type !== WORK_PACKAGE_JOURNABLE) throw notFound();
  const { row, access } = await visibleWorkPackage(app.db, actor, journal.journable_id);
  return { journal, row, access };
}

export async function getActivity(app: FastifyInstance, user: PrincipalRow, id: number): Promise<ActivityRepresentation> {
  const actor = actorOf(user);
  const { row, access } = await visibleJournal(app, actor, id);
  const [activity] = await representJournals(app.db, [id], actor, access, row.subject);
  return activity;
}

/** PATCH /activities/{id}: only the comment, only by its author (who must still be allowed to comment). */
export async function updateActivity(app: FastifyInstance, user: PrincipalRow, id: number, input: CommentInput): Promise<ActivityRepresentation> {
  const actor = actorOf(user);
  const { journal, row, access } = await visibleJournal(app, actor, id);
  authoriseWrite(access, 'add_work_package_notes', ACTIVITY_MESSAGES.notesForbidden);
  if (journal.user_id !== actor.id) throw missingPermission(ACTIVITY_MESSAGES.editOthers);
  if (input.internal === true) throw constraintViolation('internal', ACTIVITY_MESSAGES.internalUnsupported);
  if (isBlankComment(input.comment.raw)) throw constraintViolation('comment', ACTIVITY_MESSAGES.commentBlank);
  const now = app.clock.now();
  // Users the edit newly mentions are notified; those the comment already mentioned were notified when it said so.
  const before = new Set(mentionedInComment(journal.notes));
  const added = mentionedInComment(input.comment.raw).filter((userId) => !before.has(userId));
  const notified = await app.db.transaction().execute(async (trx) => {
    await queries.updateJournalNotes(trx, id, input.comment.raw, now.toISOString());
    await syncCommentReferences(trx, row.id, id, input.comment.raw);
    return notify(trx, mentionEntries(added, row, user.id, id), now);
  });
  app.events.publish({ type: 'activity.updated', projectId: row.project_id, workPackageId: row.id, activityId: id, actorId: user.id });
  publishNotifications(app, notified);
  const [activity] = await representJournals(app.db, [id], actor, access, row.subject);
  return activity;
}
