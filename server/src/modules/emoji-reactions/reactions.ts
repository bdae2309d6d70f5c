/** The reactions an activity can get (OpenProject's set), in the order lists show them. */
export const EMOJI_REACTIONS = {
  thumbs_up: '👍',
  thumbs_down: '👎',
  grinning_face_with_smiling_eyes: '😄',
  confused_face: '😕',
  heart: '❤️',
  party_popper: '🎉',
  rocket: '🚀',
  eyes: '👀',
} as const;

export type EmojiReaction = keyof typeof EMOJI_REACTIONS;

export const REACTION_NAMES = Object.keys(EMOJI_REACTIONS) as EmojiReaction[];

export const isEmojiReaction = (value: string): value is EmojiReaction => Object.hasOwn(EMOJI_REACTIONS, value);

/** What reactions attach to: activities (work package journals). */
export const ACTIVITY_REACTABLE = 'Activity';
