import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { halError, jsonResponse } from '@tessera/shared/test/fetch-mock';
import { queryClient } from '@tessera/shared';
import { CreateTaskDialog } from './CreateTaskDialog';
import { mapTask, type Task, taskKeys } from '../../../entities/task';
import { collectionOf, wpHal } from '../../../entities/task/testing/fixtures';
import { createTasksServer } from '../../../entities/task/testing/tasks-server';
import type { FakeVersion } from '../../../entities/task/testing/versions';
import { renderWithSuite } from '../../../entities/task/testing/render';
import { CREATE_FAILED_MESSAGE, STORY_POINTS_HINT } from '../model/create-task-form';

function renderDialog(onClose = jest.fn(), tasks: Task[] = [mapTask(wpHal(40, { subject: 'Checkout epic' }))]) {
  queryClient.setQueryData(taskKeys.list(5), tasks);
  renderWithSuite(<CreateTaskDialog projectId={5} open onClose={onClose} tasks={tasks} />);
  return onClose;
}

const dialog = async () => within(await screen.findByTestId('create-task-dialog'));
const selected = (label: string) => screen.getByLabelText(label).closest('.ant-select')!.textContent;
/** The labels of the options an open Select shows. */
const optionLabels = () => [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
const openSelect = (label: string) => fireEvent.mouseDown(screen.getByLabelText(label));
const VERSIONS: FakeVersion[] = [
  { id: 3, name: 'Sprint 11', status: 'closed' },
  { id: 4, name: 'Sprint 12', status: 'locked' },
  { id: 7, name: 'Sprint 14' },
  { id: 8, name: 'Sprint 15' },
];

describe('Create New Task dialog', () => {
  it('starts from the defaults and asks for a title', async () => {
    const server = createTasksServer();
    renderDialog();
    const form = await dialog();
    await form.findByLabelText('Title');
    expect(selected('Type')).toBe('User story');
    expect(selected('Status')).toBe('New');
    expect(selected('Priority')).toBe('Normal');
    // Story points apply to user stories.
    expect(form.getByText(STORY_POINTS_HINT)).toBeInTheDocument();

    fireEvent.click(form.getByTestId('create-task-submit'));
    expect(await form.findByText('Title is required')).toBeInTheDocument();
    expect(server.requests('POST', /work_packages/)).toHaveLength(0);
  });

  it('creates the task with the chosen values, closes, and adds it to the board', async () => {
    const server = createTasksServer();
    const onClose = renderDialog();
    const form = await dialog();
    fireEvent.change(await form.findByLabelText('Title'), { target: { value: 'Pay with a saved card' } });
    fireEvent.change(form.getByLabelText('Estimated hours'), { target: { value: '2.5' } });
    fireEvent.change(form.getByLabelText('Story points'), { target: { value: '8' } });
    fireEvent.click(form.getByTestId('create-task-submit'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests('POST', /\/projects\/5\/work_packages$/).map((request) => request.body)).toEqual([
      {
        subject: 'Pay with a saved card',
        estimatedTime: 'PT2H30M',
        storyPoints: 8,
        _links: {
          project: { href: '/api/v3/projects/5' },
          type: { href: '/api/v3/types/3' },
          status: { href: '/api/v3/statuses/1' },
          priority: { href: '/api/v3/priorities/8' },
        },
      },
    ]);
    expect(queryClient.getQueryData<Task[]>(taskKeys.list(5))!.map((task) => task.title)).toContain('Pay with a saved card');
    expect(await screen.findByText('Task created successfully')).toBeInTheDocument();
  });

  it("shows the server's refusal on the field it names, and a plain message when the server fails", async () => {
    const server = createTasksServer();
    let answer = halError(422, 'PropertyConstraintViolation', 'Hannah Becker is not a member of this project.', 'assignee');
    server.override(({ method }) => (method === 'POST' ? answer : undefined));
    const onClose = renderDialog();
    const form = await dialog();
    fireEvent.change(await form.findByLabelText('Title'), { target: { value: 'Ship it' } });
    fireEvent.click(form.getByTestId('create-task-submit'));
    expect(await form.findByText('Hannah Becker is not a member of this project.')).toBeInTheDocument();

    answer = halError(500, 'InternalServerError', 'Something broke');
    fireEvent.click(form.getByTestId('create-task-submit'));
    expect(await form.findByText(CREATE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps out-of-range numbers as typed, says why, and creates nothing until they are corrected', async () => {
    const server = createTasksServer();
    const onClose = renderDialog();
    const form = await dialog();
    fireEvent.change(await form.findByLabelText('Title'), { target: { value: 'Estimate the import' } });
    const points = form.getByLabelText('Story points');
    const estimate = form.getByLabelText('Estimated hours');
    fireEvent.change(points, { target: { value: '101' } });
    fireEvent.blur(points);
    fireEvent.change(estimate, { target: { value: '-3' } });
    fireEvent.blur(estimate);
    expect(await form.findByText('Story points must be a whole number from 0 to 100')).toBeInTheDocument();
    expect(await form.findByText('Estimated hours must be 0 or more')).toBeInTheDocument();
    // Not silently clamped to 100 and 0.
    expect(points).toHaveValue('101');
    expect(estimate).toHaveValue('-3.0');
    fireEvent.click(form.getByTestId('create-task-submit'));
    await waitFor(() => expect(form.getByText('Story points must be a whole number from 0 to 100')).toBeInTheDocument());
    expect(server.requests('POST', /work_packages/)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.change(points, { target: { value: '100' } });
    fireEvent.change(estimate, { target: { value: '0' } });
    await waitFor(() => expect(form.queryByText('Estimated hours must be 0 or more')).toBeNull());
    fireEvent.click(form.getByTestId('create-task-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests('POST', /work_packages/)[0].body).toEqual(expect.objectContaining({ storyPoints: 100, estimatedTime: 'PT0H' }));
  });

  it('requires a type when the project offers none by default', async () => {
    const server = createTasksServer();
    server.override(({ url }) => (url.includes('/available_types') ? jsonResponse(200, collectionOf([])) : undefined));
    renderDialog();
    const form = await dialog();
    fireEvent.change(await form.findByLabelText('Title'), { target: { value: 'Ship it' } });
    fireEvent.click(form.getByTestId('create-task-submit'));
    expect(await form.findByText('Type is required')).toBeInTheDocument();
    expect(server.requests('POST', /work_packages/)).toHaveLength(0);
  });

  describe('version', () => {
    it("offers the project's open versions and sends the chosen one as the version link", async () => {
      const server = createTasksServer({ versions: VERSIONS });
      const onClose = renderDialog();
      const form = await dialog();
      fireEvent.change(await form.findByLabelText('Title'), { target: { value: 'Polish the checkout' } });
      expect(selected('Version')).toBe('No version');

      openSelect('Version');
      await waitFor(() => expect(optionLabels()).toEqual(['Sprint 14', 'Sprint 15']));
      fireEvent.click(document.querySelector('.ant-select-item-option[title="Sprint 15"]')!);
      expect(selected('Version')).toBe('Sprint 15');
      fireEvent.click(form.getByTestId('create-task-submit'));

      await waitFor(() => expect(onClose).toHaveBeenCalled());
      const [created] = server.requests('POST', /\/projects\/5\/work_packages$/);
      expect((created.body as { _links: Record<string, unknown> })._links.version).toEqual({ href: '/api/v3/versions/8' });
    });

    it('leaves the version out when none is chosen, and says when the project has no versions', async () => {
      const server = createTasksServer();
      const onClose = renderDialog();
      const form = await dialog();
      fireEvent.change(await form.findByLabelText('Title'), { target: { value: 'Ship it' } });
      openSelect('Version');
      expect(await screen.findByText('No versions available')).toBeInTheDocument();

      fireEvent.click(form.getByTestId('create-task-submit'));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      const [created] = server.requests('POST', /\/projects\/5\/work_packages$/);
      expect((created.body as { _links: Record<string, unknown> })._links).not.toHaveProperty('version');
    });

    it("shows the server's refusal of the version on the Version field", async () => {
      const server = createTasksServer({ versions: VERSIONS });
      server.override(({ method }) =>
        method === 'POST' ? halError(422, 'PropertyConstraintViolation', 'Sprint 14 is locked: work packages cannot be added to it.', 'version') : undefined,
      );
      const onClose = renderDialog();
      const form = await dialog();
      fireEvent.change(await form.findByLabelText('Title'), { target: { value: 'Ship it' } });
      openSelect('Version');
      await waitFor(() => expect(optionLabels()).toContain('Sprint 14'));
      fireEvent.click(document.querySelector('.ant-select-item-option[title="Sprint 14"]')!);
      fireEvent.click(form.getByTestId('create-task-submit'));

      const versionItem = screen.getByLabelText('Version').closest('.ant-form-item') as HTMLElement;
      expect(await within(versionItem).findByText('Sprint 14 is locked: work packages cannot be added to it.')).toBeInTheDocument();
      expect(form.queryByTestId('create-task-error')).not.toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
    });

    it('says why the versions could not be loaded, and Retry loads them', async () => {
      const server = createTasksServer({ versions: VERSIONS });
      let failing = true;
      server.override(({ url }) =>
        failing && url.includes('/versions') ? halError(500, 'InternalServerError', 'The versions are unavailable.') : undefined,
      );
      renderDialog();
      const form = await dialog();
      await form.findByLabelText('Title');
      openSelect('Version');
      const failure = await screen.findByTestId('choices-load-failed');
      expect(failure).toHaveTextContent('The versions are unavailable.');

      failing = false;
      fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(optionLabels()).toEqual(['Sprint 14', 'Sprint 15']));
    });
  });
});
