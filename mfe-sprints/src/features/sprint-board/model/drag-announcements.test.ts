import { mapSprintTask } from '../../../entities/task';
import { version, wpHal } from '../../../../test/fixtures';
import { buildSprintBoard } from './columns';
import { dropAnnouncement, liftAnnouncement, moveAnnouncement } from './drag-announcements';

const board = buildSprintBoard(
  [version(2, { name: 'Sprint 2', status: 'open' })],
  [mapSprintTask(wpHal(11, { subject: 'Pay with a saved card' }, { versionId: 2 })), mapSprintTask(wpHal(14, { subject: 'Refund flow' })), mapSprintTask(wpHal(15, { subject: 'Receipts' }))],
  { search: '', status: 'all', sort: 'startDate', showUnassigned: true },
);
const columns = board.columns;
const fromBacklog = { draggableId: 'task-15', source: { droppableId: 'unassigned', index: 1 } };

describe('drag announcements', () => {
  it('names the task, its column and position on lift, and the keys', () => {
    expect(liftAnnouncement(fromBacklog, columns)).toBe(
      'Picked up task "Receipts" in Unassigned Tasks, position 2 of 2. Use the left and right arrow keys to move it to another sprint, space to drop, escape to cancel.',
    );
  });

  it('says over which sprint the card is and what dropping there does', () => {
    expect(moveAnnouncement({ ...fromBacklog, destination: { droppableId: 'version-2', index: 0 } }, columns)).toBe(
      'Task "Receipts" is over Sprint 2, position 1. Dropping it here assigns it to Sprint 2.',
    );
    const fromSprint = { draggableId: 'task-11', source: { droppableId: 'version-2', index: 0 } };
    expect(moveAnnouncement({ ...fromSprint, destination: { droppableId: 'unassigned', index: 0 } }, columns)).toBe(
      'Task "Pay with a saved card" is over Unassigned Tasks, position 1. Dropping it here unassigns it.',
    );
    expect(moveAnnouncement({ ...fromBacklog, destination: null }, columns)).toBe('Task "Receipts" is over no sprint: dropping it here leaves it where it was.');
  });

  it('says where the card was dropped, or that the move was cancelled', () => {
    expect(dropAnnouncement({ ...fromBacklog, destination: { droppableId: 'version-2', index: 1 }, reason: 'DROP' }, columns)).toBe('Task "Receipts" dropped in Sprint 2. Saving.');
    expect(dropAnnouncement({ ...fromBacklog, destination: null, reason: 'CANCEL' }, columns)).toBe('Moving task "Receipts" cancelled. It stays in Unassigned Tasks.');
    expect(dropAnnouncement({ ...fromBacklog, destination: { droppableId: 'unassigned', index: 0 }, reason: 'DROP' }, columns)).toBe(
      'Task "Receipts" dropped where it was, in Unassigned Tasks. Nothing changed.',
    );
  });
});
