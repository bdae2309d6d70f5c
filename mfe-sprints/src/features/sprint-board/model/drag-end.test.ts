import { mapSprintTask } from '../../../entities/task';
import { version, wpHal } from '../../../../test/fixtures';
import { buildSprintBoard } from './columns';
import { planDrop } from './drag-end';

const board = buildSprintBoard(
  [version(2, { name: 'Sprint 2' }), version(3, { name: 'Sprint 3', status: 'locked' })],
  [mapSprintTask(wpHal(11, {}, { versionId: 2 })), mapSprintTask(wpHal(14))],
  { search: '', status: 'all', sort: 'startDate', showUnassigned: true },
);
const drop = (draggableId: string, from: string, to: string | null) =>
  planDrop({ draggableId, source: { droppableId: from, index: 0 }, destination: to ? { droppableId: to, index: 0 } : null }, board.columns);

describe('planDrop', () => {
  it('assigns a card dropped on another sprint, and unassigns one dropped on Unassigned', () => {
    expect(drop('task-14', 'unassigned', 'version-2')).toEqual({ taskId: 14, fromVersionId: null, target: { versionId: 2, name: 'Sprint 2' } });
    expect(drop('task-11', 'version-2', 'unassigned')).toEqual({ taskId: 11, fromVersionId: 2, target: { versionId: null, name: '' } });
  });

  it('does nothing outside a column, within the same column, or on a sprint that takes no work', () => {
    expect(drop('task-14', 'unassigned', null)).toBeNull();
    expect(drop('task-11', 'version-2', 'version-2')).toBeNull();
    expect(drop('task-14', 'unassigned', 'version-3')).toBeNull();
    expect(drop('task-14', 'unassigned', 'version-99')).toBeNull();
  });
});
