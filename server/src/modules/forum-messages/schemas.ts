import { writableLink } from '../../http/body.ts';
import { ID_PARAMS, pageQuerySchema } from '../../http/query.ts';
import { MAX_ROW_ID } from '../../db/values.ts';
import { created, halCollection, halResource, NO_CONTENT, ok, ref, type ComponentSchema } from '../../http/responses.ts';

/**
 * Write bodies. `content` is the editor's JSON document: only its being an object is checked here; the service checks
 * its size (413), the editor's schema and the lengths of its text (422 naming content).
 */
const SUBJECT = { type: ['string', 'null'], maxLength: 10_000 } as const;
const CONTENT = { type: ['object', 'null'] } as const;

export const topicBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    subject: SUBJECT,
    content: CONTENT,
    sticky: { type: 'boolean' },
    locked: { type: 'boolean' },
    _links: { type: 'object', additionalProperties: false, properties: { category: writableLink } },
  },
} as const;

export const replyBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { subject: SUBJECT, content: CONTENT },
} as const;

export const messageChangesSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    subject: SUBJECT,
    content: CONTENT,
    sticky: { type: 'boolean' },
    locked: { type: 'boolean' },
    _links: { type: 'object', additionalProperties: false, properties: { forum: writableLink, category: writableLink } },
  },
} as const;

export const draftBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    topic: { type: ['number', 'null'], description: 'The topic a reply draft belongs to; absent or null: a new topic.' },
    subject: SUBJECT,
    content: CONTENT,
  },
} as const;

const ID_VALUE = { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } as const;
const Q = { type: 'string', maxLength: 1000, description: 'Full text: every word (English stemming; the last word also as a prefix).' } as const;

export const TOPIC_SORTS = ['latest', 'popular', 'unanswered', 'views'] as const;
export const TOPIC_STATUSES = ['all', 'open', 'locked', 'pinned', 'unread', 'followed'] as const;

export const topicListQuerySchema = {
  type: 'object',
  properties: {
    ...pageQuerySchema.properties,
    q: Q,
    sortBy: { type: 'string', enum: TOPIC_SORTS, description: 'latest (default: newest activity), popular (replies), unanswered (no replies, newest first), views.' },
    category: ID_VALUE,
    status: { type: 'string', enum: TOPIC_STATUSES, description: 'all (default), open (not locked), locked, pinned (sticky), unread (the topic or a reply unread), followed.' },
    author: ID_VALUE,
  },
} as const;

export const searchQuerySchema = {
  type: 'object',
  properties: {
    ...pageQuerySchema.properties,
    q: Q,
    forum: ID_VALUE,
    project: ID_VALUE,
    category: ID_VALUE,
    author: ID_VALUE,
    dateFrom: { type: 'string', maxLength: 64, description: 'A day (YYYY-MM-DD) or ISO 8601 time: created at or after.' },
    dateTo: { type: 'string', maxLength: 64, description: 'A day (inclusive) or ISO 8601 time: created at or before.' },
  },
} as const;

export const draftQuerySchema = { type: 'object', properties: { topic: ID_VALUE } } as const;

const TAGS = ['Forums'];
const TIMESTAMP = { type: 'string', format: 'date-time' };

const MESSAGE_PROPERTIES = {
  id: { type: 'integer' },
  subject: { type: 'string' },
  content: {
    type: 'object',
    required: ['format', 'raw', 'html'],
    properties: { format: { type: 'string', enum: ['custom'] }, raw: { type: 'string', description: 'Plain text.' }, html: { type: 'string', description: 'Sanitised HTML.' } },
  },
  contentDocument: { type: 'object', additionalProperties: true, description: "The editor's JSON document." },
  sticky: { type: 'boolean' },
  locked: { type: 'boolean' },
  repliesCount: { type: 'integer' },
  views: { type: 'integer' },
  createdAt: TIMESTAMP,
  updatedAt: TIMESTAMP,
  lastActivityAt: { ...TIMESTAMP, description: 'The latest reply, or the creation.' },
  editableUntil: { ...TIMESTAMP, description: 'The end of the author\'s 15 minutes to edit or delete it.' },
  read: { type: 'boolean', description: 'Read by the caller.' },
  _embedded: {
    type: 'object',
    additionalProperties: true,
    required: ['attachments'],
    properties: {
      attachments: { ...halCollection(ref('Attachment')), description: "The message's files, as GET /messages/{id}/attachments answers (delete links where the caller may delete)." },
    },
  },
};
const MESSAGE_REQUIRED = ['id', 'subject', 'content', 'contentDocument', 'sticky', 'locked', 'repliesCount', 'views', 'createdAt', 'updatedAt', 'lastActivityAt', 'editableUntil', 'read', '_embedded'];

export const FORUM_MESSAGE_COMPONENTS: readonly ComponentSchema[] = [
  halResource(
    'ForumTopic',
    'Topic',
    {
      ...MESSAGE_PROPERTIES,
      category: { anyOf: [{ type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } }, { type: 'null' }] },
      followed: { type: 'boolean' },
      unreadRepliesCount: { type: 'integer' },
    },
    [...MESSAGE_REQUIRED, 'category', 'followed', 'unreadRepliesCount'],
  ),
  halResource('ForumMessage', 'Message', MESSAGE_PROPERTIES, MESSAGE_REQUIRED),
  halResource(
    'ForumDraft',
    'ForumDraft',
    { subject: { type: 'string' }, contentDocument: { type: 'object', additionalProperties: true }, updatedAt: TIMESTAMP },
    ['subject', 'contentDocument', 'updatedAt'],
  ),
];

const TOPIC_OR_MESSAGE = { anyOf: [ref('ForumTopic'), ref('ForumMessage')] };

export const listTopicsSchema = {
  tags: TAGS,
  summary: "A forum's topics, 20 a page: sticky first, then the sort; q searches the topics and their replies (full text)",
  params: ID_PARAMS,
  querystring: topicListQuerySchema,
  response: ok(halCollection(ref('ForumTopic'))),
} as const;

export const listForumMessagesSchema = {
  tags: TAGS,
  summary: "A forum's topics and replies, newest first",
  params: ID_PARAMS,
  querystring: pageQuerySchema,
  response: ok(halCollection(TOPIC_OR_MESSAGE)),
} as const;

export const createTopicSchema = {
  tags: TAGS,
  summary: 'Start a topic (add_messages): subject 3 to 255, content 10 to 10,000 characters of text; sticky and locked for moderators',
  params: ID_PARAMS,
  body: topicBodySchema,
  response: created(ref('ForumTopic')),
} as const;

export const getTopicSchema = { tags: TAGS, summary: 'A topic: counts one view and marks it read for the caller', params: ID_PARAMS, response: ok(ref('ForumTopic')) } as const;

export const replySchema = {
  tags: TAGS,
  summary: "Reply to a topic (add_messages; 422 when locked): content 3 to 10,000 characters; subject defaults to 'Re: <topic subject>'",
  params: ID_PARAMS,
  body: replyBodySchema,
  response: created(ref('ForumMessage')),
} as const;

export const followSchema = { tags: TAGS, summary: 'Follow a topic (notified of its replies)', params: ID_PARAMS, response: NO_CONTENT } as const;
export const unfollowSchema = { tags: TAGS, summary: 'Stop following a topic', params: ID_PARAMS, response: NO_CONTENT } as const;
export const typingSchema = { tags: TAGS, summary: 'Say the caller is typing a reply (live event forum.typing)', params: ID_PARAMS, response: NO_CONTENT } as const;

export const getMessageSchema = { tags: TAGS, summary: 'A topic or a reply', params: ID_PARAMS, response: ok(TOPIC_OR_MESSAGE) } as const;

export const listRepliesSchema = {
  tags: TAGS,
  summary: "A topic's replies, oldest first; the replies answered are read afterwards (the answer says which were new)",
  params: ID_PARAMS,
  querystring: pageQuerySchema,
  response: ok(halCollection(ref('ForumMessage'))),
} as const;

export const updateMessageSchema = {
  tags: TAGS,
  summary: 'Change a topic or reply: its author within 15 minutes (not in a locked topic) or a moderator; pin, lock and move for moderators',
  params: ID_PARAMS,
  body: messageChangesSchema,
  response: ok(TOPIC_OR_MESSAGE),
} as const;

export const deleteMessageSchema = {
  tags: TAGS,
  summary: 'Delete a topic (with its replies) or a reply: its author within 15 minutes (not in a locked topic) or a moderator',
  params: ID_PARAMS,
  response: NO_CONTENT,
} as const;

export const searchMessagesSchema = {
  tags: TAGS,
  summary: 'Search the topics and replies of every forum the caller may read, newest first',
  querystring: searchQuerySchema,
  response: ok(halCollection(TOPIC_OR_MESSAGE)),
} as const;

export const getDraftSchema = {
  tags: TAGS,
  summary: "The caller's draft of a new topic in the forum (or, with topic, of a reply to it); 404 when none",
  params: ID_PARAMS,
  querystring: draftQuerySchema,
  response: ok(ref('ForumDraft')),
} as const;

export const saveDraftSchema = {
  tags: TAGS,
  summary: "Keep the caller's draft of a new topic (or, with topic, of a reply); posting it deletes it",
  params: ID_PARAMS,
  body: draftBodySchema,
  response: NO_CONTENT,
} as const;

export const deleteDraftSchema = { tags: TAGS, summary: "Discard the caller's draft", params: ID_PARAMS, querystring: draftQuerySchema, response: NO_CONTENT } as const;

