// Where in the Forums view the address points: the list, a forum, or a topic of a forum
// (/projects/{id}/forums[/{forumId}[/topics/{topicId}]]; /projects/{id}?view=forums is the list).

export type ForumRoute =
  | { kind: 'list' }
  | { kind: 'forum'; forumId: number; topicId: number | null }
  | { kind: 'invalid'; what: 'forum' | 'topic'; value: string };

const positiveId = (value: string) => (/^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

export function forumRouteOf(pathname: string): ForumRoute {
  const match = /^\/projects\/[^/]+\/forums(?:\/([^/]+)(?:\/topics\/([^/]+))?)?\/?$/.exec(pathname);
  if (!match || match[1] === undefined) return { kind: 'list' };
  const forumId = positiveId(match[1]);
  if (forumId === null) return { kind: 'invalid', what: 'forum', value: decodeURIComponent(match[1]) };
  if (match[2] === undefined) return { kind: 'forum', forumId, topicId: null };
  const topicId = positiveId(match[2]);
  if (topicId === null) return { kind: 'invalid', what: 'topic', value: decodeURIComponent(match[2]) };
  return { kind: 'forum', forumId, topicId };
}

/** The project segment as typed in the address (for the invalid-project message). */
export function projectSegmentOf(pathname: string): string | null {
  const match = /^\/projects\/([^/?#]+)/.exec(pathname);
  return match ? decodeURIComponent(match[1]) : null;
}

export const forumPaths = {
  list: (projectId: number) => `/projects/${projectId}/forums`,
  forum: (projectId: number, forumId: number) => `/projects/${projectId}/forums/${forumId}`,
  topic: (projectId: number, forumId: number, topicId: number) => `/projects/${projectId}/forums/${forumId}/topics/${topicId}`,
};

export const invalidProjectMessage = (value: string) => `Invalid project ID: "${value}". Please check the URL.`;
