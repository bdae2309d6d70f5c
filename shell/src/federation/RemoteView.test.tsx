import { render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '@tessera/shared/test/user';
import { AppProviders } from '@tessera/shared';
import { RemoteView } from './RemoteView';
import { loadRemoteModule, registerRemoteEntries } from './load-remote-module';
import { resetRemoteEntries, setRemoteEntries } from './remote-entries';
import { stubRemoteModule } from '../../test/remote-stubs';

jest.mock('./load-remote-module', () => ({ loadRemoteModule: jest.fn(), registerRemoteEntries: jest.fn() }));
const loadMock = jest.mocked(loadRemoteModule);
const registerMock = jest.mocked(registerRemoteEntries);

const TASKS_ENTRY = 'http://localhost/remotes/mfe-tasks/mf-manifest.json';

function renderViews() {
  return render(
    <AppProviders>
      <div data-testid="slot-tasks">
        <RemoteView id="mfe_tasks/ProjectTasksView" props={{ projectId: 5, mode: 'kanban' }} />
      </div>
      <div data-testid="slot-docs">
        <RemoteView id="mfe_docs/ProjectDocumentsView" props={{ projectId: 5, projectName: 'Apollo' }} />
      </div>
    </AppProviders>,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  setRemoteEntries({ mfe_tasks: TASKS_ENTRY, mfe_docs: 'http://localhost/remotes/mfe-docs/mf-manifest.json' });
});

afterEach(() => {
  jest.restoreAllMocks();
  loadMock.mockReset();
  registerMock.mockReset();
  resetRemoteEntries();
});

describe('RemoteView', () => {
  it('mounts the remote view with its props', async () => {
    loadMock.mockImplementation(async (id) => stubRemoteModule(id) as never);
    renderViews();
    expect(await screen.findByTestId('remote:mfe_tasks/ProjectTasksView')).toHaveAttribute('data-props', JSON.stringify({ projectId: 5, mode: 'kanban' }));
    expect(loadMock).toHaveBeenCalledWith('mfe_tasks/ProjectTasksView');
  });

  it("titles a failed view's fallback as an h2 under the page's h1, and a failed whole page's as its h1", async () => {
    loadMock.mockRejectedValue(new Error('Failed to get manifestJson.'));
    render(
      <AppProviders>
        <RemoteView id="mfe_tasks/ProjectTasksView" props={{ projectId: 5, mode: 'kanban' }} />
        <RemoteView id="mfe_projects/ProjectsPage" props={{}} wholePage fallbackTitle="The projects list is unavailable" />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'This view is temporarily unavailable' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'The projects list is unavailable' })).toBeInTheDocument();
  });

  it('degrades only the failing slot, and Retry re-registers the remote and recovers', async () => {
    let tasksDown = true;
    loadMock.mockImplementation(async (id) => {
      if (id.startsWith('mfe_tasks/') && tasksDown) {
        throw new Error('[ Federation Runtime ]: Failed to get manifestJson for mfe_tasks. #RUNTIME-003 args: {"x":1}');
      }
      return stubRemoteModule(id) as never;
    });
    renderViews();

    expect(await screen.findByText('This view is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText('Failed to get manifestJson for mfe_tasks.')).toBeInTheDocument();
    // The other remote is unaffected.
    expect(await screen.findByTestId('remote:mfe_docs/ProjectDocumentsView')).toBeInTheDocument();

    tasksDown = false;
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByTestId('remote:mfe_tasks/ProjectTasksView')).toBeInTheDocument();
    expect(screen.queryByText('This view is temporarily unavailable')).not.toBeInTheDocument();
    expect(registerMock).toHaveBeenCalledWith({ mfe_tasks: TASKS_ENTRY }, { force: true });
  });

  it('catches a remote that crashes while rendering', async () => {
    loadMock.mockImplementation(async (id) => {
      if (id.startsWith('mfe_docs/')) {
        return { default: () => { throw new Error('Documents exploded'); } } as never;
      }
      return stubRemoteModule(id) as never;
    });
    renderViews();
    expect(await screen.findByText('Documents exploded')).toBeInTheDocument();
    expect(await screen.findByTestId('remote:mfe_tasks/ProjectTasksView')).toBeInTheDocument();
  });

  it('says so when a remote has no configured deployment', async () => {
    setRemoteEntries({ mfe_docs: 'http://localhost/remotes/mfe-docs/mf-manifest.json' });
    loadMock.mockImplementation(async (id) => stubRemoteModule(id) as never);
    renderViews();
    expect(await screen.findByText('No deployment is configured for mfe_tasks.')).toBeInTheDocument();
    expect(loadMock).not.toHaveBeenCalledWith('mfe_tasks/ProjectTasksView');
  });

  it('re-reads the remote configuration on Retry when it could not be loaded at startup', async () => {
    resetRemoteEntries();
    loadMock.mockRejectedValueOnce(new Error('Failed to locate remote mfe_tasks.'));
    loadMock.mockImplementation(async (id) => stubRemoteModule(id) as never);
    render(
      <AppProviders>
        <RemoteView id="mfe_tasks/ProjectTasksView" props={{ projectId: 5, mode: 'list' }} />
      </AppProviders>,
    );
    expect(await screen.findByText('Failed to locate remote mfe_tasks.')).toBeInTheDocument();

    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => ({ mfe_tasks: '/remotes/mfe-tasks/mf-manifest.json' }) });
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByTestId('remote:mfe_tasks/ProjectTasksView')).toBeInTheDocument();
    expect(globalThis.fetch).toHaveBeenCalledWith('/config/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    await waitFor(() => expect(registerMock).toHaveBeenCalledWith({ mfe_tasks: 'http://localhost/remotes/mfe-tasks/mf-manifest.json' }));
  });

  it('a quiet slot shows nothing while it loads, and one line with the reason and a Retry when it fails', async () => {
    let fail!: (error: Error) => void;
    loadMock.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    loadMock.mockImplementation(async (id) => stubRemoteModule(id) as never);
    render(
      <AppProviders>
        <div data-testid="slot-panel">
          <RemoteView id="mfe_tasks/ProjectTaskPanel" props={{ projectId: 5 }} quiet fallbackTitle="Task details are temporarily unavailable" />
        </div>
      </AppProviders>,
    );
    await waitFor(() => expect(loadMock).toHaveBeenCalledWith('mfe_tasks/ProjectTaskPanel'));
    expect(screen.queryByTestId('remote-view-loading')).not.toBeInTheDocument();
    expect(screen.getByTestId('slot-panel')).toBeEmptyDOMElement();

    fail(new Error('Failed to get manifestJson for mfe_tasks.'));
    const line = await screen.findByTestId('remote-view-unavailable');
    expect(line).toHaveTextContent('Task details are temporarily unavailable');
    // One line, not the page-sized result panel.
    expect(document.querySelector('.ant-result')).toBeNull();
    const user = setupUser();
    await user.hover(screen.getByText('Task details are temporarily unavailable'));
    expect(await screen.findByText('Failed to get manifestJson for mfe_tasks.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('remote:mfe_tasks/ProjectTaskPanel')).toBeInTheDocument();
  });
});
