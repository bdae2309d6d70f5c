import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { halError } from '@tessera/shared/test/fetch-mock';
import { queryClient } from '@tessera/shared';
import { mapTask, mapTaskCard, type Task, taskKeys, type WorkPackageHal } from '../../../entities/task';
import { AUTO_SAVE_DELAY_MS, SELECTED_TASK_TIMEOUT_MS } from '../model/panel-constants';
import { renderPanel } from '../testing/render-panel';
import { PROJECT_ID, createTasksServer, fakeTask, type TasksServer } from '../testing/tasks-server';
import type { FakeVersion } from '../../../entities/task/testing/versions';

jest.setTimeout(30_000);

const PAY = fakeTask({ id: 12, subject: 'Pay with a saved card', lockVersion: 3, estimatedHours: 2 });

async function openPanel(search = '?task=12', openable: number[] = []) {
  const view = renderPanel(search, undefined, openable);
  const panel = within(await screen.findByTestId('task-panel'));
  await waitFor(() => expect(panel.getByTestId('task-subject-input')).toHaveValue('Pay with a saved card'));
  return { ...view, panel };
}

/** Lets the fake clock run while React and the fetch mock settle. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Opens an antd Select (by its root element) and picks the option with that label. */
async function chooseOption(select: HTMLElement, label: string) {
  fireEvent.mouseDown(select.querySelector('input')!);
  const option = await waitFor(() => {
    const options = [...document.querySelectorAll(`.ant-select-item-option[title="${label}"]`)];
    if (options.length === 0) throw new Error(`no option ${label}`);
    return options[options.length - 1] as HTMLElement;
  });
  fireEvent.click(option);
}

function listedIds(): number[] | undefined {
  return queryClient.getQueryData<Task[]>(taskKeys.list(PROJECT_ID))?.map((task) => task.id);
}

function seedList(server: TasksServer) {
  const tasks = [...server.tasks.values()].map((task) => mapTask({
    _type: 'WorkPackage', id: task.id, lockVersion: task.lockVersion, subject: task.subject,
    description: { format: 'markdown', raw: '' }, startDate: null, dueDate: null, estimatedTime: null, remainingTime: null,
    storyPoints: null, percentageDone: null, position: null, isClosed: false, commentCount: 0,
    createdAt: '2026-01-05T09:00:00Z', updatedAt: '2026-01-05T09:00:00Z',
    _links: { self: { href: `/api/v3/work_packages/${task.id}` }, project: { href: `/api/v3/projects/${PROJECT_ID}` } },
  } as WorkPackageHal));
  queryClient.setQueryData(taskKeys.list(PROJECT_ID), tasks);
}

describe('Task panel', () => {
  afterEach(() => jest.useRealTimers());

  it('opens the task named in the URL, asks GitHub only once its tab opens, and closing removes ?task', async () => {
    const server = createTasksServer({ tasks: [PAY] });
    const { panel, location } = await openPanel('?mode=list&task=12');

    expect(panel.getByTestId('task-panel-title')).toHaveTextContent('Pay with a saved card');
    await waitFor(() => expect(panel.getByTestId('task-panel-status')).toHaveTextContent('New'));
    expect(panel.getByTestId('task-estimated-input')).toHaveValue('2.0');
    expect(server.requests(undefined, /github/)).toEqual([]);

    fireEvent.click(panel.getByText('GitHub'));
    expect(await panel.findByText('No GitHub repository is connected to this project.')).toBeInTheDocument();
    expect(server.requests('GET', /^\/work_packages\/12\/github_pull_requests$/)).toHaveLength(1);

    fireEvent.click(panel.getByTestId('task-panel-close'));
    await waitFor(() => expect(location()).toBe('/projects/5?mode=list'));
  });

  it("does not edit the board's lean copy of a task: it waits for the full task", async () => {
    createTasksServer({ tasks: [PAY] });
    // The board read its cards with a select: no estimated time, no action links.
    queryClient.setQueryData(taskKeys.list(PROJECT_ID), [mapTaskCard({ id: 12, subject: 'Lean card copy', lockVersion: 3 }, PROJECT_ID)]);
    const { panel } = await openPanel();
    expect(panel.getByTestId('task-estimated-input')).toHaveValue('2.0');
    expect(panel.queryByDisplayValue('Lean card copy')).toBeNull();
  });

  it("offers Share where the server does (the task's share link), opening the Share dialog of the task", async () => {
    createTasksServer({ tasks: [{ ...PAY, canShare: true }] });
    const { panel } = await openPanel();
    fireEvent.click(panel.getByRole('button', { name: 'Share task' }));
    expect(await screen.findByRole('dialog', { name: "Share 'Pay with a saved card'" })).toBeInTheDocument();
  });

  it('offers no Share without the share link', async () => {
    createTasksServer({ tasks: [PAY] });
    const { panel } = await openPanel();
    expect(panel.queryByRole('button', { name: 'Share task' })).not.toBeInTheDocument();
  });

  it('auto-saves 2 s after the last change with the lockVersion, then saves the status by its own call', async () => {
    const server = createTasksServer({ tasks: [PAY] });
    const { panel } = await openPanel();
    await waitFor(() => expect(panel.getByTestId('task-panel-status')).toHaveTextContent('New'));
    jest.useFakeTimers();

    fireEvent.change(panel.getByTestId('task-subject-input'), { target: { value: 'Pay with a stored card' } });
    await chooseOption(panel.getByTestId('task-panel-status'), 'In Progress');
    fireEvent.change(panel.getByTestId('task-estimated-input'), { target: { value: '' } });
    fireEvent.blur(panel.getByTestId('task-estimated-input'));
    expect(panel.getByTestId('task-panel-save-state')).toHaveTextContent('Unsaved changes');

    await advance(AUTO_SAVE_DELAY_MS - 100);
    expect(server.requests('PATCH')).toHaveLength(0);

    await advance(100);
    await waitFor(() => expect(server.requests('PATCH')).toHaveLength(2));
    const [fields, status] = server.requests('PATCH');
    expect(fields.url).toBe('/api/v3/work_packages/12');
    expect(fields.body).toEqual({ lockVersion: 3, subject: 'Pay with a stored card', estimatedTime: null });
    expect(status.url).toBe('/api/v3/work_packages/12/status');
    expect(status.body).toEqual({ lockVersion: 4, _links: { status: { href: '/api/v3/statuses/2' } } });

    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument();
    expect(panel.getByTestId('task-panel-save-state')).toHaveTextContent('Saved');
    expect(server.tasks.get(12)).toEqual(expect.objectContaining({ subject: 'Pay with a stored card', statusId: 2, estimatedHours: null, lockVersion: 5 }));
  });

  it("on a conflict shows their version next to the user's, and 'Keep mine' saves the edits on the new version", async () => {
    const server = createTasksServer({ tasks: [PAY] });
    const { panel } = await openPanel();
    server.changeElsewhere(12, { subject: 'Pay by card (renamed)', dueDate: '2026-09-09' });
    jest.useFakeTimers();

    fireEvent.change(panel.getByTestId('task-subject-input'), { target: { value: 'My title' } });
    await advance(AUTO_SAVE_DELAY_MS);
    jest.useRealTimers();

    const notice = within(await panel.findByTestId('task-conflict'));
    expect(notice.getByTestId('conflict-subject-theirs')).toHaveTextContent('Pay by card (renamed)');
    expect(notice.getByTestId('conflict-subject-mine')).toHaveTextContent('My title');
    expect(panel.getByTestId('task-subject-input')).toHaveValue('My title');
    expect(panel.getByTestId('task-panel-save-state')).toHaveTextContent('Not saved');

    fireEvent.click(notice.getByText('Keep mine'));
    await waitFor(() => expect(server.requests('PATCH')).toHaveLength(2));
    expect(server.requests('PATCH')[1].body).toEqual({ lockVersion: 4, subject: 'My title' });
    await waitFor(() => expect(panel.queryByTestId('task-conflict')).not.toBeInTheDocument());
    // Their other change is kept.
    expect(server.tasks.get(12)).toEqual(expect.objectContaining({ subject: 'My title', dueDate: '2026-09-09', lockVersion: 5 }));
  });

  it("'Reload' after a conflict shows the server's values", async () => {
    const server = createTasksServer({ tasks: [PAY] });
    const { panel } = await openPanel();
    server.changeElsewhere(12, { subject: 'Renamed elsewhere' });
    server.answerNext('PATCH', /^\/work_packages\/12$/, halError(409, 'UpdateConflict', 'Changed by someone else.'));
    jest.useFakeTimers();
    fireEvent.change(panel.getByTestId('task-subject-input'), { target: { value: 'Mine' } });
    await advance(AUTO_SAVE_DELAY_MS);
    jest.useRealTimers();

    fireEvent.click(within(await panel.findByTestId('task-conflict')).getByText('Reload'));
    await waitFor(() => expect(panel.getByTestId('task-subject-input')).toHaveValue('Renamed elsewhere'));
    expect(panel.queryByTestId('task-conflict')).not.toBeInTheDocument();
  });

  it('tells the user when a newer copy arrives (live update) while they have unsaved edits, and takes it when they have none', async () => {
    const server = createTasksServer({ tasks: [PAY] });
    const { panel } = await openPanel();
    const current = queryClient.getQueryData<Task>(taskKeys.detail(12))!;

    act(() => queryClient.setQueryData(taskKeys.detail(12), { ...current, title: 'Renamed live', lockVersion: 4 }));
    await waitFor(() => expect(panel.getByTestId('task-subject-input')).toHaveValue('Renamed live'));
    expect(panel.queryByTestId('task-conflict')).not.toBeInTheDocument();

    fireEvent.change(panel.getByTestId('task-subject-input'), { target: { value: 'Mine, unsaved' } });
    act(() => queryClient.setQueryData(taskKeys.detail(12), { ...current, title: 'Renamed again', lockVersion: 5 }));
    const notice = within(await panel.findByTestId('task-conflict'));
    expect(notice.getByTestId('conflict-subject-theirs')).toHaveTextContent('Renamed again');
    expect(panel.getByTestId('task-subject-input')).toHaveValue('Mine, unsaved');
    expect(server.requests('PATCH')).toHaveLength(0);
  });

  it('selecting another task shows it with a fresh edit state, saving what was still waiting for the first', async () => {
    const server = createTasksServer({ tasks: [PAY, fakeTask({ id: 13, subject: 'Refund a payment' })] });
    const { panel } = await openPanel('?task=12', [13]);
    jest.useFakeTimers();
    fireEvent.change(panel.getByTestId('task-subject-input'), { target: { value: 'Half-typed title' } });
    await advance(500);
    jest.useRealTimers();

    fireEvent.click(screen.getByTestId('open-task-13'));
    const next = within(await screen.findByTestId('task-panel'));
    await waitFor(() => expect(next.getByTestId('task-subject-input')).toHaveValue('Refund a payment'));
    expect(next.getByTestId('task-panel-save-state')).toHaveTextContent('');
    await waitFor(() => expect(server.requests('PATCH', /^\/work_packages\/12$/).map((request) => request.body)).toEqual([
      { lockVersion: 3, subject: 'Half-typed title' },
    ]));
    expect(server.requests('PATCH', /^\/work_packages\/13$/)).toHaveLength(0);
  });

  it("says 'Failed to save changes' with the server's reason when a save is refused", async () => {
    const server = createTasksServer({ tasks: [PAY] });
    server.answerNext('PATCH', /^\/work_packages\/12$/, halError(422, 'PropertyConstraintViolation', 'Finish date must be on or after the start date.', 'dueDate'));
    const { panel } = await openPanel();
    jest.useFakeTimers();
    fireEvent.change(panel.getByTestId('task-subject-input'), { target: { value: 'Anything' } });
    await advance(AUTO_SAVE_DELAY_MS);
    jest.useRealTimers();

    expect(await screen.findByText('Failed to save changes')).toBeInTheDocument();
    expect(panel.getByTestId('task-save-error')).toHaveTextContent('Finish date must be on or after the start date.');
  });

  it('says a title is required instead of saving a blank one', async () => {
    const server = createTasksServer({ tasks: [PAY] });
    const { panel } = await openPanel();
    jest.useFakeTimers();
    fireEvent.change(panel.getByTestId('task-subject-input'), { target: { value: '  ' } });
    await advance(AUTO_SAVE_DELAY_MS);
    expect(panel.getAllByText('Title is required').length).toBeGreaterThan(0);
    expect(server.requests('PATCH')).toHaveLength(0);
  });

  it('shows the not-found state at once for a task that does not exist, and clears ?task', async () => {
    createTasksServer({ tasks: [PAY] });
    const { location } = renderPanel('?task=99');
    const panel = within(await screen.findByTestId('task-panel'));
    expect(await panel.findByText('No task selected')).toBeInTheDocument();
    expect(panel.getByText(/Task #99 could not be found/)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/projects/5'));
    fireEvent.click(panel.getByText('Close'));
    await waitFor(() => expect(screen.queryByTestId('task-panel')).not.toBeInTheDocument());
  });

  it('treats a task of another project as not found', async () => {
    createTasksServer({ tasks: [fakeTask({ id: 30, projectId: 8 })] });
    renderPanel('?task=30');
    expect(await screen.findByText(/Task #30 could not be found/)).toBeInTheDocument();
  });

  it('clears a selection that is still not found after 10 s', async () => {
    const server = createTasksServer({ tasks: [PAY] });
    jest.useFakeTimers();
    server.hold('GET', /^\/work_packages\/12$/);
    const { location } = renderPanel('?task=12');
    await advance(0);
    expect(screen.getByTestId('task-panel-loading')).toBeInTheDocument();

    await advance(SELECTED_TASK_TIMEOUT_MS - 100);
    expect(screen.queryByText('No task selected')).not.toBeInTheDocument();
    await advance(100);
    expect(screen.getByText('No task selected')).toBeInTheDocument();
    expect(location()).toBe('/projects/5');
  });

  describe('delete', () => {
    async function confirmDelete(panel: ReturnType<typeof within>) {
      fireEvent.click(panel.getByTestId('task-delete-button'));
      const [title] = await screen.findAllByText('Delete this task?');
      const dialog = within(title.closest('.ant-modal') as HTMLElement);
      fireEvent.click(dialog.getByText('Delete'));
    }

    it('removes the task from the lists at once, says so and closes the panel', async () => {
      const server = createTasksServer({ tasks: [PAY, fakeTask({ id: 13 })] });
      seedList(server);
      const release = server.hold('DELETE', /^\/work_packages\/12$/);
      const { panel, location } = await openPanel();

      await confirmDelete(panel);
      await waitFor(() => expect(listedIds()).toEqual([13]));
      expect(server.requests('DELETE')).toHaveLength(1);
      release();

      expect(await screen.findByText('Task deleted successfully')).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe('/projects/5'));
      expect(server.tasks.has(12)).toBe(false);
    });

    it('puts the task back and says so when the delete fails', async () => {
      const server = createTasksServer({ tasks: [PAY, fakeTask({ id: 13 })] });
      seedList(server);
      server.answerNext('DELETE', /^\/work_packages\/12$/, halError(403, 'MissingPermission', 'You are not allowed to delete this work package.'));
      const { panel, location } = await openPanel();

      await confirmDelete(panel);
      expect(await screen.findByText('Failed to delete task')).toBeInTheDocument();
      expect(listedIds()).toEqual([12, 13]);
      expect(location()).toBe('/projects/5?task=12');
    });

    it('just closes the panel when the task was already deleted', async () => {
      const server = createTasksServer({ tasks: [PAY, fakeTask({ id: 13 })] });
      seedList(server);
      server.answerNext('DELETE', /^\/work_packages\/12$/, halError(404, 'NotFound', 'The work package was not found.'));
      const { panel, location } = await openPanel();

      await confirmDelete(panel);
      await waitFor(() => expect(location()).toBe('/projects/5'));
      expect(listedIds()).toEqual([13]);
      expect(screen.queryByText('Failed to delete task')).not.toBeInTheDocument();
    });
  });

  describe('version', () => {
    const VERSIONS: FakeVersion[] = [
      { id: 3, name: 'Sprint 11', status: 'closed' },
      { id: 4, name: 'Sprint 12', status: 'locked' },
      { id: 7, name: 'Sprint 14' },
      { id: 8, name: 'Sprint 15' },
    ];
    const IN_SPRINT_12 = fakeTask({ ...PAY, versionId: 4 });

    /** The labels of the open Select's options. */
    const optionLabels = () => [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));

    it("offers 'No version', the task's locked version and the open ones, and auto-saves the choice as a link", async () => {
      const server = createTasksServer({ tasks: [IN_SPRINT_12], versions: VERSIONS });
      const { panel } = await openPanel();
      const select = panel.getByTestId('task-version');
      await waitFor(() => expect(select).toHaveTextContent('Sprint 12 (Locked)'));
      fireEvent.mouseDown(select.querySelector('input')!);
      await waitFor(() => expect(optionLabels()).toEqual(['No version', 'Sprint 12 (Locked)', 'Sprint 14', 'Sprint 15']));
      jest.useFakeTimers();

      await chooseOption(select, 'Sprint 14');
      expect(panel.getByTestId('task-panel-save-state')).toHaveTextContent('Unsaved changes');
      await advance(AUTO_SAVE_DELAY_MS);
      await waitFor(() => expect(server.requests('PATCH')).toHaveLength(1));
      expect(server.requests('PATCH')[0].body).toEqual({ lockVersion: 3, _links: { version: { href: '/api/v3/versions/7' } } });
      await waitFor(() => expect(panel.getByTestId('task-panel-save-state')).toHaveTextContent('Saved'));
      expect(server.tasks.get(12)?.versionId).toBe(7);
      // The board's copy follows (its cards show the version's name).
      expect(queryClient.getQueryData<Task>(taskKeys.detail(12))?.version).toEqual({ id: 7, name: 'Sprint 14' });

      await chooseOption(select, 'No version');
      await advance(AUTO_SAVE_DELAY_MS);
      await waitFor(() => expect(server.requests('PATCH')).toHaveLength(2));
      expect(server.requests('PATCH')[1].body).toEqual({ lockVersion: 4, _links: { version: { href: null } } });
      await waitFor(() => expect(server.tasks.get(12)?.versionId).toBeNull());
    });

    it("says 'Failed to save changes' with the server's reason when the version is refused", async () => {
      const server = createTasksServer({ tasks: [PAY], versions: VERSIONS });
      server.answerNext('PATCH', /^\/work_packages\/12$/, halError(422, 'PropertyConstraintViolation', 'Sprint 15 is closed: work packages cannot be added to it.', 'version'));
      const { panel } = await openPanel();
      const select = panel.getByTestId('task-version');
      await waitFor(() => expect(select).toHaveTextContent('No version'));
      jest.useFakeTimers();
      await chooseOption(select, 'Sprint 15');
      await advance(AUTO_SAVE_DELAY_MS);
      jest.useRealTimers();
      expect(await panel.findByTestId('task-save-error')).toHaveTextContent('Failed to save changes: Sprint 15 is closed: work packages cannot be added to it.');
    });

    it('shows both sides when someone else moved the task to another version meanwhile', async () => {
      const server = createTasksServer({ tasks: [PAY], versions: VERSIONS });
      const { panel } = await openPanel();
      const select = panel.getByTestId('task-version');
      await waitFor(() => expect(select).toHaveTextContent('No version'));
      server.changeElsewhere(12, { versionId: 8 });
      jest.useFakeTimers();
      await chooseOption(select, 'Sprint 14');
      await advance(AUTO_SAVE_DELAY_MS);
      jest.useRealTimers();

      const notice = within(await panel.findByTestId('task-conflict'));
      expect(notice.getByTestId('conflict-version-theirs')).toHaveTextContent('Sprint 15');
      expect(notice.getByTestId('conflict-version-mine')).toHaveTextContent('Sprint 14');
    });

    it('is read-only for a task the user may not edit', async () => {
      createTasksServer({ tasks: [fakeTask({ ...IN_SPRINT_12, canEdit: false })], versions: VERSIONS });
      const { panel } = await openPanel();
      await waitFor(() => expect(panel.getByTestId('task-version')).toHaveTextContent('Sprint 12 (Locked)'));
      expect(panel.getByRole('combobox', { name: 'Version' })).toBeDisabled();
    });

    it('says why the versions could not be loaded, and Retry loads them', async () => {
      const server = createTasksServer({ tasks: [PAY], versions: VERSIONS });
      server.answerNext('GET', /^\/projects\/5\/versions$/, halError(503, 'ServiceUnavailable', 'Versions are unavailable right now.'));
      const { panel } = await openPanel();
      const failure = await panel.findByTestId('choices-load-failed');
      expect(failure).toHaveTextContent('Versions are unavailable right now.');
      fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(panel.queryByTestId('choices-load-failed')).not.toBeInTheDocument());
      fireEvent.mouseDown(panel.getByTestId('task-version').querySelector('input')!);
      await waitFor(() => expect(optionLabels()).toEqual(['No version', 'Sprint 14', 'Sprint 15']));
    });
  });
});
