import { act, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tessera/shared/test/user';
import { mapCurrentUser, resetUserEvents, setCurrentUser } from '@tessera/shared';
import { halError, jsonResponse, mockFetch, requestsOf, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import { FakeEventSource } from '@tessera/shared/test/fake-event-source';
import { adminHal } from '@tessera/shared/test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { NOTIFICATIONS_PAGE_SIZE } from '../api/notifications-api';

// Remote views never finish loading here: only the shell's header and routes are under test.
jest.mock('../../../federation/load-remote-module', () => ({ loadRemoteModule: jest.fn(() => new Promise(() => {})), registerRemoteEntries: jest.fn() }));

interface Row {
  id: number;
  reason: string;
  read: boolean;
  type: 'WorkPackage' | 'Document' | 'Message';
  resourceId: number;
  title: string;
  actor: string;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** An in-memory /notifications: newest (highest id) first, OpenProject's representation. */
function serveNotifications(initial: Row[], options: { failLists?: number } = {}) {
  const rows = initial.map((row) => ({ ...row }));
  let failures = options.failLists ?? 0;
  const hal = (row: Row) => ({
    _type: 'Notification',
    id: row.id,
    reason: row.reason,
    readIAN: row.read,
    resourceType: row.type,
    details: [],
    createdAt: minutesAgo(row.id),
    updatedAt: minutesAgo(row.id),
    _links: {
      self: { href: `/api/v3/notifications/${row.id}` },
      project: { href: '/api/v3/projects/5', title: 'Website relaunch' },
      actor: { href: '/api/v3/users/3', title: row.actor },
      resource: { href: `/api/v3/${{ Document: 'documents', WorkPackage: 'work_packages', Message: 'messages' }[row.type]}/${row.resourceId}`, title: row.title },
      activity: { href: null },
      ...(row.type === 'Message' ? { forum: { href: '/api/v3/forums/7' } } : {}),
    },
  });
  const fetchMock = mockFetch((request: RecordedRequest) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === '/api/v3/notifications' && request.method === 'GET') {
      const unreadOnly = (url.searchParams.get('filters') ?? '').includes('readIAN');
      const pageSize = Number(url.searchParams.get('pageSize'));
      const offset = Number(url.searchParams.get('offset') || 1);
      if (pageSize > 0 && failures > 0) {
        failures -= 1;
        return halError(500, 'InternalServerError', 'The server is having a moment.');
      }
      const matching = rows.filter((row) => !unreadOnly || !row.read).sort((a, b) => b.id - a.id);
      const page = pageSize === 0 ? [] : matching.slice((offset - 1) * pageSize, offset * pageSize);
      return jsonResponse(200, { _type: 'Collection', total: matching.length, count: page.length, pageSize, offset, _embedded: { elements: page.map(hal) } });
    }
    const one = /^\/api\/v3\/notifications\/(\d+)\/read_ian$/.exec(url.pathname);
    if (one && request.method === 'POST') {
      const row = rows.find((candidate) => candidate.id === Number(one[1]));
      if (row) row.read = true;
      return jsonResponse(204);
    }
    if (url.pathname === '/api/v3/notifications/read_ian' && request.method === 'POST') {
      for (const row of rows) row.read = true;
      return jsonResponse(204);
    }
    return halError(404, 'NotFound', 'Not found.');
  });
  return { fetchMock, rows };
}

const SPEC: Row = { id: 2, reason: 'mentioned', read: false, type: 'Document', resourceId: 7, title: 'Spec', actor: 'Ada Lovelace' };
const TASK: Row = { id: 1, reason: 'assigned', read: false, type: 'WorkPackage', resourceId: 12, title: 'Fix the footer', actor: 'Priya Raman' };

let restoreEventSource: () => void;
beforeEach(() => {
  restoreEventSource = FakeEventSource.install();
  setCurrentUser(mapCurrentUser(adminHal()));
});
afterEach(() => {
  resetUserEvents();
  restoreEventSource();
});

const bell = () => screen.getByTestId('notification-bell');
const openList = async (user: ReturnType<typeof setupUser>) => {
  await user.click(bell());
  return screen.findByRole('dialog', { name: 'Notifications' });
};

describe('the notification bell', () => {
  it('shows the unread count, lists notifications newest first, and a click marks one read and opens its document', async () => {
    const { fetchMock } = serveNotifications([TASK, SPEC]);
    const user = setupUser();
    const { location } = renderApp('/nowhere');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(bell()).toHaveAttribute('aria-expanded', 'false');

    const dialog = await openList(user);
    const items = await within(dialog).findAllByTestId('notification-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Ada Lovelace mentioned you in "Spec"'),
      expect.stringContaining('Priya Raman assigned you to "Fix the footer"'),
    ]);
    expect(items[0]).toHaveTextContent('2 minutes ago');
    expect(items[0]).toHaveTextContent('Unread:');

    await user.click(within(items[0]).getByRole('link'));
    await waitFor(() => expect(location()).toBe('/docs/7'));
    await waitFor(() => expect(requestsOf(fetchMock).some((request) => request.method === 'POST' && request.url.endsWith('/notifications/2/read_ian'))).toBe(true));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
  });

  it('opens a work package in its project\'s board with the task panel', async () => {
    serveNotifications([TASK]);
    const user = setupUser();
    const { location } = renderApp('/nowhere');
    const dialog = await openList(user);
    await user.click(await within(dialog).findByRole('link', { name: /assigned you to "Fix the footer"/ }));
    // The project page may drop ?view= when it names the default view.
    await waitFor(() => expect(location()).toMatch(/^\/projects\/5\?(view=kanban&)?task=12$/));
  });

  it('opens a reply to a followed topic in its forum', async () => {
    serveNotifications([{ id: 40, reason: 'watched', read: false, type: 'Message', resourceId: 31, title: 'Launch checklist', actor: 'Ana Lima' }]);
    const user = setupUser();
    const { location } = renderApp('/nowhere');
    const dialog = await openList(user);
    await user.click(await within(dialog).findByRole('link', { name: /Ana Lima replied to "Launch checklist"/ }));
    await waitFor(() => expect(location()).toBe('/projects/5/forums/7/topics/31'));
  });

  it('marks all as read, and says when there is nothing', async () => {
    const { fetchMock } = serveNotifications([TASK, SPEC]);
    const user = setupUser();
    renderApp('/nowhere');
    const dialog = await openList(user);
    await within(dialog).findAllByTestId('notification-item');
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 0 unread'));
    const posts = requestsOf(fetchMock).filter((request) => request.method === 'POST');
    expect(posts.map((request) => new URL(request.url, 'http://localhost').pathname)).toEqual(['/api/v3/notifications/read_ian']);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    expect(within(dialog).queryByText('Unread:')).not.toBeInTheDocument();
  });

  it('opens from the keyboard, and Escape closes it with the focus back on the bell', async () => {
    serveNotifications([SPEC]);
    const user = setupUser();
    renderApp('/nowhere');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    bell().focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    await within(dialog).findByText(/mentioned you in "Spec"/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bell()).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(bell()).toHaveFocus());
  });

  it('shows an empty state', async () => {
    serveNotifications([]);
    const user = setupUser();
    renderApp('/nowhere');
    const dialog = await openList(user);
    expect(await within(dialog).findByText(/No notifications yet/)).toBeInTheDocument();
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    serveNotifications([SPEC], { failLists: 1 });
    const user = setupUser();
    renderApp('/nowhere');
    const dialog = await openList(user);
    expect(await within(dialog).findByText('Your notifications could not be loaded.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText(/mentioned you in "Spec"/)).toBeInTheDocument();
  });

  it('loads older notifications a page at a time', async () => {
    const many: Row[] = Array.from({ length: NOTIFICATIONS_PAGE_SIZE + 3 }, (_, index) => ({ ...TASK, id: index + 1, resourceId: index + 1, title: `Task ${index + 1}` }));
    serveNotifications(many);
    const user = setupUser();
    renderApp('/nowhere');
    const dialog = await openList(user);
    expect(await within(dialog).findAllByTestId('notification-item')).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    await user.click(within(dialog).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('notification-item')).toHaveLength(NOTIFICATIONS_PAGE_SIZE + 3));
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('counts a notification that arrives live, without a reload', async () => {
    const { rows } = serveNotifications([TASK]);
    renderApp('/nowhere');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    const stream = await waitFor(() => FakeEventSource.latest());
    expect(stream.url).toContain('/api/v3/events/me');
    rows.push({ ...SPEC });
    act(() => {
      stream.open().emit({ type: 'notification.created', userId: 1, notificationId: SPEC.id, actorId: 3 });
    });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
  });
});
