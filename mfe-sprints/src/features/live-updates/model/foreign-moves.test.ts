import { mapSprintTask, type SprintTask } from '../../../entities/task';
import { version, wpHal } from '../../../../test/fixtures';
import { foreignMovesMessage, UNKNOWN_SPRINT_NAME } from './foreign-moves';

const versions = [version(1, { name: 'Sprint 1' }), version(2, { name: 'Sprint 2' })];
const task = (id: number, subject: string, versionId: number | null): SprintTask => mapSprintTask(wpHal(id, { subject }, { versionId }));
const before = [task(11, 'Pay with a saved card', 1), task(12, 'Refund flow', null), task(13, 'Login page', 2)];

describe('foreignMovesMessage', () => {
  it('names each task that changed sprint and where it went, the Unassigned column included', () => {
    const after = [task(11, 'Pay with a saved card', 2), task(12, 'Refund flow', 1), task(13, 'Login page', null)];
    expect(foreignMovesMessage(before, after, versions, new Set([11, 12, 13]))).toBe(
      'Pay with a saved card moved to Sprint 2. Refund flow moved to Sprint 1. Login page moved to Unassigned Tasks',
    );
  });

  it('says nothing when no task changed sprint (an edit, a new task, a deleted one)', () => {
    const after = [task(11, 'Pay with a card', 1), task(12, 'Refund flow', null), task(14, 'New task', 2)];
    expect(foreignMovesMessage(before, after, versions, null)).toBeNull();
    expect(foreignMovesMessage(undefined, after, versions, null)).toBeNull();
  });

  it("counts only the tasks other people's events named (any after a resync), never a drop of this user's being saved", () => {
    const after = [task(11, 'Pay with a saved card', 2), task(12, 'Refund flow', 1), task(13, 'Login page', 2)];
    expect(foreignMovesMessage(before, after, versions, new Set([12]))).toBe('Refund flow moved to Sprint 1');
    expect(foreignMovesMessage(before, after, versions, null, (taskId) => taskId === 11)).toBe('Refund flow moved to Sprint 1');
  });

  it('names a sprint it does not know yet vaguely, and counts the moves beyond the first three', () => {
    expect(foreignMovesMessage(before, [task(11, 'Pay with a saved card', 9)], versions, null)).toBe(`Pay with a saved card moved to ${UNKNOWN_SPRINT_NAME}`);
    const many = Array.from({ length: 5 }, (_, index) => task(20 + index, `Task ${index}`, null));
    const moved = many.map((item) => ({ ...item, versionId: 1 }));
    expect(foreignMovesMessage(many, moved, versions, null)).toBe('Task 0 moved to Sprint 1. Task 1 moved to Sprint 1. Task 2 moved to Sprint 1. 2 more tasks moved');
  });
});
