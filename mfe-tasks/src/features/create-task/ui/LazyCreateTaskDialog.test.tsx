import { render, screen } from '@testing-library/react';
import { setupUser } from '@tessera/shared/test/user';
import { AppProviders } from '@tessera/shared';
import { CREATE_TASK_LOAD_FAILED_MESSAGE, CreateTaskDialog, preloadCreateTaskDialog } from './LazyCreateTaskDialog';

// The dialog's code fails to load once (a deploy replaced the chunk), then loads.
let mockLoads = 0;
jest.mock('./CreateTaskDialog', () => {
  mockLoads += 1;
  if (mockLoads === 1) throw new Error('Loading chunk create-task-dialog failed');
  return { CreateTaskDialog: ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="Create New Task">the form</div> : null) };
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

const dialog = (open: boolean) => <AppProviders><CreateTaskDialog projectId={5} open={open} onClose={() => {}} tasks={[]} /></AppProviders>;

test('nothing loads until the dialog opens; a failed load says so, Retry loads the form, and a preload finds it loaded', async () => {
  const user = setupUser();
  const { rerender } = render(dialog(false));
  await Promise.resolve();
  expect(mockLoads).toBe(0);

  rerender(dialog(true));
  expect(await screen.findByText(CREATE_TASK_LOAD_FAILED_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByText(/Loading chunk/)).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('dialog', { name: 'Create New Task' })).toHaveTextContent('the form');
  expect(screen.queryByText(CREATE_TASK_LOAD_FAILED_MESSAGE)).not.toBeInTheDocument();
  preloadCreateTaskDialog();
  expect(mockLoads).toBe(2);
});
