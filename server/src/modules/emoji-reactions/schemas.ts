import { ID_PARAMS } from '../../http/query.ts';
import { REACTION_NAMES } from './reactions.ts';
import { halCollection, halResource, ok, ref, type ComponentSchema } from '../../http/responses.ts';

const TAGS = ['Emoji reactions'];

export const EMOJI_REACTION_COMPONENTS: readonly ComponentSchema[] = [
  halResource('EmojiReaction', 'EmojiReaction', {
    id: { type: 'string', description: '{activityId}-{reaction}' },
    reaction: { type: 'string', enum: [...REACTION_NAMES] },
    emoji: { type: 'string' },
    reactionsCount: { type: 'integer' },
    firstReactionAt: { type: 'string', format: 'date-time' },
  }, ['id', 'reaction', 'emoji', 'reactionsCount', 'firstReactionAt']),
];

const REACTIONS = halCollection(ref('EmojiReaction'));

/** Any string reaches the service, which answers 422 naming `reaction` for one outside the set. */
export const toggleBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reaction'],
  properties: { reaction: { type: 'string', maxLength: 64, description: `One of ${REACTION_NAMES.join(', ')}.` } },
} as const;

export const listActivityReactionsSchema = { tags: TAGS, summary: "An activity's emoji reactions (empty when there are none)", params: ID_PARAMS, response: ok(REACTIONS) } as const;
export const toggleReactionSchema = {
  tags: TAGS,
  summary: "Toggle the caller's reaction to an activity (add_work_package_notes); answers the activity's reactions",
  params: ID_PARAMS,
  body: toggleBodySchema,
  response: ok(REACTIONS),
} as const;
export const listWorkPackageReactionsSchema = { tags: TAGS, summary: "The emoji reactions to all of a work package's activities", params: ID_PARAMS, response: ok(REACTIONS) } as const;
export const getReactionSchema = {
  tags: TAGS,
  summary: 'One emoji reaction of an activity ({activityId}-{reaction})',
  params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 80 } } },
  response: ok(ref('EmojiReaction')),
} as const;
