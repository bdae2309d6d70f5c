// The emoji reactions offered on an activity: OpenProject's set (its EmojiReaction `reaction` values).
export interface ReactionChoice {
  reaction: string;
  emoji: string;
  label: string;
}

export const REACTION_CHOICES: readonly ReactionChoice[] = [
  { reaction: 'thumbs_up', emoji: '👍', label: 'Thumbs up' },
  { reaction: 'thumbs_down', emoji: '👎', label: 'Thumbs down' },
  { reaction: 'grinning_face_with_smiling_eyes', emoji: '😄', label: 'Smile' },
  { reaction: 'confused_face', emoji: '😕', label: 'Confused' },
  { reaction: 'heart', emoji: '❤️', label: 'Heart' },
  { reaction: 'party_popper', emoji: '🎉', label: 'Party' },
  { reaction: 'rocket', emoji: '🚀', label: 'Rocket' },
  { reaction: 'eyes', emoji: '👀', label: 'Eyes' },
];

export function emojiOf(reaction: string): string | undefined {
  return REACTION_CHOICES.find((choice) => choice.reaction === reaction)?.emoji;
}
