import type { DragStart, DragUpdate, DropResult } from '@hello-pangea/dnd';
import { mapTask, type Task, withEffectiveColors } from '../../../entities/task';
import { wpHal } from '../../../entities/task/testing/fixtures';
import { buildBoardColumns } from './columns';
import { dropMessage, liftMessage, moveMessage } from './drag-announcements';

const statuses = withEffectiveColors([
  { id: 1, name: 'New', color: '', position: 1, isClosed: false, isDefault: true },
  { id: 2, name: 'In Progress', color: '', position: 2, isClosed: false, isDefault: false },
]);
const task = (id: number, statusId: number, subject: string): Task => mapTask(wpHal(id, { subject }, { statusId }));
const columns = buildBoardColumns(statuses, [task(1, 1, 'Write the notes'), task(2, 1, 'Fix the login'), task(3, 2, 'Ship it')], {});

const start: DragStart = { draggableId: '2', type: 'DEFAULT', mode: 'SNAP', source: { droppableId: '1', index: 1 } };
const over = (droppableId: string, index: number): DragUpdate => ({ ...start, destination: { droppableId, index }, combine: null });

describe('drag announcements', () => {
  it('names the task, its column and its position when lifted', () => {
    expect(liftMessage(columns, start)).toBe(
      'Lifted Fix the login in New, position 2 of 2. Use the arrow keys to move it, space to drop it, escape to cancel.',
    );
  });

  it('says where the card is while it moves, counting it in the column it enters', () => {
    expect(moveMessage(columns, over('1', 0))).toBe('Fix the login: New, position 1 of 2.');
    expect(moveMessage(columns, over('2', 1))).toBe('Fix the login: In Progress, position 2 of 2.');
    expect(moveMessage(columns, { ...start, destination: null, combine: null })).toBe('Fix the login is not over a column.');
  });

  it('says where it was dropped, or that it went back when cancelled', () => {
    const drop = (reason: DropResult['reason'], destination: DropResult['destination']): DropResult => ({ ...start, reason, destination, combine: null });
    expect(dropMessage(columns, drop('DROP', { droppableId: '2', index: 0 }))).toBe('Dropped Fix the login in In Progress, position 1 of 2.');
    expect(dropMessage(columns, drop('CANCEL', null))).toBe('Move cancelled. Fix the login is back in New, position 2 of 2.');
    expect(dropMessage(columns, drop('DROP', null))).toBe('Dropped outside the columns. Fix the login is back in New, position 2 of 2.');
  });
});
