import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, MemoryRouter, mapCurrentUser, setCurrentUser } from '@tessera/shared';
import { userHal } from '@tessera/shared/test/fixtures';
import { STANDALONE_INVALID_PROJECT_MESSAGE } from '@tessera/shared';
import { STANDALONE_HINT, StandaloneRoutes } from './StandaloneRoutes';
import { createTasksServer } from '../entities/task/testing/tasks-server';

// The view loads the project's tasks for the signed-in user: answer with an empty project
// (in the app, StandaloneApp provides AppProviders and the login).
beforeEach(() => {
  createTasksServer();
  setCurrentUser(mapCurrentUser(userHal()));
});

function renderAt(url: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <StandaloneRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('mfe_tasks standalone routes', () => {
  it('renders the tasks view of the project in the URL, in the mode the URL asks for', () => {
    renderAt('/projects/3?mode=calendar');
    const view = screen.getByTestId('remote-view-mfe_tasks');
    expect(view).toHaveAttribute('data-project-id', '3');
    expect(view).toHaveAttribute('data-mode', 'calendar');
  });

  it('defaults to the board and switches mode from the switcher', async () => {
    renderAt('/projects/3?mode=nonsense');
    expect(screen.getByTestId('remote-view-mfe_tasks')).toHaveAttribute('data-mode', 'kanban');
    await userEvent.click(screen.getByText('List'));
    expect(screen.getByTestId('remote-view-mfe_tasks')).toHaveAttribute('data-mode', 'list');
  });

  it('explains an invalid project id and, at the root, how to open a project', () => {
    const { unmount } = renderAt('/projects/0');
    expect(screen.getByText('Invalid Project')).toBeInTheDocument();
    expect(screen.getByText(STANDALONE_INVALID_PROJECT_MESSAGE)).toBeInTheDocument();
    unmount();
    renderAt('/');
    expect(screen.getByText(STANDALONE_HINT)).toBeInTheDocument();
  });
});
