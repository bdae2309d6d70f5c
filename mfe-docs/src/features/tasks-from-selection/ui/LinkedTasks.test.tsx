import { act, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders, mapCurrentUser, MemoryRouter, resetProjectEvents, setCurrentUser } from '@tessera/shared';
import { apiPathOf, halError, jsonResponse, mockFetch, requestsOf } from '@tessera/shared/test/fetch-mock';
import { FakeEventSource } from '@tessera/shared/test/fake-event-source';
import { adminHal } from '@tessera/shared/test/fixtures';
import { setupUser } from '@tessera/shared/test/user';
import { LinkedTasks } from './LinkedTasks';

const linked = (id: number, subject: string, status: string, isClosed = false) => ({
  _type: 'DocumentWorkPackage', id, subject, status, isClosed, statusColor: '#1890ff', linkedAt: '2026-11-26T10:00:00Z',
  _links: { self: { href: `/api/v3/documents/12/work_packages/${id}` } },
});
const list = (elements: unknown[]) => ({ _type: 'Collection', total: elements.length, count: elements.length, _embedded: { elements } });

function renderPanel() {
  return render(
    <AppProviders>
      <MemoryRouter>
        <LinkedTasks documentId={12} projectId={5} />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => setCurrentUser(mapCurrentUser(adminHal())));

it('lists the linked tasks with their status and a link to each, and shows nothing while there are none', async () => {
  let tasks: unknown[] = [];
  const fetchMock = mockFetch(() => jsonResponse(200, list(tasks)));
  const empty = renderPanel();
  await waitFor(() => expect(requestsOf(fetchMock)).toHaveLength(1));
  expect(screen.queryByTestId('linked-tasks')).toBeNull();
  empty.unmount();
  tasks = [linked(41, 'Write the notes', 'New'), linked(42, 'Tell support', 'Completed', true)];
  renderPanel();
  const panel = await screen.findByTestId('linked-tasks');
  expect(within(panel).getByRole('heading', { level: 2, name: 'Tasks from this document' })).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: '#41 Write the notes' })).toHaveAttribute('href', '/projects/5?task=41');
  expect(within(screen.getByTestId('linked-task-42')).getByText('Completed')).toBeInTheDocument();
});

it("follows a linked task's change from the project's live events", async () => {
  const restore = FakeEventSource.install();
  try {
    let status = 'New';
    const fetchMock = mockFetch(() => jsonResponse(200, list([linked(41, 'Write the notes', status)])));
    renderPanel();
    expect(await screen.findByText('New')).toBeInTheDocument();
    const stream = await waitFor(() => FakeEventSource.latest());
    status = 'In Progress';
    act(() => void stream.open().emit({ type: 'work_package.updated', projectId: 5, workPackageId: 99, actorId: 3, at: '2026-11-26T10:00:00Z' }));
    // Another task's change asks nothing.
    expect(requestsOf(fetchMock).filter((request) => apiPathOf(request) === '/documents/12/work_packages')).toHaveLength(1);
    act(() => void stream.emit({ type: 'work_package.updated', projectId: 5, workPackageId: 41, actorId: 3, at: '2026-11-26T10:00:01Z' }));
    expect(await screen.findByText('In Progress')).toBeInTheDocument();
  } finally {
    resetProjectEvents();
    restore();
  }
});

it('says the tasks could not be loaded, with Retry', async () => {
  let fail = true;
  mockFetch(() => (fail ? halError(500, 'InternalServerError', 'The server had a problem.') : jsonResponse(200, list([linked(41, 'Write the notes', 'New')]))));
  renderPanel();
  const error = await screen.findByTestId('linked-tasks-error');
  expect(error).toHaveTextContent('Could not load the tasks of this document.');
  fail = false;
  await setupUser().click(within(error).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('linked-tasks')).toBeInTheDocument();
});
