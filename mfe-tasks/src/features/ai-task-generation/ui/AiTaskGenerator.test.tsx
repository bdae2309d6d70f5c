import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '@tessera/shared/test/fetch-mock';
import { mapCurrentUser, queryClient, setCurrentUser } from '@tessera/shared';
import { adminHal } from '@tessera/shared/test/fixtures';
import { CreateTaskDialog } from '../../create-task';
import { taskKeys } from '../../../entities/task';
import { collectionOf, TYPES_HAL } from '../../../entities/task/testing/fixtures';
import { createTasksServer } from '../../../entities/task/testing/tasks-server';
import { renderWithSuite } from '../../../entities/task/testing/render';
import type { AiHealthHal } from '../api/ai-api';
import { draft, healthAnswer, notConfigured, rateLimited } from '../testing/ai-answers';

function serverWith(health: Partial<AiHealthHal> | null = {}) {
  const server = createTasksServer();
  server.override(({ method, url }) => (method === 'GET' && url.includes('/ai/health') && health ? healthAnswer(health) : undefined));
  return server;
}

/** The dialog as the tasks views mount it (its code loads on first open). */
async function renderDialog() {
  queryClient.setQueryData(taskKeys.list(5), []);
  renderWithSuite(<CreateTaskDialog projectId={5} open onClose={jest.fn()} tasks={[]} />);
  return within(await screen.findByTestId('create-task-dialog'));
}

const selected = (label: string) => screen.getByLabelText(label).closest('.ant-select')!.textContent;

async function openStep(form: ReturnType<typeof within>) {
  fireEvent.click(await form.findByRole('button', { name: 'Generate with AI' }));
  return form.findByRole('textbox', { name: /Describe the work/ });
}

describe('Generate with AI in the Create New Task dialog', () => {
  it('offers the button only when AI is on, configured and allowed in the project', async () => {
    serverWith();
    const form = await renderDialog();
    expect(await form.findByRole('button', { name: 'Generate with AI' })).toBeInTheDocument();
    expect(form.queryByTestId('ai-unavailable')).toBeNull();
  });

  it('says AI is not configured, with a link to AI settings for admins only', async () => {
    serverWith({ configured: false, available: false, providers: [] });
    const form = await renderDialog();
    const note = await form.findByTestId('ai-unavailable');
    expect(note).toHaveTextContent('AI is not configured. An administrator can add a provider in AI settings.');
    expect(within(note).queryByRole('link')).toBeNull();
    expect(form.queryByRole('button', { name: 'Generate with AI' })).toBeNull();
  });

  it('links admins to AI settings', async () => {
    serverWith({ configured: false, available: false, providers: [] });
    const form = await renderDialog();
    act(() => setCurrentUser(mapCurrentUser(adminHal())));
    const note = await form.findByTestId('ai-unavailable');
    expect(await within(note).findByRole('link', { name: 'AI settings' })).toHaveAttribute('href', '/admin/ai');
  });

  it('says when AI is turned off for the project, or everywhere', async () => {
    serverWith({ projectEnabled: false });
    const form = await renderDialog();
    expect(await form.findByTestId('ai-unavailable')).toHaveTextContent('AI is turned off for this project.');
  });

  it('says when AI is turned off globally', async () => {
    serverWith({ enabled: false, available: false });
    const form = await renderDialog();
    expect(await form.findByTestId('ai-unavailable')).toHaveTextContent('AI features are turned off.');
  });

  it('offers nothing when the health check fails', async () => {
    serverWith(null);
    const form = await renderDialog();
    await form.findByLabelText('Title');
    await waitFor(() => expect(screen.queryByTestId('ai-task-generator')).toBeNull());
    expect(form.queryByTestId('ai-unavailable')).toBeNull();
  });

  it('requires a description, then fills the form with the draft for the user to edit and create', async () => {
    const server = serverWith();
    server.override(({ method, url }) => (method === 'POST' && url.includes('/ai/generate-task') ? jsonResponse(200, draft()) : undefined));
    const form = await renderDialog();
    const text = await openStep(form);
    expect(text).toHaveAttribute('maxlength', '5000');
    expect(form.getByText('0 / 5000')).toBeInTheDocument();

    fireEvent.click(form.getByRole('button', { name: /Generate$/ }));
    expect(await form.findByText('Describe the work to generate a task.')).toBeInTheDocument();
    expect(server.requests('POST', /\/ai\//)).toHaveLength(0);

    fireEvent.change(text, { target: { value: 'Users want to log in with Google' } });
    expect(form.getByText('32 / 5000')).toBeInTheDocument();
    fireEvent.click(form.getByRole('button', { name: /Generate$/ }));

    await waitFor(() => expect(form.getByLabelText('Title')).toHaveValue('Add OAuth login'));
    expect(server.requests('POST', /\/ai\/generate-task$/).map((request) => request.body)).toEqual([
      { text: 'Users want to log in with Google', projectId: 5 },
    ]);
    expect(form.getByLabelText('Description')).toHaveValue('Let users sign in with Google.');
    expect(selected('Type')).toBe('Bug');
    expect(selected('Priority')).toBe('High');
    expect(form.getByLabelText('Estimated hours')).toHaveValue('6.0');
    expect(form.getByLabelText('Start date')).toHaveValue('2026-03-03');
    expect(form.getByLabelText('Due date')).toHaveValue('2026-03-05');
    expect(form.getByTestId('ai-generate-notes')).toHaveTextContent('Suggested tags (tasks have no tags field): auth, login');
    expect(form.getByTestId('ai-generate-status')).toHaveTextContent('AI filled in the form.');

    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Add Google login' } });
    fireEvent.click(form.getByTestId('create-task-submit'));
    await waitFor(() => expect(server.requests('POST', /\/projects\/5\/work_packages$/)).toHaveLength(1));
    expect(server.requests('POST', /\/projects\/5\/work_packages$/)[0].body).toEqual({
      subject: 'Add Google login',
      description: { raw: 'Let users sign in with Google.' },
      startDate: '2026-03-03',
      dueDate: '2026-03-05',
      estimatedTime: 'PT6H',
      _links: {
        project: { href: '/api/v3/projects/5' },
        type: { href: '/api/v3/types/2' },
        status: { href: '/api/v3/statuses/1' },
        priority: { href: '/api/v3/priorities/9' },
      },
    });
  });

  it('keeps the default type when the project has no such type, and says so', async () => {
    const server = serverWith();
    server.override(({ url }) => (url.includes('/available_types') ? jsonResponse(200, collectionOf(TYPES_HAL.filter((type) => type.name !== 'Epic'))) : undefined));
    server.override(({ method, url }) =>
      method === 'POST' && url.includes('/ai/generate-task') ? jsonResponse(200, draft({ type: 'Epic', priority: 'normal' as never, tags: [] })) : undefined,
    );
    const form = await renderDialog();
    fireEvent.change(await openStep(form), { target: { value: 'Plan the quarter' } });
    fireEvent.click(form.getByRole('button', { name: /Generate$/ }));
    await waitFor(() => expect(form.getByLabelText('Title')).toHaveValue('Add OAuth login'));
    const notes = form.getByTestId('ai-generate-notes');
    expect(notes).toHaveTextContent('The suggested type "Epic" is not available in this project: the default type is kept.');
    expect(selected('Type')).toBe('User story');
    expect(selected('Priority')).toBe('Normal');
  });

  it('warns when the draft is a fallback', async () => {
    const server = serverWith();
    server.override(({ method, url }) =>
      method === 'POST' && url.includes('/ai/generate-task')
        ? jsonResponse(200, draft({ fallback: true, code: 'PARSING_ERROR', message: 'Unable to process AI response. The task was created with default values.', type: 'Task', priority: 'Normal', tags: [] }))
        : undefined,
    );
    const form = await renderDialog();
    fireEvent.change(await openStep(form), { target: { value: 'Users want to log in with Google' } });
    fireEvent.click(form.getByRole('button', { name: /Generate$/ }));
    expect(await form.findByTestId('ai-generate-fallback')).toHaveTextContent('Unable to process AI response. The task was created with default values.');
    expect(form.getByLabelText('Title')).toHaveValue('Add OAuth login');
  });

  it.each([
    ['503 NOT_CONFIGURED', notConfigured, 'AI is not configured: an administrator has to add an AI provider first.'],
    ['429 RATE_LIMIT', rateLimited, 'Too many AI requests: at most 20 a minute. Please try again later.'],
  ])("shows the server's message of a %s with a Retry that tries again", async (_name, failure, message) => {
    const server = serverWith();
    let failing = true;
    server.override(({ method, url }) => {
      if (method !== 'POST' || !url.includes('/ai/generate-task')) return undefined;
      return failing ? failure() : jsonResponse(200, draft());
    });
    const form = await renderDialog();
    fireEvent.change(await openStep(form), { target: { value: 'Users want to log in with Google' } });
    fireEvent.click(form.getByRole('button', { name: /Generate$/ }));
    const error = await form.findByTestId('ai-generate-error');
    expect(error).toHaveTextContent(message);
    expect(form.getByLabelText('Title')).toHaveValue('');

    failing = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(form.getByLabelText('Title')).toHaveValue('Add OAuth login'));
    expect(server.requests('POST', /\/ai\/generate-task$/)).toHaveLength(2);
  });
});
