import { render, screen } from '@testing-library/react';
import { setupUser } from '@tessera/shared/test/user';
import { AppProviders } from '@tessera/shared';
import type { TaskBoardProps } from './TaskBoard';
import { BOARD_LOAD_FAILED_MESSAGE, TaskBoard } from './LazyTaskBoard';

// The board's code fails to load once (a deploy replaced the chunk), then loads.
let mockLoads = 0;
jest.mock('./TaskBoard', () => {
  mockLoads += 1;
  if (mockLoads === 1) throw new Error('Loading chunk task-board failed');
  return { TaskBoard: ({ projectId }: { projectId: number }) => <div data-testid="the-board">board of project {projectId}</div> };
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

const props: TaskBoardProps = { projectId: 5, statuses: [], tasks: [], isShown: () => true, lookups: {} as TaskBoardProps['lookups'], onOpenTask: () => {} };

test('a board whose code fails to load says so with a Retry, which loads the board', async () => {
  const user = setupUser();
  render(<AppProviders><TaskBoard {...props} /></AppProviders>);
  expect(await screen.findByText(BOARD_LOAD_FAILED_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByText(/Loading chunk/)).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('the-board')).toHaveTextContent('board of project 5');
  expect(screen.queryByText(BOARD_LOAD_FAILED_MESSAGE)).not.toBeInTheDocument();
  expect(mockLoads).toBe(2);
});
