import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders, MemoryRouter, resetProjectEvents, setCurrentUser, useLocation, useOpenTask } from '@tessera/shared';
import { FakeEventSource } from '@tessera/shared/test/fake-event-source';
import ProjectTaskPanel from './ProjectTaskPanelPage';
import { PANEL_USER } from '../features/task-panel/testing/render-panel';
import { createTasksServer, fakeTask } from '../features/task-panel/testing/tasks-server';
import { resetForeignChanges } from '../features/live-updates';

/** What the sprint board (another remote) does when a card is clicked: set ?task=<id> through @tessera/shared. */
function SprintBoard() {
  const openTask = useOpenTask();
  const { search } = useLocation();
  return (
    <>
      <button type="button" onClick={() => openTask(12)}>
        Open #12
      </button>
      <output data-testid="search">{search}</output>
    </>
  );
}

function renderScrumView() {
  setCurrentUser(PANEL_USER);
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/projects/5?view=scrum']}>
        <SprintBoard />
        <ProjectTaskPanel projectId={5} />
      </MemoryRouter>
    </AppProviders>,
  );
}

let restoreEventSource: () => void;
beforeEach(() => {
  restoreEventSource = FakeEventSource.install();
});
afterEach(() => {
  resetProjectEvents();
  resetForeignChanges();
  restoreEventSource();
});

describe('mfe_tasks/ProjectTaskPanel', () => {
  it("shows nothing until a task is selected, opens the task another view selects, and follows others' changes to it", async () => {
    const server = createTasksServer({ tasks: [fakeTask({ id: 12, subject: 'Pay with a saved card' }), fakeTask({ id: 13 })] });
    renderScrumView();
    // The project's tasks load as on the tasks views (the panel's first paint and its parent choices).
    await waitFor(() => expect(server.requests('GET', /^\/projects\/5\/work_packages$/)).toHaveLength(1));
    expect(screen.queryByTestId('task-panel')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open #12' }));
    const panel = within(await screen.findByTestId('task-panel'));
    await waitFor(() => expect(panel.getByTestId('task-subject-input')).toHaveValue('Pay with a saved card'));

    // Someone else renames the open task: the live update brings it into the panel.
    const stream = await waitFor(() => FakeEventSource.latest());
    expect(stream.projects).toEqual([5]);
    act(() => void stream.open());
    server.changeElsewhere(12, { subject: 'Pay with a stored card' });
    act(() => void stream.emit({ type: 'work_package.updated', projectId: 5, workPackageId: 12, lockVersion: 4, actorId: 9 }));
    await waitFor(() => expect(panel.getByTestId('task-subject-input')).toHaveValue('Pay with a stored card'));

    fireEvent.click(panel.getByTestId('task-panel-close'));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?view=scrum'));
    expect(screen.getByTestId('search').textContent).toBe('?view=scrum');
  });
});
