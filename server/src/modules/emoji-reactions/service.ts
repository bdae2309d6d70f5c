import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { isStorableId } from '../../db/values.ts';
import { constraintViolation, notFound } from '../../http/errors.ts';
import * as journals from '../../journals/index.ts';
import { visibleWorkPackage } from '../work-packages/index.ts';
import * as queries from './queries.ts';
import { reactionCollection, representReactions } from './representer.ts';
import { isEmojiReaction, REACTION_NAMES } from './reactions.ts';
import { actorOf, authoriseWrite } from '../../access/index.ts';
import { WORK_PACKAGE_JOURNABLE } from '../../journals/index.ts';

export const REACTION_MESSAGES = {
  reactForbidden: 'You are not allowed to react to activities in this project.',
  invalidReaction: `Reaction must be one of ${REACTION_NAMES.join(', ')}.`,
} as const;

/** An activity (a work package journal) the caller may see, with its work package and access; 404 otherwise. */
async function visibleActivity(db: Db, actor: Actor, id: number) {
  const journal = await journals.findJournal(db, id);
  if (!journal || journal.journable_type !== WORK_PACKAGE_JOURNABLE) throw notFound();
  const { row, access } = await visibleWorkPackage(db, actor, journal.journable_id);
  return { journal, workPackage: row, access };
}

const activityReactionsPath = (id: number) => `/activities/${id}/emoji_reactions`;

/** GET /activities/{id}/emoji_reactions: an empty collection when nobody reacted (404 only for an invisible activity). */
export async function listActivityReactions(app: FastifyInstance, user: PrincipalRow, activityId: number) {
  await visibleActivity(app.db, actorOf(user), activityId);
  return reactionCollection(activityReactionsPath(activityId), representReactions(await queries.findReactions(app.db, { activityId })));
}

/** GET /work_packages/{id}/activities_emoji_reactions: the reactions to all of a work package's activities. */
export async function listWorkPackageReactions(app: FastifyInstance, user: PrincipalRow, workPackageId: number) {
  await visibleWorkPackage(app.db, actorOf(user), workPackageId);
  const rows = await queries.findReactions(app.db, { workPackageId });
  return reactionCollection(`/work_packages/${workPackageId}/activities_emoji_reactions`, representReactions(rows));
}

/** GET /emoji_reactions/{activityId}-{reaction}: 404 when nobody reacted so (or the activity is not visible). */
export async function getReaction(app: FastifyInstance, user: PrincipalRow, id: string) {
  const match = /^(\d{1,10})-([a-z_]{1,64})$/.exec(id);
  const activityId = Number(match?.[1]);
  if (!match || !isStorableId(activityId) || !isEmojiReaction(match[2])) throw notFound();
  await visibleActivity(app.db, actorOf(user), activityId);
  const element = representReactions(await queries.findReactions(app.db, { activityId })).find((candidate) => candidate.reaction === match[2]);
  if (!element) throw notFound();
  return element;
}

/**
 * POST (or OpenProject's PATCH) /activities/{id}/emoji_reactions `{ reaction }`: adds the caller's reaction, or
 * removes it when they had already reacted so; answers the activity's reactions. 404 → 403 (add_work_package_notes,
 * an active project) → 422 naming `reaction` for one outside the set.
 */
export async function toggleReaction(app: FastifyInstance, user: PrincipalRow, activityId: number, reaction: string) {
  const actor = actorOf(user);
  const { workPackage, access } = await visibleActivity(app.db, actor, activityId);
  authoriseWrite(access, 'add_work_package_notes', REACTION_MESSAGES.reactForbidden);
  if (!isEmojiReaction(reaction)) throw constraintViolation('reaction', REACTION_MESSAGES.invalidReaction);
  const now = app.clock.now().toISOString();
  await app.db.transaction().execute(async (trx) => {
    if (!(await queries.removeReaction(trx, user.id, activityId, reaction))) await queries.addReaction(trx, user.id, activityId, reaction, now);
  });
  app.events.publish({ type: 'activity.updated', projectId: workPackage.project_id, workPackageId: workPackage.id, activityId, actorId: user.id });
  return reactionCollection(activityReactionsPath(activityId), representReactions(await queries.findReactions(app.db, { activityId })));
}
