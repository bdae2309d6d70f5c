import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { halError, jsonResponse } from '@tessera/shared/test/fetch-mock';
import { createTasksServer } from '../../../entities/task/testing/tasks-server';
import { renderWithSuite } from '../../../entities/task/testing/render';
import { draft, healthAnswer } from '../testing/ai-answers';
import { AiSubtasks } from './AiSubtasks';

const TYPES = [{ id: 1, name: 'Task' }, { id: 2, name: 'Bug' }];
const PRIORITIES = [{ id: 8, name: 'Normal' }, { id: 9, name: 'High' }];

function setup({ failFirstCreate = false } = {}) {
  const server = createTasksServer();
  let failing = failFirstCreate;
  server.override(({ method, url }) => (method === 'GET' && url.includes('/ai/health') ? healthAnswer() : undefined));
  server.override(({ method, url }) =>
    method === 'POST' && url.includes('/ai/generate-subtasks')
      ? jsonResponse(200, {
          _type: 'AiTaskDraftList', fallback: false, provider: 'Ollama',
          drafts: [
            draft({ title: 'Design the login page', type: 'Task', priority: 'Normal', estimatedHours: 3, startDate: null, dueDate: null }),
            draft({ title: 'Wire Google OAuth', type: 'Bug', priority: 'High', estimatedHours: null, startDate: null, dueDate: null }),
            draft({ title: 'Write the docs', type: 'Task', priority: 'Normal', estimatedHours: null, startDate: null, dueDate: null }),
          ],
        })
      : undefined,
  );
  server.override(({ method, url, body }) => {
    if (method !== 'POST' || !/\/projects\/5\/work_packages$/.test(url)) return undefined;
    if (failing && (body as { subject: string }).subject === 'Design the login page') {
      failing = false;
      return halError(422, 'PropertyConstraintViolation', 'Start date is invalid.', 'startDate');
    }
    return undefined;
  });
  renderWithSuite(<AiSubtasks projectId={5} parentId={42} types={TYPES} priorities={PRIORITIES} />);
  return server;
}

async function generate() {
  fireEvent.click(await screen.findByRole('button', { name: 'Break into sub-tasks with AI' }));
  fireEvent.change(screen.getByLabelText('Guidance (optional)'), { target: { value: 'front end first' } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
  await screen.findByTestId('ai-subtasks-list');
}

describe('Break into sub-tasks with AI', () => {
  it('reviews the drafts and creates the checked ones, with edited titles, as children of the task', async () => {
    const server = setup();
    await generate();
    expect(server.requests('POST', /\/ai\/generate-subtasks$/)[0].body).toEqual({ projectId: 5, parentTaskId: 42, text: 'front end first' });
    expect(screen.getByTestId('ai-subtasks-status')).toHaveTextContent('3 sub-task suggestions ready to review.');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Include sub-task 3' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Sub-task 2 title' }), { target: { value: 'Wire up Google OAuth' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create 2 sub-tasks' }));

    await waitFor(() => expect(screen.getByTestId('ai-subtasks-status')).toHaveTextContent('2 sub-tasks created.'));
    expect(server.requests('POST', /\/projects\/5\/work_packages$/).map((request) => request.body)).toEqual([
      {
        subject: 'Design the login page',
        description: { raw: 'Let users sign in with Google.' },
        estimatedTime: 'PT3H',
        _links: {
          project: { href: '/api/v3/projects/5' },
          parent: { href: '/api/v3/work_packages/42' },
          type: { href: '/api/v3/types/1' },
          priority: { href: '/api/v3/priorities/8' },
        },
      },
      {
        subject: 'Wire up Google OAuth',
        description: { raw: 'Let users sign in with Google.' },
        _links: {
          project: { href: '/api/v3/projects/5' },
          parent: { href: '/api/v3/work_packages/42' },
          type: { href: '/api/v3/types/2' },
          priority: { href: '/api/v3/priorities/9' },
        },
      },
    ]);
    expect(screen.getAllByText(/^Created #/)).toHaveLength(2);
  });

  it('shows a failed row with its error and retries just that one', async () => {
    const server = setup({ failFirstCreate: true });
    await generate();
    fireEvent.click(screen.getByRole('button', { name: 'Create 3 sub-tasks' }));
    const failure = await screen.findByTestId('ai-subtask-row-error');
    expect(failure).toHaveTextContent('Sub-task 1 was not created: Start date is invalid.');
    await waitFor(() => expect(screen.getByTestId('ai-subtasks-status')).toHaveTextContent('2 sub-tasks created. 1 failed.'));

    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByText(/^Created #/)).toHaveLength(3));
    expect(screen.queryByTestId('ai-subtask-row-error')).toBeNull();
    expect(server.requests('POST', /\/projects\/5\/work_packages$/).map((request) => (request.body as { subject: string }).subject)).toEqual([
      'Design the login page', 'Wire Google OAuth', 'Write the docs', 'Design the login page',
    ]);
  });
});
