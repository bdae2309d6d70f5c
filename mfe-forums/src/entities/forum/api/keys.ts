// Query keys of the forums remote (private to it) and the spec's stale times (spec 003 section 9).

/** Stale times: forum list 300 s, forum detail 180 s, topics 60 s, topic 60 s, replies 30 s. */
export const STALE_TIMES = { forums: 300_000, forum: 180_000, topics: 60_000, topic: 60_000, replies: 30_000 } as const;

/** Page sizes: forums 30; topics, messages and replies 20. */
export const FORUMS_PAGE_SIZE = 30;
export const TOPICS_PAGE_SIZE = 20;
export const REPLIES_PAGE_SIZE = 20;

export const forumKeys = {
  all: ['mfe-forums'] as const,
  /** Every page of a project's forums. */
  projectForums: (projectId: number) => ['mfe-forums', 'project', projectId, 'forums'] as const,
  forum: (forumId: number) => ['mfe-forums', 'forum', forumId] as const,
  /** Every topic list of a forum (any search, sort, category, page). */
  topics: (forumId: number) => ['mfe-forums', 'forum', forumId, 'topics'] as const,
  topic: (topicId: number) => ['mfe-forums', 'topic', topicId] as const,
  /** Every page of a topic's replies. */
  replies: (topicId: number) => ['mfe-forums', 'topic', topicId, 'replies'] as const,
  categories: () => ['mfe-forums', 'categories'] as const,
  draft: (forumId: number, topicId?: number) => ['mfe-forums', 'draft', forumId, topicId ?? null] as const,
};
