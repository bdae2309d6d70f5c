import { fireEvent, screen, within } from '@testing-library/react';
import { apiPathOf, halError, jsonResponse, mockApi } from '@tessera/shared/test/fetch-mock';
import { renderWithSuite } from '../../../../test/render';
import type { OrganizationBacklogs } from '../api/organization-backlog-api';
import { organizationSummary, pointsLabel, projectBacklogPath } from '../model/organization-backlog';
import { OrganizationBacklog } from './OrganizationBacklog';

type Entry = OrganizationBacklogs['projects'][number];
type Story = Entry['productBacklog']['stories'][number];

const story = (id: number, projectId: number, storyPoints: number | null, versionId: number | null): Story => ({
  _type: 'Story',
  id,
  subject: `Story ${id}`,
  storyPoints,
  position: id * 1024,
  type: { id: 3, name: 'Story' },
  status: { id: 1, name: 'New', color: '#1677ff', isClosed: false },
  estimatedHours: null,
  remainingHours: null,
  percentageDone: null,
  assignee: null,
  project: { id: projectId, name: `Project ${projectId}` },
  versionId,
  lockVersion: 0,
  _links: { self: { href: `/api/v3/work_packages/${id}` } },
});

function entry(id: number, { productStories = 2, sprints = 1 }: { productStories?: number; sprints?: number } = {}): Entry {
  const product = Array.from({ length: productStories }, (_, index) => story(id * 100 + index, id, 2, null));
  return {
    project: { id, name: `Project ${String(id).padStart(2, '0')}`, identifier: `project_${id}` },
    productBacklog: { stories: product.slice(0, 20), total: productStories, totalPoints: productStories * 2 },
    sprintBacklogs: Array.from({ length: sprints }, (_, index) => ({
      sprint: { id: id * 10 + index, name: `Sprint ${id}.${index}`, startDate: '2026-11-16', endDate: '2026-11-27', status: 'open' as const },
      stories: [story(id * 100 + 50 + index, id, 5, id * 10 + index)],
      total: 1,
      totalPoints: 5,
      completedPoints: index === 0 ? 5 : 0,
    })),
  };
}

const answer = (projects: Entry[]) => ({ _type: 'OrganizationBacklogs', projects, _links: { self: { href: '/api/v3/backlogs' } } });

function server(respond: () => ReturnType<typeof jsonResponse>) {
  return mockApi((request) => (apiPathOf(request) === '/backlogs' ? respond() : halError(404, 'NotFound', 'Not here')));
}

describe('OrganizationBacklog', () => {
  it("shows each project's product and open sprint backlogs compactly, with totals and a link into its Backlog view", async () => {
    const api = server(() => jsonResponse(200, answer([entry(1, { productStories: 8, sprints: 2 }), entry(2, { productStories: 0, sprints: 0 })])));
    renderWithSuite(<OrganizationBacklog />, { path: '/backlogs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Backlogs' })).toBeInTheDocument();
    const first = within(await screen.findByTestId('organization-backlog-1'));
    expect(screen.getByTestId('organization-backlogs-summary')).toHaveTextContent('2 projects · 8 stories (16 pts) in product backlogs · 10 pts planned in 2 open sprints');
    expect(first.getByTestId('organization-backlog-totals-1')).toHaveTextContent('8 stories (16 pts) in the product backlog · 10 pts planned in 2 open sprints · 5 done');
    // Five stories of eight shown, the rest counted.
    expect(within(first.getByTestId('organization-product-backlog-1')).getAllByRole('listitem')).toHaveLength(5);
    expect(first.getByText('+3 more')).toBeInTheDocument();
    expect(first.getByTestId('organization-sprint-totals-10')).toHaveTextContent('1 story · 5 pts · 5 done');
    expect(first.getByRole('link', { name: 'Open the backlog of Project 01' })).toHaveAttribute('href', '/projects/1?view=scrum&scrum=backlog');
    const second = within(screen.getByTestId('organization-backlog-2'));
    expect(second.getByText('The product backlog is empty')).toBeInTheDocument();
    expect(second.getByTestId('organization-backlog-totals-2')).toHaveTextContent('0 stories (0 pts) in the product backlog · no open sprint');
    expect(api.requests('GET', /^\/backlogs$/)[0].url).toContain('limit=20');
  });

  it('pages the projects ten at a time', async () => {
    server(() => jsonResponse(200, answer(Array.from({ length: 30 }, (_, index) => entry(index + 1)))));
    renderWithSuite(<OrganizationBacklog />, { path: '/backlogs' });
    await screen.findByTestId('organization-backlog-1');
    expect(screen.getAllByTestId(/^organization-backlog-\d+$/)).toHaveLength(10);
    expect(screen.getByTestId('organization-backlogs-summary')).toHaveTextContent('(the first 30 projects by name)');
    fireEvent.click(within(screen.getByTestId('organization-backlogs-pages')).getByText('3'));
    expect(await screen.findByTestId('organization-backlog-21')).toBeInTheDocument();
    expect(screen.queryByTestId('organization-backlog-1')).not.toBeInTheDocument();
  });

  it('shows the empty state when no project has a backlog the user may read', async () => {
    server(() => jsonResponse(200, answer([])));
    renderWithSuite(<OrganizationBacklog />, { path: '/backlogs' });
    expect(await screen.findByText('No backlogs to show')).toBeInTheDocument();
  });

  it('says the load failed with the reason and loads again on Retry', async () => {
    let fail = true;
    server(() => (fail ? halError(500, 'InternalServerError', 'Database unavailable') : jsonResponse(200, answer([entry(1)]))));
    renderWithSuite(<OrganizationBacklog />, { path: '/backlogs' });
    expect(await screen.findByText('Failed to load the backlogs', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByTestId('organization-backlog-1')).toBeInTheDocument();
  }, 30_000);
});

describe('organization backlog model', () => {
  it('links the Scrum area on its Backlog view and sums the projects', () => {
    expect(projectBacklogPath(7)).toBe('/projects/7?view=scrum&scrum=backlog');
    expect([pointsLabel(null), pointsLabel(1), pointsLabel(2.5)]).toEqual(['', '1 pt', '2.5 pts']);
    expect(organizationSummary(answer([entry(1, { productStories: 1, sprints: 1 })]) as OrganizationBacklogs)).toBe('1 project · 1 story (2 pts) in product backlogs · 5 pts planned in 1 open sprint');
  });
});
