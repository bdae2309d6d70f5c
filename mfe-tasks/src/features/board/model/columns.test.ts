import { mapTask, type Task, type TaskStatus, withEffectiveColors } from '../../../entities/task';
import { wpHal } from '../../../entities/task/testing/fixtures';
import { buildBoardColumns, orderAfterDrop, orderColumnTasks, sameColumnContent } from './columns';

const statuses: TaskStatus[] = withEffectiveColors([
  { id: 4, name: 'Completed', color: '', position: 4, isClosed: true, isDefault: false },
  { id: 1, name: 'New', color: '', position: 1, isClosed: false, isDefault: true },
  { id: 2, name: 'In Progress', color: '#ff0000', position: 2, isClosed: false, isDefault: false },
  { id: 3, name: 'On Hold', color: '', position: 3, isClosed: false, isDefault: false },
  { id: 6, name: 'Waiting for review', color: '#13c2c2', position: 6, isClosed: false, isDefault: false },
]);
const task = (id: number, statusId: number, extra: Partial<Task> = {}): Task => ({ ...mapTask(wpHal(id, {}, { statusId: statusId > 5 ? 1 : statusId })), statusId, ...extra });

describe('buildBoardColumns', () => {
  it('makes one column per status in server order, standard colours unless the server gives one, other statuses too', () => {
    const columns = buildBoardColumns(statuses, [], {});
    expect(columns.map((column) => [column.name, column.color])).toEqual([
      ['New', '#1677ff'],
      ['In Progress', '#ff0000'],
      ['On Hold', '#8c8c8c'],
      ['Completed', '#52c41a'],
      ['Waiting for review', '#13c2c2'],
    ]);
  });

  it('puts each task in its status column, in board order or the order the user left', () => {
    const tasks = [task(1, 1), task(2, 2), task(3, 1), task(4, 1), task(5, 6)];
    const columns = buildBoardColumns(statuses, tasks, { 1: [4, 1] });
    expect(columns.map((column) => column.tasks.map((t) => t.id))).toEqual([[4, 1, 3], [2], [], [], [5]]);
  });

  it('applies the filters to the shown cards but keeps the full order', () => {
    const tasks = [task(1, 1), task(2, 1), task(3, 1)];
    const [newColumn] = buildBoardColumns(statuses, tasks, {}, (t) => t.id !== 2);
    expect(newColumn.tasks.map((t) => t.id)).toEqual([1, 3]);
    expect(newColumn.allTaskIds).toEqual([1, 2, 3]);
  });

  it('gives a task of an unknown status its own column instead of hiding it', () => {
    const columns = buildBoardColumns(statuses, [task(9, 42, { status: 'Archived' })], {});
    expect(columns.at(-1)).toMatchObject({ id: 42, name: 'Archived' });
    expect(columns.at(-1)!.tasks.map((t) => t.id)).toEqual([9]);
  });

  it('tells whether a rebuilt column would render the same', () => {
    const tasks = [task(1, 1), task(2, 2)];
    const before = buildBoardColumns(statuses, tasks, {});
    const after = buildBoardColumns(statuses, [tasks[0], { ...tasks[1], title: 'Changed' }], {});
    expect(sameColumnContent(before[0], after[0])).toBe(true);
    expect(sameColumnContent(before[1], after[1])).toBe(false);
  });
});

describe('column order', () => {
  it('orders saved ids first, then the rest in the given order', () => {
    expect(orderColumnTasks([{ id: 1 }, { id: 2 }, { id: 3 }], [3, 9, 1]).map((t) => t.id)).toEqual([3, 1, 2]);
    expect(orderColumnTasks([{ id: 1 }, { id: 2 }], undefined).map((t) => t.id)).toEqual([1, 2]);
  });

  it('places a dropped card before the shown card at the drop index, keeping hidden cards in place', () => {
    // 2 and 4 are hidden by the filters; shown: 1, 3, 5.
    expect(orderAfterDrop([1, 2, 3, 4, 5], [1, 3, 5], 9, 1)).toEqual([1, 2, 9, 3, 4, 5]);
    expect(orderAfterDrop([1, 2, 3, 4, 5], [1, 3, 5], 9, 3)).toEqual([1, 2, 3, 4, 5, 9]);
    expect(orderAfterDrop([1, 2, 3, 4, 5], [1, 3, 5], 9, 0)).toEqual([9, 1, 2, 3, 4, 5]);
    // Moving within the column: 5 goes to the top.
    expect(orderAfterDrop([1, 2, 3, 4, 5], [1, 3, 5], 5, 0)).toEqual([5, 1, 2, 3, 4]);
    // Moving 1 down to the last place among shown cards.
    expect(orderAfterDrop([1, 2, 3], [1, 2, 3], 1, 2)).toEqual([2, 3, 1]);
    expect(orderAfterDrop([], [], 7, 0)).toEqual([7]);
  });
});
