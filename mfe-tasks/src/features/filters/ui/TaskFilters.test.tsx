import { fireEvent, screen, within } from '@testing-library/react';
import ProjectTasksView from '../../../exposed/ProjectTasksView';
import { wpHal } from '../../tasks/testing/fixtures';
import { createTasksServer } from '../../tasks/testing/tasks-server';
import { renderWithSuite } from '../../tasks/testing/render';
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

  it('filters by priority from the popover, counts the active choices, and clears them', async () => {
    createTasksServer({ workPackages: boardPackages() });
    renderWithSuite(<ProjectTasksView projectId={5} mode="kanban" />);
    await screen.findByTestId('task-card-1');

    fireEvent.click(screen.getByTestId('task-filter-button'));
    const popover = within(await screen.findByTestId('task-filter-popover'));
    expect(popover.getByText('No versions available')).toBeInTheDocument();
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
});
