import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { halError } from '@tessera/shared/test/fetch-mock';
import ProjectSprintsPage from './ProjectSprintsPage';
import { createSprintsServer } from '../../test/sprints-server';
import { versionHal, wpHal } from '../../test/fixtures';
import { currentSearchParams, navigateTo, renderWithSuite } from '../../test/render';
import { choose } from '../../test/form';
import { FakeEventSource } from '@tessera/shared/test/fake-event-source';
import { PROJECT_WORK_PACKAGES_SELECTED_PAGE_SIZE, resetProjectEvents } from '@tessera/shared';
import {
  ALL_TASKS_ASSIGNED_MESSAGE,
  CREATE_FIRST_SPRINT_LABEL,
  EMPTY_SPRINT_MESSAGE,
  LOADING_BOARD_MESSAGE,
  NO_SPRINTS_TITLE,
  resetBoardPrefs,
  TASKS_ERROR_TITLE,
  useBoardPrefsStore,
  VERSIONS_ERROR_TITLE,
} from '../features/sprint-board';

const GRACE = { id: 7, name: 'Grace Hopper' };

function boardServer(options: { permissions?: string[] } = {}) {
  return createSprintsServer({
    versions: [
      versionHal(1, { name: 'Sprint 1', status: 'closed', startDate: '2026-01-05', endDate: '2026-01-16', daysRemaining: null }),
      versionHal(2, { name: 'Sprint 2', daysRemaining: 2 }, { canDelete: false }),
      versionHal(3, { name: 'Sprint 3', status: 'locked', startDate: null, endDate: null, daysRemaining: null }, { canUpdate: false, canDelete: false }),
    ],
    workPackages: [
      wpHal(11, { subject: 'Pay with a saved card', storyPoints: 5 }, { versionId: 2, assignee: GRACE, typeName: 'User story' }),
      wpHal(12, { subject: 'Refund flow', storyPoints: 3 }, { versionId: 2, statusId: 4 }),
      wpHal(13, { subject: 'Login page' }, { versionId: 1, statusId: 4 }),
      wpHal(14, { subject: 'Write the release notes' }),
      wpHal(15, { subject: 'Old bug' }, { statusId: 4 }),
    ],
    ...options,
  });
}

const column = (id: string) => within(screen.getByTestId(`sprint-column-${id}`));
const columnIds = () => screen.getAllByTestId(/^sprint-column-(unassigned|version-\d+)$/).map((element) => element.getAttribute('data-testid')!.replace('sprint-column-', ''));

// These journeys include closed sprints, which the board hides by default.
beforeEach(() => useBoardPrefsStore.setState({ status: 'all' }));
afterEach(() => resetBoardPrefs());

describe('ProjectSprintsPage', () => {
  it('keeps the root the shell looks for, with the project and the build', async () => {
    boardServer();
    process.env.BUILD_LABEL = 'build-7';
    renderWithSuite(<ProjectSprintsPage projectId={5} />);
    const root = screen.getByTestId('remote-view-mfe_sprints');
    expect(root).toHaveAttribute('data-project-id', '5');
    expect(root).toHaveAttribute('data-build', 'build-7');
    expect(screen.getByText(LOADING_BOARD_MESSAGE)).toBeInTheDocument();
    await screen.findByTestId('sprint-board');
    process.env.BUILD_LABEL = '';
  });

  it('shows a column per sprint with its header, plus the open unassigned tasks, and the counts', async () => {
    boardServer();
    renderWithSuite(<ProjectSprintsPage projectId={5} />);
    await screen.findByTestId('sprint-board');
    expect(columnIds()).toEqual(['unassigned', 'version-1', 'version-2', 'version-3']);
    expect(screen.getByTestId('sprint-board-counts')).toHaveTextContent('3 sprints · 4 tasks');

    const sprint2 = column('version-2');
    expect(sprint2.getByText('Open')).toBeInTheDocument();
    expect(sprint2.getByTestId('days-left')).toHaveTextContent('2 days left');
    expect(sprint2.getByTestId('days-left')).toHaveAttribute('data-level', 'danger');
    expect(sprint2.getByTestId('sprint-points')).toHaveTextContent('3/8 pts');
    expect(sprint2.getByTestId('sprint-items')).toHaveTextContent('2 items');
    const card = within(sprint2.getByTestId('sprint-task-11'));
    expect(card.getByText('Pay with a saved card')).toBeInTheDocument();
    expect(card.getByText('5 pts')).toBeInTheDocument();
    // The card's name is what it shows (no label that hides its text from screen readers).
    expect(sprint2.getByRole('button', { name: /^#11 User story 5 pts Pay with a saved card Status: / })).toBe(sprint2.getByTestId('sprint-task-11'));
    expect(card.getByLabelText('Grace Hopper')).toHaveTextContent('GH');
    expect(card.getByText('User story')).toBeInTheDocument();

    // Closed unassigned tasks are not planning material.
    expect(column('unassigned').getByTestId('sprint-task-14')).toBeInTheDocument();
    expect(screen.queryByTestId('sprint-task-15')).not.toBeInTheDocument();
    expect(column('version-3').getByText(EMPTY_SPRINT_MESSAGE)).toBeInTheDocument();
    // A locked sprint says why it takes no work.
    expect(column('version-3').getByLabelText(/locked: no work items can be added/)).toBeInTheDocument();
    expect(column('version-1').queryByTestId('days-left')).not.toBeInTheDocument();
  });

  it('shows the open sprints by default, and the finished ones through the status filter', async () => {
    resetBoardPrefs();
    boardServer();
    renderWithSuite(<ProjectSprintsPage projectId={5} />);
    await screen.findByTestId('sprint-board');
    expect(columnIds()).toEqual(['unassigned', 'version-2']);
    expect(screen.getByTestId('sprint-board-counts')).toHaveTextContent('1 of 3 sprints');
    await choose(within(document.body), 'Status filter', 'All');
    await waitFor(() => expect(columnIds()).toEqual(['unassigned', 'version-1', 'version-2', 'version-3']));
  });

  it('offers Edit and Delete only as the server allows', async () => {
    boardServer();
    renderWithSuite(<ProjectSprintsPage projectId={5} />);
    await screen.findByTestId('sprint-board');
    expect(column('version-3').queryByLabelText('Sprint actions for Sprint 3')).not.toBeInTheDocument();
    fireEvent.click(column('version-2').getByLabelText('Sprint actions for Sprint 2'));
    expect(await screen.findByText('Edit Sprint')).toBeInTheDocument();
    expect(screen.queryByText('Delete Sprint')).not.toBeInTheDocument();
  });

  it('selects a clicked task in the URL, and reads the tasks again when the panel closes', async () => {
    const server = boardServer();
    renderWithSuite(<ProjectSprintsPage projectId={5} />);
    fireEvent.click(await screen.findByTestId('sprint-task-14'));
    await waitFor(() => expect(currentSearchParams().get('task')).toBe('14'));
    const reads = () => server.requests('GET', /^\/projects\/5\/work_packages$/).length;
    const before = reads();
    // The panel (the tasks area's) renamed the task meanwhile, then closed.
    server.state.packages[3] = wpHal(14, { subject: 'Release notes, final', lockVersion: 1 });
    act(() => navigateTo('/projects/5'));
    await waitFor(() => expect(reads()).toBe(before + 1));
    expect(await screen.findByText('Release notes, final')).toBeInTheDocument();
  });

  it('filters by search, status and the Unassigned toggle, and remembers the view choices', async () => {
    boardServer();
    renderWithSuite(<ProjectSprintsPage projectId={5} />);
    await screen.findByTestId('sprint-board');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'refund' } });
    expect(columnIds()).toEqual(['unassigned', 'version-2']);
    expect(column('version-2').queryByTestId('sprint-task-11')).not.toBeInTheDocument();
    expect(column('version-2').getByTestId('sprint-task-12')).toBeInTheDocument();
    expect(screen.getByTestId('sprint-board-counts')).toHaveTextContent('1 of 3 sprints · 4 tasks');

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'no such thing' } });
    expect(screen.getByTestId('no-matching-sprints')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(columnIds()).toHaveLength(4);

    fireEvent.click(screen.getByRole('switch', { name: 'Unassigned column' }));
    expect(columnIds()).toEqual(['version-1', 'version-2', 'version-3']);
    expect(JSON.parse(localStorage.getItem('tessera.sprints.board-prefs')!).state.showUnassigned).toBe(false);

    await choose(within(document.body), 'Sort', 'Work Items');
    await waitFor(() => expect(columnIds()).toEqual(['version-2', 'version-1', 'version-3']));
    await choose(within(document.body), 'Status filter', 'Closed');
    await waitFor(() => expect(columnIds()).toEqual(['version-1']));
    expect(JSON.parse(localStorage.getItem('tessera.sprints.board-prefs')!).state).toMatchObject({ sort: 'workItems', status: 'closed' });
  });

  it("follows other people's changes live: a task moved elsewhere moves here too", async () => {
    const restore = FakeEventSource.install();
    try {
      const server = boardServer();
      renderWithSuite(<ProjectSprintsPage projectId={5} />);
      await screen.findByTestId('sprint-board');
      const stream = await waitFor(() => FakeEventSource.latest());
      expect(stream.projects).toEqual([5]);
      server.state.packages[3] = wpHal(14, { subject: 'Write the release notes', lockVersion: 1 }, { versionId: 2 });
      act(() => {
        stream.open().emit({ type: 'work_package.updated', projectId: 5, workPackageId: 14, lockVersion: 1, actorId: 3 });
      });
      expect(await column('version-2').findByTestId('sprint-task-14')).toBeInTheDocument();
      expect(column('unassigned').queryByTestId('sprint-task-14')).not.toBeInTheDocument();
      // Read out politely, as the board rearranged itself without the user.
      await waitFor(() => expect(screen.getByTestId('live-announcer')).toHaveTextContent('Write the release notes moved to Sprint 2'));
    } finally {
      resetProjectEvents();
      restore();
    }
  });

  it('drops a sprint deleted elsewhere at once, without asking for its figures again (they would only be a 404)', async () => {
    const restore = FakeEventSource.install();
    try {
      const server = boardServer();
      renderWithSuite(<ProjectSprintsPage projectId={5} />);
      await screen.findByTestId('sprint-board');
      fireEvent.click(screen.getByRole('button', { name: /Show Stats/ }));
      const analytics = within(await screen.findByTestId('sprint-analytics'));
      fireEvent.click(await analytics.findByRole('tab', { name: 'Health' }));
      expect(await analytics.findByRole('heading', { name: /^Sprint 2/ })).toBeInTheDocument();
      const stream = await waitFor(() => FakeEventSource.latest());
      const asked = server.requests('GET', /^\/sprints\/2\/statistics$/).length;
      const versionLoads = server.requests('GET', /^\/projects\/5\/versions$/).length;

      server.state.versions = server.state.versions.filter((version) => version.id !== 2);
      act(() => {
        stream.open().emit({ type: 'version.deleted', projectId: 5, versionId: 2, actorId: 3 });
      });
      await waitFor(() => expect(screen.queryByTestId('sprint-column-version-2')).not.toBeInTheDocument());
      expect(await analytics.findByText('No active sprints to analyze')).toBeInTheDocument();
      await waitFor(() => expect(server.requests('GET', /^\/projects\/5\/versions$/).length).toBeGreaterThan(versionLoads));
      expect(server.requests('GET', /^\/sprints\/2\/statistics$/)).toHaveLength(asked);
    } finally {
      resetProjectEvents();
      restore();
    }
  });

  it("shows 'All tasks assigned!' when nothing is left to plan", async () => {
    createSprintsServer({ versions: [versionHal(2)], workPackages: [wpHal(11, {}, { versionId: 2 })] });
    renderWithSuite(<ProjectSprintsPage projectId={5} />);
    expect(await screen.findByText(ALL_TASKS_ASSIGNED_MESSAGE)).toBeInTheDocument();
  });

  it('invites to create the first sprint', async () => {
    createSprintsServer();
    renderWithSuite(<ProjectSprintsPage projectId={5} />);
    expect(await screen.findByText(NO_SPRINTS_TITLE)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(CREATE_FIRST_SPRINT_LABEL) }));
    expect(await screen.findByTestId('create-sprint-dialog')).toBeInTheDocument();
  });

  it('offers no Create Sprint to a member without manage_versions, and says who can', async () => {
    const server = createSprintsServer({ permissions: ['view_work_packages'] });
    renderWithSuite(<ProjectSprintsPage projectId={5} />);
    expect(await screen.findByText(NO_SPRINTS_TITLE)).toBeInTheDocument();
    await screen.findByText(/created by the project admins/);
    expect(server.requests('GET', /^\/projects\/5$/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: new RegExp(CREATE_FIRST_SPRINT_LABEL) })).not.toBeInTheDocument();
    expect(screen.queryByTestId('create-sprint-button')).not.toBeInTheDocument();
  });

  it('says which load failed, with the reason, and loads again on Retry', async () => {
    const server = boardServer();
    server.answerNext('GET', /^\/projects\/5\/versions$/, halError(500, 'InternalServerError', 'The database is unavailable.'));
    renderWithSuite(<ProjectSprintsPage projectId={5} />);
    expect(await screen.findByText(VERSIONS_ERROR_TITLE)).toBeInTheDocument();
    expect(screen.getByText('The database is unavailable.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('sprint-board');

    server.answerNext('GET', /^\/projects\/5\/work_packages$/, halError(403, 'MissingPermission', 'You may not see the work packages of this project.'));
    act(() => navigateTo('/projects/5?task=99'));
    act(() => navigateTo('/projects/5'));
    expect(await screen.findByText(TASKS_ERROR_TITLE)).toBeInTheDocument();
    expect(screen.getByText('You may not see the work packages of this project.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('sprint-board');
  });

  it('reads every page of a large project once', async () => {
    // One more page than the board's lean read (select) takes at once.
    const many = Array.from({ length: PROJECT_WORK_PACKAGES_SELECTED_PAGE_SIZE + 5 }, (_, index) => wpHal(index + 1, {}, { versionId: index < 1200 ? 2 : null }));
    const server = createSprintsServer({ versions: [versionHal(2)], workPackages: many });
    renderWithSuite(<ProjectSprintsPage projectId={5} />);
    await screen.findByTestId('sprint-board');
    expect(server.requests('GET', /work_packages$/)).toHaveLength(2);
    expect(column('version-2').getByTestId('sprint-items')).toHaveTextContent('1200 items');
    // Rendered progressively: the first cards, and a way to the rest.
    expect(column('version-2').getAllByTestId(/^sprint-task-/)).toHaveLength(30);
    fireEvent.click(screen.getByTestId('sprint-column-version-2-more'));
    expect(column('version-2').getAllByTestId(/^sprint-task-/)).toHaveLength(80);
  });
});
