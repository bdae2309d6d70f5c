import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { halError } from '@tessera/shared/test/fetch-mock';
import ProjectTasksView from '../../../pages/ProjectTasksPage';
import { wpHal } from '../../../entities/task/testing/fixtures';
import { createTasksServer } from '../../../entities/task/testing/tasks-server';
import { renderWithSuite } from '../../../entities/task/testing/render';
import { useTaskFiltersStore } from '../model/task-filters-store';

const GRACE = { id: 7, name: 'Grace Hopper' };
const ALAN = { id: 10, name: 'Alan Turing' };

function boardPackages() {
  return [
    wpHal(1, { subject: 'Pay with a saved card' }, { typeId: 3, priorityId: 9, assignee: GRACE }),
    wpHal(2, { subject: 'Write the release notes' }, { statusId: 2, assignee: ALAN }),
    wpHal(3, { subject: 'Old bug' }, { statusId: 4, typeId: 2, priorityId: 7 }),
  ];
}

afterEach(() => useTaskFiltersStore.setState({ byProject: {} }));

describe('Task filters on the board', () => {
  it("'My tasks only' shows the signed-in user's tasks; its label switches to 'Show All Tasks'", async () => {
    createTasksServer({ workPackages: boardPackages() });
    renderWithSuite(<ProjectTasksView projectId={5} mode="kanban" />, { userId: GRACE.id });
    await screen.findByTestId('task-card-2');

    const toggle = screen.getByTestId('my-tasks-toggle');
    expect(toggle).toHaveAccessibleName('My tasks only');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName('Show All Tasks');
    expect(screen.getByTestId('task-card-1')).toBeInTheDocument();
    expect(screen.queryByTestId('task-card-2')).toBeNull();
    expect(screen.queryByTestId('task-card-3')).toBeNull();

    fireEvent.click(toggle);
    expect(screen.getByTestId('task-card-2')).toBeInTheDocument();
  });

  it('the summary cards count the tasks the filters show, and all of them again without filters', async () => {
    const server = createTasksServer({ workPackages: boardPackages() });
    renderWithSuite(<ProjectTasksView projectId={5} mode="kanban" />, { userId: GRACE.id });
    await screen.findByTestId('task-card-2');
    const total = () => screen.getByTestId('task-summary-total').textContent;
    await waitFor(() => expect(total()).toContain('3'));
    expect(screen.getByTestId('task-summary-completed')).toHaveTextContent('1');

    fireEvent.click(screen.getByTestId('my-tasks-toggle'));
    await waitFor(() => expect(total()).toContain('1'));
    expect(screen.getByTestId('task-summary-completed')).toHaveTextContent('0');
    // Counted from the tasks shown: the server is not asked to count them again.
    expect(server.requests('GET', /work_packages\/stats/)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('my-tasks-toggle'));
    fireEvent.click(screen.getByTestId('task-filter-button'));
    const popover = within(await screen.findByTestId('task-filter-popover'));
    fireEvent.click(popover.getByLabelText('Low'));
    // The old bug (priority Low) is the one shown, and the one counted: completed too.
    await waitFor(() => expect(total()).toContain('1'));
    expect(screen.getByTestId('task-summary-completed')).toHaveTextContent('1');
  });

  it('filters by priority from the popover, counts the active choices, and clears them', async () => {
    createTasksServer({ workPackages: boardPackages() });
    renderWithSuite(<ProjectTasksView projectId={5} mode="kanban" />);
    await screen.findByTestId('task-card-1');

    fireEvent.click(screen.getByTestId('task-filter-button'));
    const popover = within(await screen.findByTestId('task-filter-popover'));
    expect(await popover.findByText('No versions available')).toBeInTheDocument();
    fireEvent.click(popover.getByLabelText('Low'));
    expect(screen.getByTestId('task-filter-button')).toHaveAccessibleName('Filter by User & Priority (1 active)');
    expect(popover.getByTestId('task-filter-count')).toHaveTextContent('1 of 3 tasks shown');
    expect(screen.getByTestId('task-card-3')).toBeInTheDocument();
    expect(screen.queryByTestId('task-card-1')).toBeNull();

    fireEvent.click(popover.getByLabelText('Normal'));
    expect(popover.getByTestId('task-filter-count')).toHaveTextContent('2 of 3 tasks shown');

    fireEvent.click(popover.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('task-card-1')).toBeInTheDocument();
    expect(screen.getByTestId('task-filter-button')).toHaveAccessibleName('Filter by User & Priority');
  });

  it("offers the project's versions in the list's order plus 'No version', and filters by them", async () => {
    createTasksServer({
      workPackages: [
        wpHal(1, { subject: 'Pay with a saved card' }, { versionId: 7, versionName: 'Sprint 14' }),
        wpHal(2, { subject: 'Write the release notes' }),
        wpHal(3, { subject: 'Old bug' }, { statusId: 4, versionId: 3, versionName: 'Sprint 11' }),
      ],
      versions: [
        { id: 3, name: 'Sprint 11', status: 'closed' },
        { id: 4, name: 'Sprint 12', status: 'locked' },
        { id: 7, name: 'Sprint 14' },
      ],
    });
    renderWithSuite(<ProjectTasksView projectId={5} mode="kanban" />);
    await screen.findByTestId('task-card-1');
    // The card names its version from the work package's link.
    expect(within(screen.getByTestId('task-card-1')).getByTestId('card-version')).toHaveTextContent('Version: Sprint 14');

    fireEvent.click(screen.getByTestId('task-filter-button'));
    const popover = within(await screen.findByTestId('task-filter-popover'));
    const versions = within(await popover.findByTestId('task-filter-version'));
    // Every version of the project, also those no task uses (Sprint 12), not sorted by name.
    expect(versions.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual([
      'Sprint 11', 'Sprint 12', 'Sprint 14', 'No version',
    ]);

    fireEvent.click(versions.getByLabelText('Sprint 14'));
    expect(popover.getByTestId('task-filter-count')).toHaveTextContent('1 of 3 tasks shown');
    expect(screen.getByTestId('task-card-1')).toBeInTheDocument();
    expect(screen.queryByTestId('task-card-2')).toBeNull();

    fireEvent.click(versions.getByLabelText('No version'));
    expect(popover.getByTestId('task-filter-count')).toHaveTextContent('2 of 3 tasks shown');
    expect(screen.getByTestId('task-card-2')).toBeInTheDocument();
    expect(screen.queryByTestId('task-card-3')).toBeNull();
  });

  it('says why the versions could not be loaded, and Retry loads them', async () => {
    const server = createTasksServer({ workPackages: boardPackages(), versions: [{ id: 7, name: 'Sprint 14' }] });
    let failing = true;
    server.override(({ url }) => (failing && url.includes('/versions') ? halError(503, 'ServiceUnavailable', 'Versions are unavailable right now.') : undefined));
    renderWithSuite(<ProjectTasksView projectId={5} mode="kanban" />);
    await screen.findByTestId('task-card-1');

    fireEvent.click(screen.getByTestId('task-filter-button'));
    const popover = within(await screen.findByTestId('task-filter-popover'));
    const failure = await popover.findByTestId('choices-load-failed');
    expect(failure).toHaveTextContent('Versions are unavailable right now.');

    failing = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await popover.findByLabelText('Sprint 14')).toBeInTheDocument();
  });
});
