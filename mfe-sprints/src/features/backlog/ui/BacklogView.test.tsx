import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPathOf, halError, jsonResponse, mockFetch, requestsOf } from '@tessera/shared/test/fetch-mock';
import { renderWithSuite } from '../../../../test/render';
import { collectionOf, versionHal, wpHal } from '../../../../test/fixtures';
import { BACKLOG_ERROR_TITLE, BacklogView, LOADING_BACKLOG_MESSAGE } from './BacklogView';
import { BACKLOG_UNAVAILABLE_TITLE } from './BacklogFallback';

const story = (id: number, subject: string, storyPoints: number | null, versionId: number | null) => ({
  _type: 'Story',
  id,
  subject,
  storyPoints,
  position: id * 1024,
  type: { id: 3, name: 'Story' },
  status: { id: 1, name: 'New', color: '#1677ff', isClosed: false },
  estimatedHours: null,
  remainingHours: null,
  percentageDone: null,
  assignee: id === 2 ? { id: 8, name: 'Mei Chen' } : null,
  project: { id: 5, name: 'Web' },
  versionId,
  lockVersion: 3,
  _links: { self: { href: `/api/v3/work_packages/${id}` } },
});

const body = () => ({
  _type: 'Backlogs',
  project: { id: 5, name: 'Web' },
  productBacklog: { stories: [story(1, 'Login', 3, null), story(2, 'Signup', 5, null)], total: 2, totalPoints: 8 },
  sprintBacklogs: [{ sprint: { id: 7, name: 'Sprint 1', startDate: '2026-04-06', endDate: '2026-04-17', status: 'open' }, stories: [story(4, 'Pay', 13, 7)], total: 1, totalPoints: 13, completedPoints: 0 }],
  stats: { productBacklogStories: 2, productBacklogPoints: 8, openSprints: 1, sprintStories: 1, plannedPoints: 13, completedPoints: 0, velocity: 10, velocitySprints: 2 },
  permissions: { order: true, assignSprints: true, create: true },
  _links: { self: { href: '/api/v3/projects/5/backlogs' } },
});

describe('BacklogView', () => {
  it('shows the product backlog and the sprint backlogs with totals and capacity against velocity', async () => {
    mockFetch(() => jsonResponse(200, body()));
    renderWithSuite(<BacklogView projectId={5} />);
    expect(screen.getByText(LOADING_BACKLOG_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByTestId('product-backlog-totals')).toHaveTextContent('2 stories · 8 pts');
    expect(screen.getByTestId('sprint-backlog-totals-7')).toHaveTextContent('1 stories · 13 pts · 0 done');
    expect(screen.getByTestId('sprint-capacity-7')).toHaveTextContent('Over capacity: 13 of 10 pts capacity (130%)');
    expect(within(screen.getByTestId('product-backlog')).getByText('Login')).toBeInTheDocument();
  });

  it('filters by text without changing the totals', async () => {
    mockFetch(() => jsonResponse(200, body()));
    renderWithSuite(<BacklogView projectId={5} />);
    await screen.findByTestId('product-backlog');
    fireEvent.change(screen.getByLabelText('Filter stories by text'), { target: { value: 'sign' } });
    expect(screen.queryByText('Login')).not.toBeInTheDocument();
    expect(screen.getByText('Signup')).toBeInTheDocument();
    expect(screen.getByTestId('product-backlog-totals')).toHaveTextContent('2 stories · 8 pts');
  });

  it('says the load failed with the reason and loads again on Retry', async () => {
    let fail = true;
    mockFetch(() => (fail ? halError(500, 'InternalServerError', 'Database unavailable') : jsonResponse(200, body())));
    renderWithSuite(<BacklogView projectId={5} />);
    expect(await screen.findByText(BACKLOG_ERROR_TITLE, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByTestId('product-backlog')).toBeInTheDocument();
  }, 20_000);

  it('saves inline story points through the work package with its lockVersion, and quick-creates a story', async () => {
    const fetchMock = mockFetch((request) => {
      if (request.method === 'PATCH') return jsonResponse(200, { lockVersion: 4 });
      if (request.method === 'POST') return jsonResponse(201, story(9, 'Gift cards', 2, null));
      return jsonResponse(200, body());
    });
    renderWithSuite(<BacklogView projectId={5} />);
    await screen.findByTestId('product-backlog');
    const points = screen.getByLabelText('Story points of Login');
    fireEvent.change(points, { target: { value: '8' } });
    fireEvent.blur(points);
    await waitFor(() => expect(requestsOf(fetchMock).some((request) => request.method === 'PATCH')).toBe(true));
    const patch = requestsOf(fetchMock).find((request) => request.method === 'PATCH')!;
    expect(patch.url).toContain('/api/v3/work_packages/1');
    expect(patch.body).toEqual({ lockVersion: 3, storyPoints: 8 });

    fireEvent.change(screen.getByLabelText('New story subject'), { target: { value: 'Gift cards' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(requestsOf(fetchMock).some((request) => request.method === 'POST')).toBe(true));
    const post = requestsOf(fetchMock).find((request) => request.method === 'POST')!;
    expect(post.url).toContain('/api/v3/projects/5/backlogs/stories');
    expect(post.body).toEqual({ subject: 'Gift cards', storyPoints: null, version: null });
  });

  it('quick-creates a story straight into a sprint backlog, named after the sprint', async () => {
    const fetchMock = mockFetch((request) => (request.method === 'POST' ? jsonResponse(201, story(10, 'Refunds', 3, 7)) : jsonResponse(200, body())));
    renderWithSuite(<BacklogView projectId={5} />);
    const sprint = within(await screen.findByTestId('sprint-backlog-7'));
    fireEvent.change(sprint.getByLabelText('New story subject in Sprint 1'), { target: { value: 'Refunds ' } });
    fireEvent.change(sprint.getByLabelText('New story points in Sprint 1'), { target: { value: '3' } });
    fireEvent.click(sprint.getByRole('button', { name: 'Add to Sprint 1' }));
    await waitFor(() => expect(requestsOf(fetchMock).some((request) => request.method === 'POST')).toBe(true));
    const post = requestsOf(fetchMock).find((request) => request.method === 'POST')!;
    expect(post.url).toContain('/api/v3/projects/5/backlogs/stories');
    expect(post.body).toEqual({ subject: 'Refunds', storyPoints: 3, version: 7 });
    // Read again after the create, so the sprint's list and totals are the server's.
    await waitFor(() => expect(requestsOf(fetchMock).filter((request) => request.method === 'GET')).toHaveLength(2));
  });

  it('offers no sprint quick create to a member who may not plan sprints', async () => {
    mockFetch(() => jsonResponse(200, { ...body(), permissions: { order: true, assignSprints: false, create: true } }));
    renderWithSuite(<BacklogView projectId={5} />);
    await screen.findByTestId('sprint-backlog-7');
    expect(screen.getByTestId('backlog-quick-create')).toBeInTheDocument();
    expect(screen.queryByTestId('sprint-quick-create-7')).not.toBeInTheDocument();
  });

  it.each([
    [403, 'MissingPermission', 'The Sprints module is not enabled in this project.', 'You are not allowed to see the backlog of this project'],
    [404, 'NotFound', 'The requested resource could not be found.', 'The backlog of this project was not found'],
  ])('on a %s shows the sprints instead, saying why, with Retry', async (status, identifier, text, reason) => {
    let backlogFails = true;
    const fetchMock = mockFetch((request) => {
      const path = apiPathOf(request);
      if (path === '/projects/5/backlogs') return backlogFails ? halError(status, identifier, text) : jsonResponse(200, body());
      if (path === '/projects/5/versions') return jsonResponse(200, collectionOf([versionHal(7, { name: 'Sprint 1' }), versionHal(8, { name: 'Sprint 2', status: 'closed' })]));
      if (path === '/projects/5/work_packages') return jsonResponse(200, collectionOf([wpHal(1, {}, { versionId: 7 }), wpHal(2, {}, { versionId: 7 }), wpHal(3)]));
      return halError(404, 'NotFound', 'Not here');
    });
    renderWithSuite(<BacklogView projectId={5} />);
    expect(await screen.findByText(BACKLOG_UNAVAILABLE_TITLE)).toBeInTheDocument();
    expect(screen.getByTestId('backlog-unavailable')).toHaveTextContent(`${reason} (${text}).`);
    expect(await screen.findByTestId('backlog-fallback-sprint-7')).toHaveTextContent('Sprint 1');
    await waitFor(() => expect(screen.getByTestId('backlog-fallback-sprint-7')).toHaveTextContent('2 work packages'));
    expect(screen.getByTestId('backlog-fallback-sprint-8')).toHaveTextContent('0 work packages');
    // Not retried on its own (a 4xx will not change by asking again): one read until Retry.
    expect(requestsOf(fetchMock).filter((request) => apiPathOf(request) === '/projects/5/backlogs')).toHaveLength(1);
    backlogFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('product-backlog')).toBeInTheDocument();
    expect(screen.queryByTestId('backlog-fallback')).not.toBeInTheDocument();
  });

  it('says when the sprints cannot be read either', async () => {
    mockFetch(() => halError(403, 'MissingPermission', 'You are not allowed to see work packages here.'));
    renderWithSuite(<BacklogView projectId={5} />);
    expect(await screen.findByTestId('backlog-fallback-no-sprints')).toHaveTextContent('The sprints cannot be read either: You are not allowed to see work packages here.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
