import { mapSprintTask } from '../../../entities/task';
import { version, wpHal } from '../../../../test/fixtures';
import {
  buildSprintBoard,
  columnProgress,
  dropRefusalMessage,
  sameColumnContent,
  summarize,
  UNASSIGNED_COLUMN_TITLE,
  type BoardFilters,
} from './columns';

const ALL: BoardFilters = { search: '', status: 'all', sort: 'startDate', showUnassigned: true };
const versions = [
  version(1, { name: 'Sprint 10', startDate: '2026-03-01', endDate: '2026-03-14', status: 'closed' }),
  version(2, { name: 'Sprint 2', startDate: '2026-03-15', endDate: '2026-03-28', status: 'open' }),
  version(3, { name: 'Backlog grooming', startDate: null, endDate: null, status: 'locked' }),
];
const tasks = [
  mapSprintTask(wpHal(11, { subject: 'Pay with a saved card', storyPoints: 5 }, { versionId: 2 })),
  mapSprintTask(wpHal(12, { subject: 'Refund flow', storyPoints: 3 }, { versionId: 2, statusId: 4 })),
  mapSprintTask(wpHal(13, { subject: 'Login page' }, { versionId: 1, statusId: 4 })),
  mapSprintTask(wpHal(14, { subject: 'Open backlog item' })),
  mapSprintTask(wpHal(15, { subject: 'Done long ago' }, { statusId: 4 })),
  mapSprintTask(wpHal(16, { subject: 'Search payments' }, { versionId: 2 })),
];
const ids = (board: ReturnType<typeof buildSprintBoard>) => board.columns.map((column) => column.id);
const taskIds = (board: ReturnType<typeof buildSprintBoard>, columnId: string) => board.columns.find((column) => column.id === columnId)!.tasks.map((task) => task.id);

describe('buildSprintBoard', () => {
  it('puts Unassigned first, then one column per sprint by start date (undated last), each with its tasks in board order', () => {
    const board = buildSprintBoard(versions, tasks, ALL);
    expect(ids(board)).toEqual(['unassigned', 'version-1', 'version-2', 'version-3']);
    expect(board.columns[0].title).toBe(UNASSIGNED_COLUMN_TITLE);
    expect(taskIds(board, 'version-2')).toEqual([11, 12, 16]);
    expect(taskIds(board, 'version-1')).toEqual([13]);
    expect(taskIds(board, 'version-3')).toEqual([]);
  });

  it('leaves closed unassigned tasks out of the Unassigned column and the count', () => {
    const board = buildSprintBoard(versions, tasks, ALL);
    expect(taskIds(board, 'unassigned')).toEqual([14]);
    expect(board).toMatchObject({ sprintCount: 3, shownSprintCount: 3, taskCount: 5 });
  });

  it('sums story points done and total, and counts items, over the whole column', () => {
    const sprint = buildSprintBoard(versions, tasks, ALL).columns.find((column) => column.id === 'version-2')!;
    expect(sprint.summary).toEqual({ itemCount: 3, completedItems: 1, totalPoints: 8, completedPoints: 3 });
    expect(columnProgress(sprint.summary)).toBe(38);
    // Without points, progress is by work items.
    expect(columnProgress(summarize([tasks[2]]))).toBe(100);
    expect(columnProgress(summarize([]))).toBe(0);
  });

  it('takes drops only on open sprints and Unassigned, and says why the others refuse', () => {
    const board = buildSprintBoard(versions, tasks, ALL);
    const byId = Object.fromEntries(board.columns.map((column) => [column.id, column]));
    expect(byId.unassigned.acceptsDrops).toBe(true);
    expect(byId['version-2']).toMatchObject({ acceptsDrops: true, dropRefusal: null });
    expect(byId['version-1']).toMatchObject({ acceptsDrops: false, dropRefusal: dropRefusalMessage('closed') });
    expect(byId['version-3']).toMatchObject({ acceptsDrops: false, dropRefusal: dropRefusalMessage('locked') });
    expect(dropRefusalMessage('locked')).toMatch(/locked: no work items can be added/);
  });

  it('filters sprints by status and hides the Unassigned column when asked', () => {
    expect(ids(buildSprintBoard(versions, tasks, { ...ALL, status: 'open' }))).toEqual(['unassigned', 'version-2']);
    expect(ids(buildSprintBoard(versions, tasks, { ...ALL, status: 'closed' }))).toEqual(['unassigned', 'version-1']);
    const locked = buildSprintBoard(versions, tasks, { ...ALL, status: 'locked', showUnassigned: false });
    expect(ids(locked)).toEqual(['version-3']);
    expect(locked).toMatchObject({ sprintCount: 3, shownSprintCount: 1 });
  });

  it('sorts by name naturally, by end date, and by work items (most first)', () => {
    const without = { ...ALL, showUnassigned: false };
    expect(ids(buildSprintBoard(versions, tasks, { ...without, sort: 'name' }))).toEqual(['version-3', 'version-2', 'version-1']);
    expect(ids(buildSprintBoard(versions, tasks, { ...without, sort: 'endDate' }))).toEqual(['version-1', 'version-2', 'version-3']);
    expect(ids(buildSprintBoard(versions, tasks, { ...without, sort: 'workItems' }))).toEqual(['version-2', 'version-1', 'version-3']);
  });

  it('searches sprint names (all their tasks shown) and task titles or numbers (only matching tasks, their sprints kept)', () => {
    const byName = buildSprintBoard(versions, tasks, { ...ALL, search: '  sprint 2 ' });
    expect(ids(byName)).toEqual(['unassigned', 'version-2']);
    expect(taskIds(byName, 'version-2')).toEqual([11, 12, 16]);
    expect(taskIds(byName, 'unassigned')).toEqual([]);

    const byTitle = buildSprintBoard(versions, tasks, { ...ALL, search: 'PAY' });
    expect(ids(byTitle)).toEqual(['unassigned', 'version-2']);
    expect(taskIds(byTitle, 'version-2')).toEqual([11, 16]);
    // The column's figures stay those of the whole sprint.
    expect(byTitle.columns[1].summary.itemCount).toBe(3);

    expect(taskIds(buildSprintBoard(versions, tasks, { ...ALL, search: '#14' }), 'unassigned')).toEqual([14]);
    expect(buildSprintBoard(versions, tasks, { ...ALL, search: 'nothing like it' }).shownSprintCount).toBe(0);
  });

  it('tells columns with the same content apart from changed ones (what a drop re-renders)', () => {
    const first = buildSprintBoard(versions, tasks, ALL);
    const again = buildSprintBoard(versions, tasks, ALL);
    expect(sameColumnContent(first.columns[1], again.columns[1])).toBe(true);
    const moved = tasks.map((task) => (task.id === 14 ? { ...task, versionId: 2 } : task));
    const after = buildSprintBoard(versions, moved, ALL);
    expect(sameColumnContent(first.columns[0], after.columns[0])).toBe(false);
    expect(sameColumnContent(first.columns[2], after.columns[2])).toBe(false);
    expect(sameColumnContent(first.columns[1], after.columns[1])).toBe(true);
  });
});
