import { mapTask } from '../../../entities/task';
import { wpHal } from '../../../entities/task/testing/fixtures';
import { activeFilterCount, applyTaskFilters, EMPTY_TASK_FILTERS, type TaskFilters } from './task-filters';

const grace = { id: 7, name: 'Grace Hopper' };
const alan = { id: 10, name: 'Alan Turing' };
const tasks = [
  mapTask(wpHal(1, {}, { assignee: grace, priorityId: 9, versionId: 3 })),
  mapTask(wpHal(2, {}, { assignee: alan, priorityId: 8 })),
  mapTask(wpHal(3, {}, { priorityId: 9 })),
];
const ids = (filters: Partial<TaskFilters>, userId: number | null = 7) =>
  applyTaskFilters(tasks, { ...EMPTY_TASK_FILTERS, ...filters }, userId).map((task) => task.id);

describe('task filters', () => {
  it('shows everything without filters', () => {
    expect(ids({})).toEqual([1, 2, 3]);
  });

  it("'My tasks only' keeps the tasks assigned to the signed-in user", () => {
    expect(ids({ myTasksOnly: true })).toEqual([1]);
    expect(ids({ myTasksOnly: true }, 10)).toEqual([2]);
    expect(ids({ myTasksOnly: true }, null)).toEqual([]);
  });

  it('filters by assignee (including the unassigned), priority and version, all together', () => {
    expect(ids({ assigneeKeys: ['User:10'] })).toEqual([2]);
    expect(ids({ assigneeKeys: ['none', 'User:7'] })).toEqual([1, 3]);
    expect(ids({ priorityIds: [9] })).toEqual([1, 3]);
    expect(ids({ versionKeys: ['3'] })).toEqual([1]);
    expect(ids({ versionKeys: ['none'] })).toEqual([2, 3]);
    expect(ids({ priorityIds: [9], assigneeKeys: ['none'] })).toEqual([3]);
  });

  it('counts the active popover choices', () => {
    expect(activeFilterCount({ ...EMPTY_TASK_FILTERS, myTasksOnly: true })).toBe(0);
    expect(activeFilterCount({ assigneeKeys: ['User:7', 'none'], priorityIds: [9], versionKeys: [], myTasksOnly: false })).toBe(3);
  });
});
