import type { Db } from '../../db/index.ts';
import { ACTIVITY_REACTABLE } from './reactions.ts';
import { WORK_PACKAGE_JOURNABLE } from '../../journals/index.ts';

/**
 * Every reaction to some activities with the reacting users' names, one statement: the journals named directly, or
 * all journals of a work package.
 */
export function findReactions(db: Db, target: { activityId: number } | { workPackageId: number }) {
  let query = db
    .selectFrom('emoji_reactions')
    .innerJoin('principals', 'principals.id', 'emoji_reactions.user_id')
    .select(['emoji_reactions.reactable_id', 'emoji_reactions.reaction', 'emoji_reactions.user_id', 'emoji_reactions.created_at', 'principals.name as user_name'])
    .where('emoji_reactions.reactable_type', '=', ACTIVITY_REACTABLE);
  query =
    'activityId' in target
      ? query.where('emoji_reactions.reactable_id', '=', target.activityId)
      : query.where('emoji_reactions.reactable_id', 'in', (eb) =>
          eb.selectFrom('journals').select('journals.id').where('journals.journable_type', '=', WORK_PACKAGE_JOURNABLE).where('journals.journable_id', '=', target.workPackageId),
        );
  return query.orderBy('emoji_reactions.reactable_id').orderBy('emoji_reactions.created_at').orderBy('emoji_reactions.id').execute();
}

export type ReactionRecord = Awaited<ReturnType<typeof findReactions>>[number];

/** Removes the user's reaction; whether there was one. */
export async function removeReaction(db: Db, userId: number, activityId: number, reaction: string): Promise<boolean> {
  const result = await db
    .deleteFrom('emoji_reactions')
    .where('user_id', '=', userId)
    .where('reactable_type', '=', ACTIVITY_REACTABLE)
    .where('reactable_id', '=', activityId)
    .where('reaction', '=', reaction)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Adds the user's reaction (a concurrent identical toggle already added it: nothing more to do). */
export async function addReaction(db: Db, userId: number, activityId: number, reaction: string, now: string): Promise<void> {
  await db
    .insertInto('emoji_reactions')
    .values({ user_id: userId, reactable_type: ACTIVITY_REACTABLE, reactable_id: activityId, reaction, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'reactable_type', 'reactable_id', 'reaction']).doNothing())
    .execute();
}
