import { toIsoString } from '../../db/values.ts';
import { link, type Link } from '../../http/hal.ts';
import type { ReactionRecord } from './queries.ts';
import { EMOJI_REACTIONS, REACTION_NAMES, type EmojiReaction } from './reactions.ts';

/** OpenProject's EmojiReaction: one per activity and reaction, with everyone who reacted so. */
function representReaction(activityId: number, reaction: EmojiReaction, rows: ReactionRecord[]) {
  const id = `${activityId}-${reaction}`;
  return {
    _type: 'EmojiReaction',
    id,
    reaction,
    emoji: EMOJI_REACTIONS[reaction],
    reactionsCount: rows.length,
    firstReactionAt: toIsoString(rows[0].created_at),
    _links: {
      self: link(`/emoji_reactions/${id}`),
      reactable: link(`/activities/${activityId}`),
      reactingUsers: rows.map((row): Link => link(`/users/${row.user_id}`, row.user_name)),
    },
  };
}

export type EmojiReactionRepresentation = ReturnType<typeof representReaction>;

/** Reactions grouped per activity and reaction: activities in the rows' order, reactions in the fixed order. */
export function representReactions(rows: ReactionRecord[]): EmojiReactionRepresentation[] {
  const byActivity = new Map<number, Map<string, ReactionRecord[]>>();
  for (const row of rows) {
    const reactions = byActivity.get(row.reactable_id) ?? new Map<string, ReactionRecord[]>();
    reactions.set(row.reaction, [...(reactions.get(row.reaction) ?? []), row]);
    byActivity.set(row.reactable_id, reactions);
  }
  return [...byActivity].flatMap(([activityId, reactions]) =>
    REACTION_NAMES.flatMap((reaction) => {
      const reacted = reactions.get(reaction);
      return reacted ? [representReaction(activityId, reaction, reacted)] : [];
    }),
  );
}

export function reactionCollection(path: string, elements: EmojiReactionRepresentation[]) {
  return { _type: 'Collection' as const, total: elements.length, count: elements.length, _embedded: { elements }, _links: { self: link(path) } };
}
