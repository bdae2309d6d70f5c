import { threadHal } from './test-fixtures';
import { mapThread, openThreadCount, orderThreads, quoteOf, QUOTE_MAX_LENGTH } from './threads';

describe('comment threads', () => {
  it('maps a thread: its mark id, comments with their authors, and only the actions the server offers', () => {
    const thread = mapThread(threadHal(5, { actions: ['addComment'] }));
    expect(thread.markId).toBe('5');
    expect(thread.comments).toEqual([{ id: 50, authorName: 'Priya Raman', html: '<p>First comment of 5</p>', raw: 'First comment of 5', createdAt: '2026-03-02T10:00:00Z' }]);
    expect(thread.addCommentHref).toBe('/api/v3/document_comment_threads/5/comments');
    expect(thread.resolveHref).toBeNull();
    expect(thread.reopenHref).toBeNull();
    expect(thread.resolvedByName).toBeNull();
  });

  it('orders open threads first as they were started, resolved ones apart with the latest resolution first', () => {
    const resolved = (id: number, resolvedAt: string) =>
      mapThread(threadHal(id, { resolved: true, resolvedAt, actions: ['reopen'], _links: { ...threadHal(id)._links, resolvedBy: { href: '/api/v3/users/1', title: 'Admin' } } }));
    const threads = [resolved(1, '2026-03-03T09:00:00Z'), mapThread(threadHal(4)), resolved(2, '2026-03-04T09:00:00Z'), mapThread(threadHal(3))];
    const { open, resolved: done } = orderThreads(threads);
    expect(open.map((thread) => thread.id)).toEqual([3, 4]);
    expect(done.map((thread) => thread.id)).toEqual([2, 1]);
    expect(done[0].resolvedByName).toBe('Admin');
  });

  it('quotes the selection trimmed, and cut to what the server takes', () => {
    expect(quoteOf('  the plan \n')).toBe('the plan');
    const long = quoteOf('word '.repeat(400));
    expect(long.length).toBeLessThanOrEqual(QUOTE_MAX_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('openThreadCount', () => {
  it('counts the open threads of the loaded pages, a thread that moved to the next page once', () => {
    const open = (id: number) => mapThread(threadHal(id));
    const resolved = mapThread(threadHal(9, { resolved: true, resolvedAt: '2026-03-03T09:00:00Z' }));
    expect(openThreadCount([{ threads: [open(1), open(2)] }, { threads: [open(2), resolved, open(3)] }])).toBe(3);
    expect(openThreadCount([])).toBe(0);
  });
});
