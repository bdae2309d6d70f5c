import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPathOf, halError, jsonResponse, mockApi } from '@tessera/shared/test/fetch-mock';
import { FakeEventSource } from '@tessera/shared/test/fake-event-source';
import { resetProjectEvents, TAB_ID } from '@tessera/shared';
import ProjectMilestonesPage from './ProjectMilestonesPage';
import { renderWithSuite } from '../../test/render';
import { changesMilestones, milestoneDaysLeft, subProjectLabel, type Milestone } from '../features/milestones';

const PROJECT = 5;

function milestone(id: number, fields: Partial<Milestone> = {}): Milestone {
  return {
    _type: 'Milestone',
    id,
    name: `Milestone ${id}`,
    description: '',
    project_id: PROJECT,
    project_name: 'Apollo',
    due_date: '2026-06-01',
    start_date: null,
    status: 'open',
    progress: 50,
    days_until_due: 10,
    days_overdue: 0,
    is_overdue: false,
    health_status: 'healthy',
    work_packages_total: 2,
    work_packages_closed: 1,
    _links: { self: { href: `/api/v3/versions/${id}` } },
    ...fields,
  } as Milestone;
}

const MILESTONES = [
  milestone(1, { name: 'Beta', due_date: '2026-05-01', days_until_due: 0, days_overdue: 4, is_overdue: true, health_status: 'critical', progress: 20 }),
  milestone(2, { name: 'Launch', days_until_due: 3, health_status: 'at_risk', progress: 0, work_packages_closed: 0 }),
  milestone(3, { name: 'Child release', project_id: 9, project_name: 'Apollo mobile', days_until_due: 7 }),
  milestone(4, { name: 'Someday', due_date: null, days_until_due: null, days_overdue: null }),
];

function milestonesServer(all: Milestone[] = MILESTONES) {
  return mockApi((request) => {
    if (apiPathOf(request) !== `/projects/${PROJECT}/milestones`) return halError(404, 'NotFound', 'Not here.');
    const filters = new URL(request.url, 'http://localhost').searchParams.get('filters');
    const health = filters ? (JSON.parse(filters)[0].health.values as string[]) : null;
    const elements = health ? all.filter((entry) => health.includes(entry.health_status)) : all;
    return jsonResponse(200, { _type: 'Collection', total: elements.length, count: elements.length, pageSize: 1000, offset: 1, _embedded: { elements }, _links: { self: { href: '' } } });
  });
}

describe('milestone display', () => {
  it('gives the sprint board days-left badge: red at 3 days or fewer, yellow at 7 or fewer, none when closed', () => {
    const badge = (fields: Partial<Milestone>) => milestoneDaysLeft(milestone(1, fields));
    expect(badge({ days_until_due: 3 })).toEqual({ text: '3 days left', level: 'danger' });
    expect(badge({ days_until_due: 4 })).toEqual({ text: '4 days left', level: 'warning' });
    expect(badge({ days_until_due: 7 })).toEqual({ text: '7 days left', level: 'warning' });
    expect(badge({ days_until_due: 8 })).toEqual({ text: '8 days left', level: 'normal' });
    expect(badge({ is_overdue: true, days_until_due: 0, days_overdue: 2 })).toEqual({ text: '2 days overdue', level: 'danger' });
    expect(badge({ status: 'closed' })).toBeNull();
    expect(badge({ due_date: null, days_until_due: null, days_overdue: null })).toBeNull();
  });
  it('names the project only for a sub-project', () => {
    expect(subProjectLabel(milestone(1), PROJECT)).toBeNull();
    expect(subProjectLabel(milestone(1, { project_id: 9, project_name: 'Apollo mobile' }), PROJECT)).toBe('Sub-project: Apollo mobile');
  });
});

describe('ProjectMilestonesPage', () => {
  it('shows the timeline by due date with health, days-left badges, progress and sub-projects', async () => {
    milestonesServer();
    renderWithSuite(<ProjectMilestonesPage projectId={PROJECT} />);
    expect(screen.getByText('Loading milestones…')).toBeInTheDocument();
    const timeline = await screen.findByRole('list', { name: 'Milestones by due date' });
    expect(within(timeline).getAllByRole('listitem').map((item) => item.getAttribute('data-testid'))).toEqual(['milestone-1', 'milestone-2', 'milestone-3', 'milestone-4']);
    expect(screen.getByTestId('milestone-counts')).toHaveTextContent('4 milestones · 1 at risk · 1 critical');

    const beta = within(screen.getByRole('listitem', { name: 'Beta' }));
    expect(beta.getByTestId('milestone-health')).toHaveTextContent('Critical');
    expect(beta.getByTestId('days-left')).toHaveTextContent('4 days overdue');
    expect(beta.getByTestId('milestone-due')).toHaveTextContent('Due May 1, 2026');

    const launch = within(screen.getByTestId('milestone-2'));
    expect(launch.getByTestId('milestone-health')).toHaveTextContent('At risk');
    expect(launch.getByTestId('days-left')).toHaveAttribute('data-level', 'danger');
    expect(launch.getByTestId('milestone-progress')).toHaveTextContent('0% · 0 of 2 work packages done');
    expect(launch.queryByTestId('milestone-project')).toBeNull();

    const child = within(screen.getByTestId('milestone-3'));
    expect(child.getByTestId('milestone-project')).toHaveTextContent('Sub-project: Apollo mobile');
    expect(child.getByTestId('days-left')).toHaveAttribute('data-level', 'warning');

    const someday = within(screen.getByTestId('milestone-4'));
    expect(someday.getByTestId('milestone-due')).toHaveTextContent('No due date');
    expect(someday.queryByTestId('days-left')).toBeNull();
  });

  it('filters by health through the server, and says when none matches', async () => {
    const server = milestonesServer(MILESTONES.filter((entry) => entry.health_status !== 'at_risk'));
    renderWithSuite(<ProjectMilestonesPage projectId={PROJECT} />);
    await screen.findByRole('list', { name: 'Milestones by due date' });
    const filter = screen.getByRole('radiogroup', { name: 'Filter by health' });
    fireEvent.click(within(filter).getByRole('radio', { name: 'Critical' }));
    await waitFor(() => expect(screen.queryByTestId('milestone-3')).toBeNull());
    expect(screen.getByTestId('milestone-1')).toBeInTheDocument();
    const last = server.requests('GET').at(-1)!;
    expect(JSON.parse(new URL(last.url, 'http://localhost').searchParams.get('filters')!)).toEqual([{ health: { operator: '=', values: ['critical'] } }]);

    fireEvent.click(within(filter).getByRole('radio', { name: 'At risk' }));
    expect(await screen.findByText('No milestone has this health.')).toBeInTheDocument();
  });

  it('shows the empty state when the project has no milestone', async () => {
    milestonesServer([]);
    renderWithSuite(<ProjectMilestonesPage projectId={PROJECT} />);
    expect(await screen.findByText('No milestones yet')).toBeInTheDocument();
  });

  it('shows the error with a Retry that loads again', async () => {
    const server = milestonesServer();
    server.answerNext('GET', /milestones$/, halError(500, 'InternalServerError', 'The database is unavailable.'));
    renderWithSuite(<ProjectMilestonesPage projectId={PROJECT} />);
    expect(await screen.findByText('Failed to load milestones')).toBeInTheDocument();
    expect(screen.getByText('The database is unavailable.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Milestones by due date' })).toBeInTheDocument();
  });

  it("follows others' changes live: a version's new date in a sub-project re-reads the milestones; its own tab's and other events do not", async () => {
    const restore = FakeEventSource.install();
    try {
      const current = [...MILESTONES];
      const server = milestonesServer(current);
      renderWithSuite(<ProjectMilestonesPage projectId={PROJECT} />);
      await screen.findByRole('list', { name: 'Milestones by due date' });
      // The project and the sub-project one of its milestones belongs to, on the one shared stream.
      const stream = await waitFor(() => {
        const latest = FakeEventSource.latest();
        expect(latest.projects.sort()).toEqual([PROJECT, 9]);
        return latest;
      });
      const reads = () => server.requests('GET', /milestones$/).length;
      const before = reads();
      act(() => {
        stream.open().emit({ type: 'forum.created', projectId: 9, forumId: 1, actorId: 3 });
      });
      current[2] = { ...current[2], due_date: '2026-05-20', health_status: 'critical' };
      act(() => {
        stream.emit({ type: 'version.updated', projectId: 9, versionId: 3, actorId: 3 });
      });
      await waitFor(() => expect(within(screen.getByTestId('milestone-3')).getByTestId('milestone-health')).toHaveTextContent('Critical'));
      expect(within(screen.getByTestId('milestone-3')).getByTestId('milestone-due')).toHaveTextContent('Due May 20, 2026');
      expect(reads()).toBe(before + 1);
    } finally {
      resetProjectEvents();
      restore();
    }
  });
});

describe('which events change milestones', () => {
  it("versions, work packages and a resync do; this tab's own writes, documents and forums do not", () => {
    expect(changesMilestones({ type: 'version.updated', projectId: 5, versionId: 3, actorId: 3 } as never)).toBe(true);
    expect(changesMilestones({ type: 'work_package.updated', projectId: 5, workPackageId: 3, actorId: 3 } as never)).toBe(true);
    expect(changesMilestones({ type: 'resync', projectId: 5 })).toBe(true);
    expect(changesMilestones({ type: 'version.updated', projectId: 5, versionId: 3, actorId: 3, tabId: TAB_ID } as never)).toBe(false);
    expect(changesMilestones({ type: 'document.updated', projectId: 5, documentId: 3, actorId: 3 } as never)).toBe(false);
    expect(changesMilestones({ type: 'forum.created', projectId: 5, forumId: 3, actorId: 3 } as never)).toBe(false);
  });
});
