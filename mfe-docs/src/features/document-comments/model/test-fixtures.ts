// Test fakes of the comment threads' wire types (built in full, so a fake that drifts from the contract fails to type-check).
import type { DocumentCommentHal, DocumentCommentThreadCollectionHal, DocumentCommentThreadHal } from '@tessera/shared';

export function commentHal(id: number, threadId: number, raw: string, author = 'Priya Raman', createdAt = '2026-03-02T10:00:00Z'): DocumentCommentHal {
  return {
    _type: 'DocumentComment',
    id,
    comment: { format: 'markdown', raw, html: `<p>${raw}</p>` },
    createdAt,
    updatedAt: createdAt,
    _links: {
      self: { href: `/api/v3/document_comments/${id}` },
      thread: { href: `/api/v3/document_comment_threads/${threadId}` },
      author: { href: '/api/v3/users/4', title: author },
    },
  };
}

export function threadHal(id: number, overrides: Partial<DocumentCommentThreadHal> & { actions?: Array<'addComment' | 'resolve' | 'reopen'> } = {}): DocumentCommentThreadHal {
  const { actions = ['addComment', 'resolve'], ...rest } = overrides;
  const self = `/api/v3/document_comment_threads/${id}`;
  const links: DocumentCommentThreadHal['_links'] = {
    self: { href: self },
    document: { href: '/api/v3/documents/7' },
    author: { href: '/api/v3/users/4', title: 'Priya Raman' },
    resolvedBy: { href: null },
  };
  if (actions.includes('addComment')) links.addComment = { href: `${self}/comments`, method: 'post' };
  if (actions.includes('resolve')) links.resolve = { href: self, method: 'patch' };
  if (actions.includes('reopen')) links.reopen = { href: self, method: 'patch' };
  return {
    _type: 'DocumentCommentThread',
    id,
    quote: `Quote ${id}`,
    resolved: false,
    resolvedAt: null,
    createdAt: '2026-03-02T10:00:00Z',
    updatedAt: '2026-03-02T10:00:00Z',
    lockVersion: 0,
    _embedded: { comments: [commentHal(id * 10, id, `First comment of ${id}`)] },
    _links: links,
    ...rest,
  };
}

export function threadsCollection(threads: DocumentCommentThreadHal[], { total = threads.length, createThread = true, offset = 1 } = {}): DocumentCommentThreadCollectionHal {
  return {
    _type: 'Collection',
    total,
    count: threads.length,
    pageSize: 100,
    offset,
    _embedded: { elements: threads },
    _links: {
      self: { href: '/api/v3/documents/7/comment_threads' },
      ...(createThread ? { createThread: { href: '/api/v3/documents/7/comment_threads', method: 'post' } } : {}),
    },
  };
}
