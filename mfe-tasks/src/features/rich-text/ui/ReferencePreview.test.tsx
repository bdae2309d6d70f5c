import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders, MemoryRouter } from '@tessera/shared';
import { apiPathOf, halError, jsonResponse, mockFetch, requestsOf } from '@tessera/shared/test/fetch-mock';
import { ReferencePreview } from './ReferencePreview';
import { ReferencedBy } from './ReferencedBy';

jest.setTimeout(30_000);

const TASK = {
  _type: 'WorkPackage',
  id: 7,
  subject: 'Fix the header',
  _links: { self: { href: '/api/v3/work_packages/7' }, project: { href: '/api/v3/projects/3', title: 'Website relaunch' }, type: { href: '/api/v3/types/1', title: 'Bug' }, status: { href: '/api/v3/statuses/2', title: 'In progress' } },
};

function server() {
  return mockFetch((request) => {
    const path = apiPathOf(request);
    if (path === '/work_packages/7') return jsonResponse(200, TASK);
    if (path === '/work_packages/7/backlinks') {
      return jsonResponse(200, {
        _type: 'Collection', total: 2, count: 2, pageSize: 50, offset: 1,
        _embedded: {
          elements: [
            { _type: 'Backlink', sourceType: 'WorkPackage', id: 9, title: 'Release checklist', status: 'New', projectId: 3, projectName: 'Website relaunch', _links: {} },
            { _type: 'Backlink', sourceType: 'Document', id: 4, title: 'Header spec', status: null, projectId: 3, projectName: 'Website relaunch', _links: {} },
          ],
        },
        _links: { self: { href: '/api/v3/work_packages/7/backlinks' } },
      });
    }
    return halError(404, 'NotFound', 'The requested resource could not be found.');
  });
}

const renderIn = (children: React.ReactNode) =>
  render(
    <AppProviders>
      <MemoryRouter>{children}</MemoryRouter>
    </AppProviders>,
  );

test('hovering a link to a task shows its subject, type, status and project', async () => {
  server();
  renderIn(
    <ReferencePreview>
      <p>
        Blocked by <a href="/work_packages/7">#7</a> and <a href="https://example.com/docs/1">elsewhere</a>
      </p>
    </ReferencePreview>,
  );
  fireEvent.mouseOver(screen.getByText('#7'));
  const card = await screen.findByRole('tooltip');
  await waitFor(() => expect(card).toHaveTextContent('#7 Fix the header'));
  expect(card).toHaveTextContent('Bug · In progress');
  expect(card).toHaveTextContent('Website relaunch');
  fireEvent.keyUp(screen.getByText('#7'), { key: 'Escape' });
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('a link to a task the reader may not see (404) shows no card; another site\'s link reads nothing', async () => {
  const fetchMock = server();
  renderIn(
    <ReferencePreview>
      <a href="/work_packages/8">#8</a> <a href="https://example.com/docs/1">elsewhere</a>
    </ReferencePreview>,
  );
  fireEvent.mouseOver(screen.getByText('#8'));
  await waitFor(() => expect(requestsOf(fetchMock).map(apiPathOf)).toEqual(['/work_packages/8']));
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  fireEvent.mouseOver(screen.getByText('elsewhere'));
  expect(requestsOf(fetchMock)).toHaveLength(1);
});

test("'Referenced by' lists the tasks and documents linking the task", async () => {
  server();
  renderIn(<ReferencedBy workPackageId={7} />);
  const task = await screen.findByTestId('backlink-task-9');
  expect(task).toHaveTextContent('Task#9 Release checklistWebsite relaunch');
  expect(screen.getByRole('link', { name: '#9 Release checklist' })).toHaveAttribute('href', '/projects/3?task=9');
  expect(screen.getByRole('link', { name: 'Header spec' })).toHaveAttribute('href', '/docs/4');
});
