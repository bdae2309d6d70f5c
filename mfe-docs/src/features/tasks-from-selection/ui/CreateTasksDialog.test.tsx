import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiPathOf, halError, jsonResponse, mockFetch, requestsOf, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import { CreateTasksDialog } from './CreateTasksDialog';

const draft = (title: string, over: Record<string, unknown> = {}) => ({
  _type: 'AiTaskDraft',
  title,
  description: `Details of ${title}`,
  type: 'Task',
  priority: 'High',
  estimatedHours: 4,
  startDate: null,
  dueDate: '2026-03-20',
  tags: [],
  fallback: false,
  provider: 'Fake',
  ...over,
});
const DOCUMENT = { id: 12, title: 'Release plan', projectId: 5 };
const named = (elements: { id: number; name: string }[]) => ({ _embedded: { elements } });

function answer(failFirstCreate = false) {
  let creates = 0;
  return (request: RecordedRequest) => {
    const path = apiPathOf(request);
    if (path === '/ai/tasks-from-text') return jsonResponse(200, { _type: 'AiTaskDraftList', drafts: [draft('Write the notes'), draft('Tell support')], fallback: false, provider: 'Fake' });
    if (path === '/projects/5/types') return jsonResponse(200, named([{ id: 1, name: 'Task' }]));
    if (path === '/priorities') return jsonResponse(200, named([{ id: 9, name: 'High' }]));
    if (path === '/projects/5/work_packages') {
      creates += 1;
      if (failFirstCreate && creates === 1) return halError(422, 'PropertyConstraintViolation', 'Subject is too long.', 'subject');
      return jsonResponse(201, { id: 100 + creates, subject: (request.body as { subject: string }).subject });
    }
    if (path === '/documents/12/work_packages') return jsonResponse(201, { id: 0 });
    return jsonResponse(404, {});
  };
}

function renderDialog(text: string | null = 'We must write the notes and tell support before Friday.') {
  const onClose = jest.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CreateTasksDialog text={text} document={DOCUMENT} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

test('the selection is asked about at once; the checked drafts become tasks linking back to the document, each linked to it', async () => {
  const fetch = mockFetch(answer());
  renderDialog();
  const dialog = await screen.findByRole('dialog', { name: 'Create tasks from selection' });
  expect(within(dialog).getByText(/tell support before Friday/)).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getByTestId('create-tasks-status')).toHaveTextContent('2 task suggestions ready to review.'));
  expect(within(dialog).getAllByText('Task · High priority · 4 h · due 2026-03-20')).toHaveLength(2);
  const generated = requestsOf(fetch).find((request) => apiPathOf(request) === '/ai/tasks-from-text')!;
  expect(generated.body).toEqual({ projectId: 5, text: 'We must write the notes and tell support before Friday.' });

  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Include task 2' }));
  await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Task 1 title' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Task 1 title' }), 'Write the release notes');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create 1 task' }));
  await waitFor(() => expect(within(dialog).getByTestId('create-tasks-status')).toHaveTextContent('1 task created and linked to this document.'));
  expect(within(dialog).getByText('Created #101')).toBeInTheDocument();

  const writes = requestsOf(fetch).filter((request) => request.method === 'POST' && apiPathOf(request) !== '/ai/tasks-from-text');
  expect(writes.map(apiPathOf)).toEqual(['/projects/5/work_packages', '/documents/12/work_packages']);
  expect(writes[0].body).toEqual({
    subject: 'Write the release notes',
    description: { raw: 'Details of Write the notes\n\nFrom the document [Release plan](/docs/12).' },
    estimatedTime: 'PT4H',
    dueDate: '2026-03-20',
    _links: { type: { href: '/api/v3/types/1' }, priority: { href: '/api/v3/priorities/9' } },
  });
  expect(writes[1].body).toEqual({ _links: { workPackage: { href: '/api/v3/work_packages/101' } } });
});

test('a task the server refuses says why and is retried on its own', async () => {
  mockFetch(answer(true));
  renderDialog();
  const dialog = await screen.findByRole('dialog', { name: 'Create tasks from selection' });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Create 2 tasks' }));
  expect(await within(dialog).findByTestId('create-tasks-row-error')).toHaveTextContent('Task 1 was not created: Subject is too long.');
  expect(within(dialog).getByText('Created #102')).toBeInTheDocument();
  await userEvent.click(within(within(dialog).getByTestId('create-tasks-row-error')).getByRole('button', { name: 'Retry' }));
  expect(await within(dialog).findByText('Created #103')).toBeInTheDocument();
  expect(within(dialog).queryByTestId('create-tasks-row-error')).toBeNull();
});

test('a selection over 5,000 characters is refused without asking', async () => {
  const fetch = mockFetch(answer());
  renderDialog('x'.repeat(5001));
  expect(await screen.findByTestId('create-tasks-too-long')).toHaveTextContent('select at most 5,000 characters');
  expect(requestsOf(fetch).some((request) => apiPathOf(request) === '/ai/tasks-from-text')).toBe(false);
});

test('an AI failure has a message and Retry', async () => {
  let calls = 0;
  mockFetch((request) => {
    if (apiPathOf(request) === '/ai/tasks-from-text' && (calls += 1) === 1) return halError(429, 'TooManyRequests', 'You are sending AI requests too quickly.');
    return answer()(request);
  });
  renderDialog();
  const error = await screen.findByTestId('create-tasks-error');
  expect(error).toHaveTextContent('You are sending AI requests too quickly.');
  await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Create 2 tasks' })).toBeEnabled();
});
