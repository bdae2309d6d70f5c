import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { halError, jsonResponse } from '@tessera/shared/test/fetch-mock';
import { queryClient } from '@tessera/shared';
import { CreateTaskDialog } from './CreateTaskDialog';
import { mapTask, type Task } from '../../tasks/model/task';
import { taskKeys } from '../../tasks/api/task-keys';
import { collectionOf, wpHal } from '../../tasks/testing/fixtures';
import { createTasksServer } from '../../tasks/testing/tasks-server';
import { renderWithSuite } from '../../tasks/testing/render';
import { CREATE_FAILED_MESSAGE, STORY_POINTS_HINT } from '../model/create-task-form';

function renderDialog(onClose = jest.fn(), tasks: Task[] = [mapTask(wpHal(40, { subject: 'Checkout epic' }))]) {
  queryClient.setQueryData(taskKeys.list(5), tasks);
  renderWithSuite(<CreateTaskDialog projectId={5} open onClose={onClose} tasks={tasks} />);
  return onClose;
}

const dialog = async () => within(await screen.findByTestId('create-task-dialog'));
const selected = (label: string) => screen.getByLabelText(label).closest('.ant-select')!.textContent;

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
});
