import { act, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tessera/shared/test/user';
import { REMOTE_NAMES, mapCurrentUser, queryClient, queryKeys, setCurrentUser, type ProjectHal } from '@tessera/shared';
import { halError, jsonResponse, mockFetch, requestsOf } from '@tessera/shared/test/fetch-mock';
import { projectDetailHal, userHal } from '@tessera/shared/test/fixtures';
import { loadRemoteModule } from '../../../federation/load-remote-module';
import { setRemoteEntries } from '../../../federation/remote-entries';
import { renderApp } from '../../../../test/render-app';
import { propsOf, stubRemoteModule } from '../../../../test/remote-stubs';
import { INVALID_PROJECT_REDIRECT_MS } from './ProjectDetailPage';

jest.mock('../../../federation/load-remote-module', () => ({ loadRemoteModule: jest.fn(), registerRemoteEntries: jest.fn() }));
const loadMock = jest.mocked(loadRemoteModule);

beforeEach(() => {
  loadMock.mockReset();
  loadMock.mockImplementation(async (id) => stubRemoteModule(id) as never);
  setRemoteEntries(Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://localhost/remotes/${name}/mf-manifest.json`])));
  setCurrentUser(mapCurrentUser(userHal()));
});

afterEach(() => {
  jest.useRealTimers();
});

function serveProject(memberCount = 3) {
  return mockFetch((request) =>
    request.url === '/api/v3/projects/5' ? jsonResponse(200, projectDetailHal(memberCount)) : halError(404, 'NotFound', 'Not found.'));
}

describe('project detail page', () => {
  it.each(['abc', '0', '-1', '1.5'])('shows Invalid Project for id %p and then goes to /projects', async (id) => {
    jest.useFakeTimers();
    const fetchMock = mockFetch(() => jsonResponse(200, {}));
    const { location } = renderApp(`/projects/${id}`);
    expect(screen.getByText('Invalid Project')).toBeInTheDocument();

    await act(async () => { await jest.advanceTimersByTimeAsync(INVALID_PROJECT_REDIRECT_MS - 100); });
    expect(location()).toBe(`/projects/${id}`);
    await act(async () => { await jest.advanceTimersByTimeAsync(200); });
    expect(location()).toBe('/projects');
    expect(requestsOf(fetchMock).some((request) => request.url.includes('/projects/'))).toBe(false);
  });

  it('shows the server message for a project that does not exist, with a way back', async () => {
    mockFetch(() => halError(404, 'NotFound', 'The requested resource could not be found.'));
    renderApp('/projects/99');
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('The requested resource could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute('href', '/projects');
    expect(screen.queryByTestId('view-switcher')).not.toBeInTheDocument();
  });

  it('falls back to the spec message when the server fails, and can try again', async () => {
    let fail = true;
    mockFetch(() => (fail ? jsonResponse(500, '') : jsonResponse(200, projectDetailHal(2))));
    renderApp('/projects/5');
    expect(await screen.findByText('Failed to load project details. Please try again later.')).toBeInTheDocument();

    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('project-name')).toHaveTextContent('Apollo');
  });

  it('shows the logged-out state with a link to log in', async () => {
    setCurrentUser(null);
    renderApp('/projects/5');
    expect(await screen.findByText('Project Details')).toBeInTheDocument();
    expect(screen.getByText('Please log in to view project details.')).toBeInTheDocument();
    expect(within(screen.getByTestId('project-logged-out')).getByRole('link', { name: /log in/i }))
      .toHaveAttribute('href', '/login?redirect=%2Fprojects%2F5');
  });

  it('shows the logged-out state when the session expires while loading', async () => {
    mockFetch(() => halError(401, 'Unauthenticated', 'Authentication required.'));
    renderApp('/projects/5');
    expect(await screen.findByText('Please log in to view project details.')).toBeInTheDocument();
  });

  it('shows the header with 4 of 6 member avatars and +2', async () => {
    serveProject(6);
    renderApp('/projects/5');
    const header = await screen.findByTestId('project-header');
    expect(within(header).getByTestId('project-name')).toHaveTextContent('Apollo');
    expect(within(header).getByText('Moon landing programme')).toBeInTheDocument();
    expect(within(header).getByText('Active')).toBeInTheDocument();
    expect(within(header).getByTestId('project-identifier')).toHaveTextContent('apollo');
    expect(within(header).getByTestId('project-created')).toHaveTextContent('Created Jan 2, 2026');
    expect(within(header).getByTestId('project-updated')).toHaveTextContent('Updated Mar 4, 2026');
    expect(within(header).getByRole('link', { name: 'Space programme' })).toHaveAttribute('href', '/projects/2');

    expect(within(header).getAllByTestId('member-avatar')).toHaveLength(4);
    const overflow = within(header).getByTestId('member-overflow');
    expect(overflow).toHaveTextContent('+2');
    await setupUser().hover(overflow.firstElementChild as HTMLElement);
    expect(await screen.findByText('2 more members')).toBeInTheDocument();
  });

  it("makes the project's name the page's one h1 (the remote views below start at h2)", async () => {
    serveProject();
    renderApp('/projects/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Apollo' })).toBe(screen.getByTestId('project-name'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('radiogroup', { name: 'Project view' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Board view' })).toBe(screen.getByTestId('view-slot-kanban'));
  });

  it('mounts the project actions from mfe_projects in the header, with the project', async () => {
    serveProject(6);
    renderApp('/projects/5');
    const slot = await screen.findByTestId('project-actions-slot');
    const actions = await within(slot).findByTestId('remote:mfe_projects/ProjectActions');
    expect(within(screen.getByTestId('project-header')).getByTestId('project-actions-slot')).toBe(slot);
    expect(propsOf(actions).project).toMatchObject({ id: 5, name: 'Apollo', identifier: 'apollo', memberTotal: 6, canUpdate: true, canDelete: true });
    expect(loadMock).toHaveBeenCalledWith('mfe_projects/ProjectActions');
  });

  it('shows what the actions change without a reload (they refresh the shared project query)', async () => {
    let name = 'Apollo';
    mockFetch(() => jsonResponse(200, projectDetailHal(2, { name })));
    loadMock.mockImplementation(async (id) => {
      if (id !== 'mfe_projects/ProjectActions') return stubRemoteModule(id) as never;
      const Actions = () => (
        <button type="button" onClick={() => { name = 'Apollo II'; void queryClient.invalidateQueries({ queryKey: queryKeys.project(5) }); }}>
          Rename
        </button>
      );
      return { default: Actions } as never;
    });
    renderApp('/projects/5');
    await setupUser().click(await screen.findByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.getByTestId('project-name')).toHaveTextContent('Apollo II'));
  });

  it('keeps the page when the projects remote is down: only the actions slot says so, with a Retry', async () => {
    serveProject();
    let projectsDown = true;
    loadMock.mockImplementation(async (id) => {
      if (id.startsWith('mfe_projects/') && projectsDown) throw new Error('Failed to get manifestJson for mfe_projects.');
      return stubRemoteModule(id) as never;
    });
    // React and the boundary log the failure for whoever investigates.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/projects/5');
    const slot = await screen.findByTestId('project-actions-slot');
    expect(await within(slot).findByText('This view is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByTestId('project-name')).toHaveTextContent('Apollo');
    expect(await screen.findByTestId('remote:mfe_tasks/ProjectTasksView')).toBeInTheDocument();

    projectsDown = false;
    await setupUser().click(within(slot).getByRole('button', { name: 'Retry' }));
    expect(await within(slot).findByTestId('remote:mfe_projects/ProjectActions')).toBeInTheDocument();
    warn.mockRestore();
    error.mockRestore();
  });

  it('loads the view\'s code and the actions while the project itself still loads', async () => {
    mockFetch(() => new Promise<Response>(() => {}));
    renderApp('/projects/5?view=calendar');
    expect(await screen.findByTestId('project-loading')).toBeInTheDocument();
    await waitFor(() => expect(loadMock).toHaveBeenCalledWith('mfe_tasks/ProjectTasksView'));
    expect(loadMock).toHaveBeenCalledWith('mfe_projects/ProjectActions');
    expect(loadMock).not.toHaveBeenCalledWith('mfe_docs/ProjectDocumentsView');
    expect(screen.queryByTestId('project-detail')).not.toBeInTheDocument();
  });

  it('counts +N from the member total, not only the embedded members', async () => {
    mockFetch(() => jsonResponse(200, projectDetailHal(12)));
    renderApp('/projects/5');
    expect(await screen.findByTestId('member-overflow')).toHaveTextContent('+8');
  });

  it('shows Inactive for an inactive project and no overflow for few members', async () => {
    mockFetch(() => jsonResponse(200, projectDetailHal(2, { active: false })));
    renderApp('/projects/5');
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    expect(screen.getAllByTestId('member-avatar')).toHaveLength(2);
    expect(screen.queryByTestId('member-overflow')).not.toBeInTheDocument();
  });

  it('starts on the board view and switches views through the remotes', async () => {
    serveProject();
    renderApp('/projects/5');
    const board = await screen.findByTestId('view-slot-kanban');
    expect(propsOf(await within(board).findByTestId('remote:mfe_tasks/ProjectTasksView'))).toEqual({ projectId: 5, mode: 'kanban' });

    const user = setupUser();
    await user.click(screen.getByText('List'));
    const list = await screen.findByTestId('view-slot-list');
    expect(propsOf(await within(list).findByTestId('remote:mfe_tasks/ProjectTasksView'))).toEqual({ projectId: 5, mode: 'list' });

    await user.click(screen.getByText('Scrum'));
    expect(await within(await screen.findByTestId('view-slot-scrum')).findByTestId('remote:mfe_sprints/ProjectSprintsView')).toBeInTheDocument();
    await user.click(screen.getByText('Finance'));
    expect(await screen.findByTestId('remote:mfe_insights/ProjectFinanceView')).toBeInTheDocument();
    await user.click(screen.getByText('GitHub'));
    expect(await screen.findByTestId('remote:mfe_insights/ProjectGithubView')).toBeInTheDocument();
  });

  it('consumes ?view=documents: selects the documents view and removes the parameter', async () => {
    serveProject();
    const { location } = renderApp('/projects/5?view=documents');
    const slot = await screen.findByTestId('view-slot-documents');
    expect(propsOf(await within(slot).findByTestId('remote:mfe_docs/ProjectDocumentsView'))).toEqual({ projectId: 5, projectName: 'Apollo' });
    await waitFor(() => expect(location()).toBe('/projects/5'));
    expect(loadMock).not.toHaveBeenCalledWith('mfe_tasks/ProjectTasksView');
  });

  it('removes an unknown ?view= and shows the default view', async () => {
    serveProject();
    const { location } = renderApp('/projects/5?view=nonsense&keep=1');
    expect(await screen.findByTestId('view-slot-kanban')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/projects/5?keep=1'));
  });

  it('forces the forums view on /projects/:id/forums', async () => {
    serveProject();
    const { location } = renderApp('/projects/5/forums');
    const slot = await screen.findByTestId('view-slot-forums');
    expect(propsOf(await within(slot).findByTestId('remote:mfe_forums/ProjectForumsView'))).toEqual({ projectId: 5 });

    // Choosing another view leaves the forums address.
    await setupUser().click(screen.getByText('Calendar'));
    await waitFor(() => expect(location()).toBe('/projects/5'));
    expect(await screen.findByTestId('view-slot-calendar')).toBeInTheDocument();
  });

  describe('project modules', () => {
    const serveModules = (enabledModules: ProjectHal['enabledModules'], canUpdate = false) => {
      const hal = projectDetailHal(3, { enabledModules });
      if (!canUpdate) {
        const { updateImmediately: _patch, update: _form, ...links } = hal._links;
        hal._links = links;
      }
      return mockFetch((request) => (request.url === '/api/v3/projects/5' ? jsonResponse(200, hal) : halError(404, 'NotFound', 'Not found.')));
    };

    it("offers only the views of the project's switched-on modules, starting on the first of them", async () => {
      serveModules(['documents', 'forums']);
      renderApp('/projects/5');
      const slot = await screen.findByTestId('view-slot-documents');
      expect(await within(slot).findByTestId('remote:mfe_docs/ProjectDocumentsView')).toBeInTheDocument();
      const switcher = screen.getByTestId('view-switcher');
      expect(within(switcher).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Documents', 'Forums']);
      expect(screen.queryByTestId('remote:mfe_tasks/ProjectTasksView')).not.toBeInTheDocument();
    });

    it('says a view asked for by address has its module switched off, instead of mounting its remote', async () => {
      serveModules(['work_package_tracking'], true);
      renderApp('/projects/5/forums');
      const screenOff = await screen.findByTestId('module-not-enabled-forums');
      expect(within(screenOff).getByRole('heading', { level: 2, name: 'Forums Module Not Enabled' })).toBeInTheDocument();
      expect(within(screenOff).getByRole('link', { name: 'Open Project Settings, Modules' })).toHaveAttribute('href', '/projects/5?settings=modules');
      expect(screen.queryByTestId('remote:mfe_forums/ProjectForumsView')).not.toBeInTheDocument();
    });

    it('offers no way to the settings to who may not change the project', async () => {
      serveModules(['work_package_tracking']);
      renderApp('/projects/5?view=scrum');
      expect(await screen.findByText('Sprints Module Not Enabled')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Open Project Settings, Modules' })).not.toBeInTheDocument();
    });
  });

  it('keeps the page when one view\'s remote is down', async () => {
    serveProject();
    loadMock.mockImplementation(async (id) => {
      if (id.startsWith('mfe_tasks/')) throw new Error('Failed to get manifestJson for mfe_tasks.');
      return stubRemoteModule(id) as never;
    });
    renderApp('/projects/5');
    expect(await screen.findByText('This view is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByTestId('project-header')).toBeInTheDocument();
    await setupUser().click(screen.getByText('Documents'));
    expect(await screen.findByTestId('remote:mfe_docs/ProjectDocumentsView')).toBeInTheDocument();
  });

  describe('Scrum view', () => {
    it('mounts the task panel from mfe_tasks beside the sprint board, for the project (the other views bring their own)', async () => {
      serveProject();
      const { navigate } = renderApp('/projects/5');
      await within(await screen.findByTestId('view-slot-kanban')).findByTestId('remote:mfe_tasks/ProjectTasksView');
      expect(loadMock).not.toHaveBeenCalledWith('mfe_tasks/ProjectTaskPanel');

      await setupUser().click(screen.getByText('Scrum'));
      const slot = await screen.findByTestId('view-slot-scrum');
      expect(propsOf(await within(slot).findByTestId('remote:mfe_sprints/ProjectSprintsView'))).toEqual({ projectId: 5 });
      // The panel's remote loads once a task is selected (the sprint board opens tasks with ?task=<id>).
      expect(within(slot).queryByTestId('remote:mfe_tasks/ProjectTaskPanel')).not.toBeInTheDocument();
      expect(loadMock).not.toHaveBeenCalledWith('mfe_tasks/ProjectTaskPanel');
      await navigate('/projects/5?view=scrum&task=9');
      expect(propsOf(await within(slot).findByTestId('remote:mfe_tasks/ProjectTaskPanel'))).toEqual({ projectId: 5 });
    });

    it("loads the panel's code with the sprint board's while the project loads, when the address selects a task", async () => {
      mockFetch(() => new Promise<Response>(() => {}));
      renderApp('/projects/5?view=scrum&task=9');
      await waitFor(() => expect(loadMock).toHaveBeenCalledWith('mfe_sprints/ProjectSprintsView'));
      expect(loadMock).toHaveBeenCalledWith('mfe_tasks/ProjectTaskPanel');
    });

    it('keeps the sprint board usable when mfe_tasks is down: the panel slot says so in one line, with a Retry', async () => {
      serveProject();
      let tasksDown = true;
      loadMock.mockImplementation(async (id) => {
        if (id.startsWith('mfe_tasks/') && tasksDown) throw new Error('Failed to get manifestJson for mfe_tasks.');
        return stubRemoteModule(id) as never;
      });
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      renderApp('/projects/5?view=scrum&task=9');

      const slot = await screen.findByTestId('view-slot-scrum');
      const panelSlot = within(await within(slot).findByTestId('task-panel-slot'));
      expect(await panelSlot.findByText('Task details are temporarily unavailable')).toBeInTheDocument();
      expect(await within(slot).findByTestId('remote:mfe_sprints/ProjectSprintsView')).toBeInTheDocument();
      // No page-sized error card over the board.
      expect(within(slot).queryByText('This view is temporarily unavailable')).not.toBeInTheDocument();
      expect(slot.querySelector('.ant-result')).toBeNull();

      tasksDown = false;
      await setupUser().click(panelSlot.getByRole('button', { name: 'Retry' }));
      expect(await panelSlot.findByTestId('remote:mfe_tasks/ProjectTaskPanel')).toBeInTheDocument();
      expect(panelSlot.queryByText('Task details are temporarily unavailable')).not.toBeInTheDocument();
      warn.mockRestore();
      error.mockRestore();
    });
  });
});
