import type { FastifyInstance } from 'fastify';
import { actorOf, SHARE_ENTITY, SHARE_LEVELS, shareLevelOf, type Actor, type ShareEntityType, type ShareLevel } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { toBoolean } from '../../db/values.ts';
import { totalledPage } from '../../http/collection.ts';
import { constraintViolation, missingPermission, notFound } from '../../http/errors.ts';
import { hrefPattern, linkedId, type LinkInput } from '../../http/inputs.ts';
import type { PageRequest, ParsedFilter, QueryContext } from '../../http/query.ts';
import { documentAccess } from '../documents/index.ts';
import { visibleWorkPackage } from '../work-packages/index.ts';
import { notify, publishNotifications } from '../notifications/index.ts';
import * as queries from './queries.ts';
import { representShare, representSharedDocument, type ShareRepresentation } from './representer.ts';

/** The messages of sharing (spec 002 section 8 names 'Unsupported entity type for sharing'). */
export const SHARE_MESSAGES = {
  unsupportedEntity: 'Unsupported entity type for sharing',
  levelInvalid: `The permission level must be one of ${SHARE_LEVELS.join(', ')}.`,
  userRequired: 'Please name the user to share with (_links.user).',
  userNotALink: 'The user must be a user link (/api/v3/users/{id}).',
  userNotFound: 'The user does not exist.',
  userLocked: 'The user is locked and cannot be shared with.',
  userSelf: 'You cannot share with yourself.',
  shareForbidden: 'You are not allowed to share this.',
  archived: 'The project is archived: its shares cannot be changed.',
} as const;

const USER_HREF = hrefPattern('users');

export interface ShareInput {
  permissionLevel?: string;
  _links?: { user?: LinkInput };
}

/** The entity as sharing needs it: its project, and whether the actor may share it (404 when they cannot see it). */
interface SharedEntity {
  projectId: number;
  projectActive: boolean;
  canShare: boolean;
}

/**
 * Who may share: documents, whoever manages them (manage_documents or a manage share: documentAccess); work packages,
 * holders of manage_members in the project (sharing admits a non-member, as adding members does) or of a manage share.
 */
async function sharedEntity(db: Db, actor: Actor, entityType: ShareEntityType, entityId: number): Promise<SharedEntity> {
  if (entityType === 'Document') {
    const access = await documentAccess(db, actor, entityId);
    return { projectId: access.document.project_id, projectActive: toBoolean(access.document.project_active), canShare: access.canManage };
  }
  const { row, access } = await visibleWorkPackage(db, actor, entityId);
  const projectActive = toBoolean(access.project.active);
  let manages = access.permissions.has(queries.SHARE_WORK_PACKAGES_PERMISSION) || access.permissions.has(SHARE_ENTITY);
  // visibleWorkPackage reads no share for those whose roles let them edit; a manage share still lets them share.
  if (!manages) manages = (await shareLevelOf(db, actor, 'WorkPackage', entityId)) === 'manage';
  return { projectId: row.project_id, projectActive, canShare: manages && projectActive };
}

function authoriseShare(entity: SharedEntity): void {
  if (!entity.projectActive) throw missingPermission(SHARE_MESSAGES.archived);
  if (!entity.canShare) throw missingPermission(SHARE_MESSAGES.shareForbidden);
}

function checkLevel(value: string | undefined): ShareLevel {
  if (!SHARE_LEVELS.includes(value as ShareLevel)) throw constraintViolation('permissionLevel', SHARE_MESSAGES.levelInvalid);
  return value as ShareLevel;
}

async function checkRecipient(db: Db, actor: Actor, link: LinkInput | undefined): Promise<number> {
  const id = linkedId(link, 'user', USER_HREF, SHARE_MESSAGES.userNotALink);
  if (id === undefined || id === null) throw constraintViolation('user', SHARE_MESSAGES.userRequired);
  const recipient = id === 0 ? undefined : await queries.findRecipient(db, id);
  if (!recipient || recipient.type !== 'User') throw constraintViolation('user', SHARE_MESSAGES.userNotFound);
  if (recipient.status !== 'active') throw constraintViolation('user', SHARE_MESSAGES.userLocked);
  if (recipient.id === actor.id) throw constraintViolation('user', SHARE_MESSAGES.userSelf);
  return recipient.id;
}

async function representOne(db: Db, user: PrincipalRow, id: number): Promise<ShareRepresentation> {
  const actor = actorOf(user);
  const [share] = await queries.findSharesByIds(db, actor, [id]);
  if (!share) throw notFound();
  return representShare(share, actor, toBoolean(share.managed));
}


// ---------------------------------------------------------------------------------------------------------------
// One entity's shares

/** GET /documents/{id}/shares, GET /work_packages/{id}/shares: whoever sees the entity sees who it is shared with. */
export async function listEntityShares(app: FastifyInstance, user: PrincipalRow, entityType: ShareEntityType, entityId: number) {
  const actor = actorOf(user);
  const entity = await sharedEntity(app.db, actor, entityType, entityId);
  const rows = await queries.entityShares(app.db, entityType, entityId);
  return rows.map((row) => representShare(row, actor, entity.canShare));
}

/**
 * POST /documents/{id}/shares, POST /work_packages/{id}/shares: 404 (entity invisible) → 403 (may not share, archived)
 * → 422 permissionLevel → 422 user (missing, malformed, not a user, locked, oneself). Sharing again with the same user
 * changes the level of their share (200); a new share answers 201.
 */
export async function shareEntity(app: FastifyInstance, user: PrincipalRow, entityType: ShareEntityType, entityId: number, input: ShareInput) {
  const actor = actorOf(user);
  const entity = await sharedEntity(app.db, actor, entityType, entityId);
  authoriseShare(entity);
  const level = checkLevel(input.permissionLevel);
  const recipientId = await checkRecipient(app.db, actor, input._links?.user);
  const at = app.clock.now();
  const now = at.toISOString();
  const { id, created, notified } = await app.db.transaction().execute(async (trx) => {
    const existing = await queries.findEntityShare(trx, entityType, entityId, recipientId);
    if (existing) {
      if (existing.level !== level) await queries.updateShareLevel(trx, existing.id, level, now);
      return { id: existing.id, created: false, notified: [] };
    }
    const inserted = await queries.insertShare(trx, { entity_type: entityType, entity_id: entityId, user_id: recipientId, level, creator_id: actor.id, created_at: now, updated_at: now });
    // A new share tells its recipient (a changed level does not).
    const shared = await notify(trx, [{ recipientId, reason: 'shared', resourceType: entityType, resourceId: entityId, projectId: entity.projectId, actorId: actor.id }], at);
    return { id: inserted, created: true, notified: shared };
  });
  publishNotifications(app, notified);
  return { created, share: await representOne(app.db, user, id) };
}

/** DELETE /documents/{id}/shares/{shareId} (and of work packages): 404 (entity) → 403 → 404 (a share of another entity). */
export async function unshareEntity(app: FastifyInstance, user: PrincipalRow, entityType: ShareEntityType, entityId: number, shareId: number): Promise<void> {
  const actor = actorOf(user);
  authoriseShare(await sharedEntity(app.db, actor, entityType, entityId));
  const share = await queries.findShare(app.db, shareId);
  if (!share || share.entity_type !== entityType || share.entity_id !== entityId) throw notFound();
  await queries.deleteShare(app.db, shareId);
}

// ---------------------------------------------------------------------------------------------------------------
// Sharing permissions

/** GET /sharing_permissions: the shares the caller received and those of entities they manage (a page in three statements). */
export function listSharingPermissions(app: FastifyInstance, user: PrincipalRow, filters: ParsedFilter<queries.SharesEB>[], page: PageRequest) {
  const actor = actorOf(user);
  const context: QueryContext = { currentUserId: actor.id };
  return totalledPage(page, {
    count: () => queries.countShares(app.db, actor, filters, context),
    page: (limit, offset) => queries.sharePage(app.db, actor, filters, context, limit, offset),
    hydrate: async (ids) => {
      const byId = new Map((await queries.findSharesByIds(app.db, actor, ids)).map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [representShare(row, actor, toBoolean(row.managed))] : [];
      });
    },
  });
}

/** A share the caller may see (its recipient, or a manager of its entity), with their managing it; 404 otherwise. */
async function visibleShare(db: Db, actor: Actor, id: number) {
  const [share] = await queries.findSharesByIds(db, actor, [id]);
  if (!share || (share.user_id !== actor.id && !toBoolean(share.managed))) throw notFound();
  return share;
}

export async function getSharingPermission(app: FastifyInstance, user: PrincipalRow, id: number) {
  const actor = actorOf(user);
  const share = await visibleShare(app.db, actor, id);
  return representShare(share, actor, toBoolean(share.managed));
}

/** Changing or removing a share: whoever may share its entity now (the entity's own check: visible, manages it, active project). */
async function authoriseShareChange(db: Db, actor: Actor, id: number) {
  const share = await visibleShare(db, actor, id);
  authoriseShare(await sharedEntity(db, actor, share.entity_type, share.entity_id));
  return share;
}

/** PUT /sharing_permissions/{id}: a new permissionLevel (404 → 403 → 422). */
export async function updateSharingPermission(app: FastifyInstance, user: PrincipalRow, id: number, input: ShareInput) {
  const actor = actorOf(user);
  const share = await authoriseShareChange(app.db, actor, id);
  const level = checkLevel(input.permissionLevel);
  if (level !== share.level) await queries.updateShareLevel(app.db, id, level, app.clock.now().toISOString());
  return representOne(app.db, user, id);
}

export async function deleteSharingPermission(app: FastifyInstance, user: PrincipalRow, id: number): Promise<void> {
  const actor = actorOf(user);
  await authoriseShareChange(app.db, actor, id);
  if (!(await queries.deleteShare(app.db, id))) throw notFound();
}

// ---------------------------------------------------------------------------------------------------------------
// Shared with me

/** GET /documents/shared_with_me: documents shared with the caller that they did not write, with their level. */
export function listSharedDocuments(app: FastifyInstance, user: PrincipalRow, page: PageRequest) {
  return totalledPage(page, {
    count: () => queries.countSharedDocuments(app.db, user.id),
    page: (limit, offset) => queries.sharedDocumentPage(app.db, user.id, limit, offset),
    hydrate: async (rows) => rows.map(representSharedDocument),
  });
}

/** Wikis do not exist yet: their share routes answer spec 002 section 8's message. */
export function unsupportedEntity(): never {
  throw constraintViolation('sharedEntity', SHARE_MESSAGES.unsupportedEntity);
}
