import type { ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { DragDropContextProps, DropResult } from '@hello-pangea/dnd';
import { halError, jsonResponse, mockApi } from '@tessera/shared/test/fetch-mock';
import { queryClient } from '@tessera/shared';
import { buildTaskLookups, mapTask, taskKeys, useProjectTasks, withEffectiveColors } from '../../../entities/task';
import { STATUSES_HAL, wpHal } from '../../../entities/task/testing/fixtures';
import { renderWithSuite } from '../../../entities/task/testing/render';
import { useBoardOrderStore } from '../model/board-order-store';
import { TaskBoard } from './TaskBoard';

// The drag library needs real layout to drag; here its context only hands over the drop callback, so a test can
// drop as the library does at the end of a drag.
let dragDropProps: DragDropContextProps | undefined;
jest.mock('@hello-pangea/dnd', () => ({
  DragDropContext: (props: DragDropContextProps) => {
    dragDropProps = props;
    return props.children;
  },
  Droppable: ({ children }: { children: (provided: unknown, snapshot: unknown) => ReactNode }) =>
    children({ innerRef: () => {}, droppableProps: {}, placeholder: null }, { isDraggingOver: false }),
  Draggable: ({ children }: { children: (provided: unknown, snapshot: unknown) => ReactNode }) =>
    children({ innerRef: () => {}, draggableProps: {}, dragHandleProps: null }, { isDropAnimating: false }),
  useKeyboardSensor: () => {},
}));

const statuses = withEffectiveColors(STATUSES_HAL.map(({ id, name, color, position, isClosed, isDefault }) => ({ id, name, color, position, isClosed, isDefault })));
const lookups = buildTaskLookups([], [], []);
const showAll = () => true;

function Board() {
  const { data } = useProjectTasks(5);
  return data ? <TaskBoard projectId={5} statuses={statuses} tasks={data} isShown={showAll} lookups={lookups} onOpenTask={() => {}} /> : null;
}

function drop(taskId: number, from: number, fromIndex: number, to: number, toIndex: number) {
  const result: DropResult = {
    draggableId: String(taskId), type: 'DEFAULT', mode: 'FLUID', reason: 'DROP', combine: null,
    source: { droppableId: String(from), index: fromIndex }, destination: { droppableId: String(to), index: toIndex },
  };
  const announce = jest.fn();
  act(() => dragDropProps!.onDragEnd(result, { announce }));
  return announce;
}

const cardIds = (statusId: number) =>
  within(screen.getByTestId(`board-column-${statusId}-cards`)).queryAllByTestId(/^task-card-/).map((card) => card.getAttribute('data-testid'));

// The list is in the cache already: the only call a drop makes is the status call.
const fakeApi = () => mockApi(({ method, url }) => halError(404, 'NotFound', `No fake for ${method} ${url}`));
const STATUS_CALL = /^\/work_packages\/1\/status$/;

beforeEach(() => {
  useBoardOrderStore.setState({ byProject: {} });
  queryClient.setQueryData(taskKeys.list(5), [mapTask(wpHal(1, { lockVersion: 3 })), mapTask(wpHal(2)), mapTask(wpHal(3, {}, { statusId: 2 }))]);
});

describe('TaskBoard drops', () => {
  it('shows a card in its new column in the drop\'s own render, then keeps it there once saved', async () => {
    const api = fakeApi();
    const release = api.hold('PATCH', STATUS_CALL, jsonResponse(200, wpHal(1, { lockVersion: 4 }, { statusId: 2 })));
    renderWithSuite(<Board />);
    await screen.findByTestId('task-card-1');

    const announce = drop(1, 1, 0, 2, 0);
    // Screen readers hear where it landed, by column name (not the library's 'list 2').
    expect(announce).toHaveBeenCalledWith(expect.stringMatching(/^Dropped .* in In Progress, position 1 of 2\.$/));
    // No waiting: the query tells its observers about the optimistic move only in a later task.
    expect(cardIds(2)).toEqual(['task-card-1', 'task-card-3']);
    expect(cardIds(1)).toEqual(['task-card-2']);

    await act(async () => release());
    await waitFor(() => expect(queryClient.getQueryData<{ id: number; lockVersion: number }[]>(taskKeys.list(5))![0].lockVersion).toBe(4));
    expect(cardIds(2)).toEqual(['task-card-1', 'task-card-3']);
  });

  it('puts the card back when the status call fails', async () => {
    fakeApi().answerNext('PATCH', STATUS_CALL, halError(403, 'MissingPermission', 'Not allowed'));
    renderWithSuite(<Board />);
    await screen.findByTestId('task-card-1');

    drop(1, 1, 0, 2, 1);
    expect(cardIds(2)).toEqual(['task-card-3', 'task-card-1']);
    await waitFor(() => expect(cardIds(1)).toEqual(['task-card-1', 'task-card-2']));
    expect(cardIds(2)).toEqual(['task-card-3']);
  });

  it('reorders within a column at once, without a status call', async () => {
    const api = fakeApi();
    renderWithSuite(<Board />);
    await screen.findByTestId('task-card-1');

    drop(1, 1, 0, 1, 1);
    expect(cardIds(1)).toEqual(['task-card-2', 'task-card-1']);
    expect(api.requests('PATCH')).toHaveLength(0);
  });
});

describe('TaskBoard keyboard access', () => {
  it('takes focus itself when no card can (an empty project), so its columns still scroll by keyboard', async () => {
    queryClient.setQueryData(taskKeys.list(5), []);
    renderWithSuite(<Board />);
    const board = await screen.findByRole('region', { name: 'Task board' });
    expect(board).toHaveAttribute('tabindex', '0');
  });

  it('leaves focus to the cards when there are any', async () => {
    renderWithSuite(<Board />);
    await screen.findByTestId('task-card-1');
    expect(screen.getByTestId('task-board')).not.toHaveAttribute('tabindex');
  });
});
