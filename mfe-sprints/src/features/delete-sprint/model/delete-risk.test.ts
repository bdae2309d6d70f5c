import {
  acknowledgementsFor,
  canConfirmDelete,
  deleteRisk,
  deletionImpact,
  nameMismatchMessage,
  typedNameError,
  type AcknowledgementKey,
} from './delete-risk';

describe('Delete Sprint rules', () => {
  it('rates the risk high with active items, medium with only completed ones, low with none', () => {
    expect(deleteRisk({ total: 5, completed: 4 })).toBe('high');
    expect(deleteRisk({ total: 5, completed: 5 })).toBe('medium');
    expect(deleteRisk({ total: 0, completed: 0 })).toBe('low');
  });

  it('asks for the work-items acknowledgement only when the sprint has work items', () => {
    expect(acknowledgementsFor({ total: 3, completed: 1 }).map((box) => box.key)).toEqual(['permanent', 'workItems', 'history']);
    expect(acknowledgementsFor({ total: 3, completed: 1 })[1].label).toMatch(/its 3 work items will be moved to Unassigned/);
    expect(acknowledgementsFor({ total: 0, completed: 0 }).map((box) => box.key)).toEqual(['permanent', 'history']);
  });

  it('lists what deleting does, including the unassigned items and the projects it is shared with', () => {
    expect(deletionImpact({ sharing: 'descendants' }, { total: 3, completed: 1 })).toEqual([
      'The sprint is deleted permanently; this cannot be undone.',
      '3 work items (2 active, 1 completed) will be moved to Unassigned. The work items themselves are kept.',
      "The sprint's burndown and statistics will no longer be available.",
      'It is shared (Subprojects): it disappears from every project it is shared with.',
    ]);
    expect(deletionImpact({ sharing: 'none' }, { total: 0, completed: 0 })).toHaveLength(2);
  });

  it('wants the exact name, and every box ticked', () => {
    expect(typedNameError('', 'Sprint 14')).toBeNull();
    expect(typedNameError('sprint 14', 'Sprint 14')).toBe("Name doesn't match. Please type exactly: Sprint 14");
    expect(nameMismatchMessage('S')).toBe("Name doesn't match. Please type exactly: S");
    expect(typedNameError('Sprint 14', 'Sprint 14')).toBeNull();
    const boxes = acknowledgementsFor({ total: 1, completed: 0 });
    const all = new Set<AcknowledgementKey>(['permanent', 'workItems', 'history']);
    expect(canConfirmDelete(boxes, all, 'Sprint 14', 'Sprint 14')).toBe(true);
    expect(canConfirmDelete(boxes, all, 'Sprint 14 ', 'Sprint 14')).toBe(false);
    expect(canConfirmDelete(boxes, new Set<AcknowledgementKey>(['permanent', 'history']), 'Sprint 14', 'Sprint 14')).toBe(false);
  });
});
