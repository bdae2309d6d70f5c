import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import { actorOf, authoriseWrite, type Actor } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { ForumsTable, PrincipalRow } from '../../db/schema.ts';
import { totalledPage } from '../../http/collection.ts';
import { ApiError, constraintViolation, notFound } from '../../http/errors.ts';
import { nextUpdatedAt } from '../../http/inputs.ts';
import type { PageRequest, SortDirection } from '../../http/query.ts';
import { forumProjectAccess, rightsOf, type ForumRights } from './access.ts';
import * as queries from './queries.ts';
import { representForum, representForumCategory, type ForumRepresentation } from './representer.ts';

/** Spec 003 section 5: the create dialog's and the edit form's limits. */
export const FORUM_NAME_MIN_LENGTH = 3;
/** Under 100 characters when created. */
export const FORUM_NAME_CREATE_MAX_LENGTH = 99;
export const FORUM_NAME_EDIT_MAX_LENGTH = 255;
export const FORUM_DESCRIPTION_CREATE_MAX_LENGTH = 500;
export const FORUM_DESCRIPTION_EDIT_MAX_LENGTH = 1000;

export const FORUM_MESSAGES = {
  nameRequired: 'Forum name is required',
  nameTooShort: 'Forum name must be at least 3 characters',
  nameTooLongCreate: 'Forum name must be less than 100 characters',
  descriptionTooLongCreate: 'Description must be less than 500 characters',
  editNameRequired: 'Name is required',
  editNameTooLong: 'Name too long',
  editDescriptionTooLong: 'Description too long',
  positionInvalid: 'Position must be a whole number of 0 or more',
  nameTaken: 'A forum with this name already exists.',
  notEmpty: 'Cannot delete forum with existing content. Please delete all topics first.',
  createForbidden: "You don't have permission to create forums in this project.",
  editForbidden: "You don't have permission to edit forums in this project.",
  deleteForbidden: "You don't have permission to delete forums in this project.",
} as const;

export interface ForumInput {
  name?: string | null;
  description?: string | null;
  position?: number;
}

const conflict = (message: string, attribute: string | null = null) => new ApiError(409, 'UpdateConflict', message, attribute);

/** A forum the caller may read, with their rights in its project: 404 for a forum they may not see. */
export async function visibleForum(db: Db, actor: Actor, id: number) {
  const forum = await queries.findForum(db, id);
  if (!forum) throw notFound();
  const rights = await forumProjectAccess(db, actor, forum.project_id);
  return { forum, rights };
}

async function represent(db: Db, ids: number[], userId: number, rights: ForumRights): Promise<ForumRepresentation[]> {
  const views = await queries.findForumViews(db, ids, userId);
  const byId = new Map(views.map((view) => [view.id, view]));
  return ids.flatMap((id) => {
    const view = byId.get(id);
    return view ? [representForum(view, rights)] : [];
  });
}

async function representOne(db: Db, id: number, userId: number, rights: ForumRights): Promise<ForumRepresentation> {
  const [forum] = await represent(db, [id], userId, rights);
  if (!forum) throw notFound();
  return forum;
}

/** Newest first for the time sorts, otherwise ascending. */
const DEFAULT_DIRECTION: Record<queries.ForumSort, SortDirection> = { position: 'asc', name: 'asc', updatedAt: 'desc', lastMessage: 'desc' };

/** GET /projects/{id}/forums: 404 invisible project, 403 module off or no view_forums; three statements for the page. */
export async function listForums(app: FastifyInstance, user: PrincipalRow, projectId: number, sort: queries.ForumSort, direction: SortDirection | undefined, page: PageRequest) {
  const rights = await forumProjectAccess(app.db, actorOf(user), projectId, 403);
  const order = direction ?? DEFAULT_DIRECTION[sort];
  return totalledPage(page, {
    count: () => queries.countForums(app.db, projectId),
    page: (limit, offset) => queries.forumPage(app.db, projectId, sort, order, limit, offset),
    hydrate: (ids) => represent(app.db, ids, user.id, rights),
  });
}

export async function getForum(app: FastifyInstance, user: PrincipalRow, id: number): Promise<ForumRepresentation> {
  const { rights } = await visibleForum(app.db, actorOf(user), id);
  return representOne(app.db, id, user.id, rights);
}

/** A text field as sent: trimmed; null and absent are undefined. */
const trimmed = (value: string | null | undefined) => (value === null || value === undefined ? undefined : value.trim());

function checkCreateName(raw: string | null | undefined): string {
  const name = trimmed(raw) ?? '';
  if (name === '') throw constraintViolation('name', FORUM_MESSAGES.nameRequired);
  if (name.length < FORUM_NAME_MIN_LENGTH) throw constraintViolation('name', FORUM_MESSAGES.nameTooShort);
  if (name.length > FORUM_NAME_CREATE_MAX_LENGTH) throw constraintViolation('name', FORUM_MESSAGES.nameTooLongCreate);
  return name;
}

function checkPosition(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0 || value > 2_147_483_647) throw constraintViolation('position', FORUM_MESSAGES.positionInvalid);
  return value;
}

function publish(app: FastifyInstance, type: 'forum.created' | 'forum.updated' | 'forum.deleted', projectId: number, forumId: number, actorId: number): void {
  app.events.publish({ type, projectId, forumId, actorId });
}

/** POST /projects/{id}/forums: moderate_forums (403), then the name and description (422), then the name's uniqueness (409). */
export async function createForum(app: FastifyInstance, user: PrincipalRow, projectId: number, input: ForumInput): Promise<ForumRepresentation> {
  const rights = await forumProjectAccess(app.db, actorOf(user), projectId);
  authoriseWrite(rights.access, 'moderate_forums', FORUM_MESSAGES.createForbidden);
  const name = checkCreateName(input.name);
  const description = trimmed(input.description) ?? '';
  if (description.length > FORUM_DESCRIPTION_CREATE_MAX_LENGTH) throw constraintViolation('description', FORUM_MESSAGES.descriptionTooLongCreate);
  const position = input.position === undefined ? undefined : checkPosition(input.position);
  const now = app.clock.now().toISOString();
  const id = await app.db.transaction().execute(async (trx) => {
    if (await queries.nameTaken(trx, projectId, name)) throw conflict(FORUM_MESSAGES.nameTaken, 'name');
    return queries.insertForum(trx, {
      project_id: projectId,
      name,
      description,
      position: position ?? (await queries.nextPosition(trx, projectId)),
      created_at: now,
      updated_at: now,
    });
  });
  publish(app, 'forum.created', projectId, id, user.id);
  return representOne(app.db, id, user.id, rightsOf(rights.access));
}

/** PATCH /forums/{id}: moderate_forums; name 1 to 255 characters, description up to 1000, position 0 or more. */
export async function updateForum(app: FastifyInstance, user: PrincipalRow, id: number, input: ForumInput): Promise<ForumRepresentation> {
  const { forum, rights } = await visibleForum(app.db, actorOf(user), id);
  authoriseWrite(rights.access, 'moderate_forums', FORUM_MESSAGES.editForbidden);
  const changes: Updateable<ForumsTable> = {};
  if (input.name !== undefined) {
    const name = trimmed(input.name) ?? '';
    if (name === '') throw constraintViolation('name', FORUM_MESSAGES.editNameRequired);
    if (name.length > FORUM_NAME_EDIT_MAX_LENGTH) throw constraintViolation('name', FORUM_MESSAGES.editNameTooLong);
    if (name !== forum.name) changes.name = name;
  }
  if (input.description !== undefined) {
    const description = trimmed(input.description) ?? '';
    if (description.length > FORUM_DESCRIPTION_EDIT_MAX_LENGTH) throw constraintViolation('description', FORUM_MESSAGES.editDescriptionTooLong);
    if (description !== forum.description) changes.description = description;
  }
  if (input.position !== undefined) {
    const position = checkPosition(input.position);
    if (position !== forum.position) changes.position = position;
  }
  if (Object.keys(changes).length > 0) {
    await app.db.transaction().execute(async (trx) => {
      if (changes.name !== undefined && (await queries.nameTaken(trx, forum.project_id, changes.name as string, id))) throw conflict(FORUM_MESSAGES.nameTaken, 'name');
      await queries.updateForum(trx, id, { ...changes, updated_at: nextUpdatedAt(forum.updated_at, app.clock.now()) });
    });
    publish(app, 'forum.updated', forum.project_id, id, user.id);
  }
  return representOne(app.db, id, user.id, rights);
}

/** DELETE /forums/{id}: moderate_forums; 409 while the forum holds any topic. */
export async function deleteForum(app: FastifyInstance, user: PrincipalRow, id: number): Promise<void> {
  const { forum, rights } = await visibleForum(app.db, actorOf(user), id);
  authoriseWrite(rights.access, 'moderate_forums', FORUM_MESSAGES.deleteForbidden);
  await app.db.transaction().execute(async (trx) => {
    if (await queries.hasTopics(trx, id)) throw conflict(FORUM_MESSAGES.notEmpty);
    if (!(await queries.deleteForum(trx, id))) throw notFound();
  });
  publish(app, 'forum.deleted', forum.project_id, id, user.id);
}

/** POST /forums/{id}/read: every message of the forum read for the caller. */
export async function markForumRead(app: FastifyInstance, user: PrincipalRow, id: number): Promise<void> {
  await visibleForum(app.db, actorOf(user), id);
  await queries.markForumRead(app.db, user.id, id);
}

export async function listCategories(app: FastifyInstance) {
  return (await queries.listCategories(app.db)).map(representForumCategory);
}

export async function getCategory(app: FastifyInstance, id: number) {
  const category = await queries.findCategory(app.db, id);
  if (!category) throw notFound();
  return representForumCategory(category);
}
