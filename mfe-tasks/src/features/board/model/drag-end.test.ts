import { mapTask, withEffectiveColors } from '../../../entities/task';
import { wpHal } from '../../../entities/task/testing/fixtures';
import { buildBoardColumns } from './columns';
import { handleBoardDrop } from './drag-end';

const statuses = withEffectiveColors([
  { id: 1, name: 'New', color: '#1677ff', position: 1, isClosed: false, isDefault: true },
  { id: 4, name: 'Completed', color: '#52c41a', position: 4, isClosed: true, isDefault: false },
]);
const tasks = [mapTask(wpHal(1)), mapTask(wpHal(2)), mapTask(wpHal(3, {}, { statusId: 4 }))];

function setup() {
  const columns = buildBoardColumns(statuses, tasks, {});
  const setColumnOrder = jest.fn();
  const moveTask = jest.fn().mockResolvedValue('moved');
  return { context: { columns, setColumnOrder, moveTask }, setColumnOrder, moveTask };
}

describe('handleBoardDrop', () => {
  it('keeps a reorder within a column locally and sends nothing', () => {
    const { context, setColumnOrder, moveTask } = setup();
    expect(handleBoardDrop({ draggableId: '2', source: { droppableId: '1', index: 1 }, destination: { droppableId: '1', index: 0 } }, context)).toBeNull();
    expect(setColumnOrder).toHaveBeenCalledWith(1, [2, 1]);
    expect(moveTask).not.toHaveBeenCalled();
  });

  it('moves a card to another column where it was dropped and changes its status', async () => {
    const { context, setColumnOrder, moveTask } = setup();
    await handleBoardDrop({ draggableId: '1', source: { droppableId: '1', index: 0 }, destination: { droppableId: '4', index: 0 } }, context);
    expect(setColumnOrder).toHaveBeenCalledWith(4, [1, 3]);
    expect(moveTask).toHaveBeenCalledWith(1, { id: 4, name: 'Completed', color: '#52c41a', isClosed: true });
  });

  it('does nothing for a drop outside any column or in the same place', () => {
    const { context, setColumnOrder, moveTask } = setup();
    expect(handleBoardDrop({ draggableId: '1', source: { droppableId: '1', index: 0 }, destination: null }, context)).toBeNull();
    expect(handleBoardDrop({ draggableId: '1', source: { droppableId: '1', index: 0 }, destination: { droppableId: '1', index: 0 } }, context)).toBeNull();
    expect(setColumnOrder).not.toHaveBeenCalled();
    expect(moveTask).not.toHaveBeenCalled();
  });
});
