import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders, MemoryRouter, mapCurrentUser, setCurrentUser, STANDALONE_INVALID_PROJECT_MESSAGE } from '@tessera/shared';
import { userHal } from '@tessera/shared/test/fixtures';
import { createSprintsServer } from '../../test/sprints-server';
import { versionHal, wpHal } from '../../test/fixtures';
import { STANDALONE_HINT, StandaloneRoutes, standaloneTaskNotice } from './StandaloneRoutes';

beforeEach(() => {
  createSprintsServer({ versions: [versionHal(2)], workPackages: [wpHal(14, { subject: 'Write the release notes' })] });
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

describe('mfe_sprints standalone routes', () => {
  it('renders the sprint board of the project in the URL; a clicked task says where its panel opens', async () => {
    renderAt('/projects/5');
    expect(screen.getByTestId('remote-view-mfe_sprints')).toHaveAttribute('data-project-id', '5');
    fireEvent.click(await screen.findByTestId('sprint-task-14'));
    expect(await screen.findByText(standaloneTaskNotice('14'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('standalone-task-notice')).not.toBeInTheDocument());
  });

  it('explains an invalid project id and, at the root, how to open a project', () => {
    const { unmount } = renderAt('/projects/0');
    expect(screen.getByText(STANDALONE_INVALID_PROJECT_MESSAGE)).toBeInTheDocument();
    unmount();
    renderAt('/');
    expect(screen.getByText(STANDALONE_HINT)).toBeInTheDocument();
  });
});
