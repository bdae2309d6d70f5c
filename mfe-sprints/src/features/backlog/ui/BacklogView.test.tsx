import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { halError, jsonResponse, mockFetch, requestsOf } from '@tessera/shared/test/fetch-mock';
import { renderWithSuite } from '../../../../test/render';
import { BACKLOG_ERROR_TITLE, BacklogView, LOADING_BACKLOG_MESSAGE } from './BacklogView';

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
});
