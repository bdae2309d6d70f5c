import { wpHal } from '../testing/fixtures';
import { cardExcerpt, isOverdue, mapTask, stripMarkup } from './task';
import { defaultStatusOf, statusColorOf, STANDARD_STATUS_COLORS, type TaskStatus } from './statuses';
import { defaultPriorityOf, formPriorities, normalizePriorityName, priorityWeight, type TaskPriority } from './priorities';
import { defaultTypeOf, typeHasStoryPoints, type TaskType } from './types';

describe('mapTask', () => {
  it('maps a work package to the task view model', () => {
    const hal = wpHal(
      42,
      {
        subject: 'Pay with a saved card',
        lockVersion: 3,
        description: { format: 'markdown', raw: 'Use **Stripe**', html: '<p>Use <strong>Stripe</strong> &amp; more</p>' },
        startDate: '2026-03-02',
        dueDate: '2026-03-13',
        estimatedTime: 'PT2H30M',
        remainingTime: 'PT1H',
        storyPoints: 8,
        percentageDone: 40,
        position: 12,
        commentCount: 2,
      },
      { statusId: 2, priorityId: 9, typeId: 3, assignee: { id: 4, name: 'Tomás Herrera' }, parent: { id: 40, title: 'Checkout epic' }, versionId: 7, versionName: 'Sprint 14' },
    );
    const task = mapTask(hal, new Map([[2, '#123456']]));
    expect(task).toMatchObject({
      id: 42,
      title: 'Pay with a saved card',
      description: '<p>Use <strong>Stripe</strong> &amp; more</p>',
      descriptionRaw: 'Use **Stripe**',
      descriptionText: 'Use Stripe & more',
      status: 'In Progress',
      statusId: 2,
      statusColor: '#123456',
      isClosed: false,
      priority: 'High',
      priorityId: 9,
      type: 'User story',
      typeId: 3,
      storyPoints: 8,
      assignees: [{ id: 4, name: 'Tomás Herrera', avatar: null, type: 'User' }],
      commentCount: 2,
      dueDate: '2026-03-13',
      startDate: '2026-03-02',
      estimatedTime: 2.5,
      remainingTime: 1,
      percentageDone: 40,
      lockVersion: 3,
      position: 12,
      parent: { id: 40, title: 'Checkout epic' },
      version: { id: 7, name: 'Sprint 14' },
      projectId: 5,
      createdAt: '2026-03-01T10:00:00Z',
      permissions: { canEdit: true, canChangeStatus: true, canDelete: false, canComment: false, canShare: false },
    });
  });

  it('uses the standard colour of a status the server does not colour, and empty values for unset fields', () => {
    const task = mapTask(wpHal(1, {}, { statusId: 3, canEdit: false }));
    expect(task.statusColor).toBe(STANDARD_STATUS_COLORS['On Hold']);
    expect(task).toMatchObject({ assignees: [], parent: null, version: null, estimatedTime: null, storyPoints: null, dueDate: null });
    expect(task.permissions.canChangeStatus).toBe(false);
  });
});

describe('card helpers', () => {
  it('strips markup and entities from descriptions', () => {
    expect(stripMarkup('<h1>Title</h1><p>One<br>two &lt;b&gt;</p><ul><li>a</li></ul>')).toBe('Title One two <b> a');
  });

  it('cuts descriptions at 100 characters', () => {
    expect(cardExcerpt('x'.repeat(100))).toBe('x'.repeat(100));
    expect(cardExcerpt('y'.repeat(101))).toBe(`${'y'.repeat(100)}…`);
  });

  it('marks open tasks due before today as overdue, never closed ones', () => {
    expect(isOverdue({ dueDate: '2026-03-09', isClosed: false }, '2026-03-10')).toBe(true);
    expect(isOverdue({ dueDate: '2026-03-10', isClosed: false }, '2026-03-10')).toBe(false);
    expect(isOverdue({ dueDate: '2026-03-09', isClosed: true }, '2026-03-10')).toBe(false);
    expect(isOverdue({ dueDate: null, isClosed: false }, '2026-03-10')).toBe(false);
  });
});

describe('statuses, priorities and types', () => {
  const status = (id: number, name: string, extra: Partial<TaskStatus> = {}): TaskStatus => ({ id, name, color: '', position: id, isClosed: false, isDefault: false, ...extra });
  const priority = (id: number, name: string, extra: Partial<TaskPriority> = {}): TaskPriority => ({ id, name, color: '#000', position: id, isDefault: false, ...extra });
  const type = (id: number, name: string): TaskType => ({ id, name, color: '#000', isDefault: false });

  it('lets server colours override the standard ones', () => {
    expect(statusColorOf(1, 'New')).toBe('#1677ff');
    expect(statusColorOf(1, 'New', new Map([[1, '#000000']]))).toBe('#000000');
    expect(statusColorOf(9, 'Blocked')).toBe('#8c8c8c');
  });

  it('creates tasks as New, else the default status, else the first', () => {
    expect(defaultStatusOf([status(2, 'In Progress'), status(1, 'New')])?.id).toBe(1);
    expect(defaultStatusOf([status(2, 'Open'), status(3, 'Later', { isDefault: true })])?.id).toBe(3);
    expect(defaultStatusOf([status(2, 'Open')])?.id).toBe(2);
  });

  it('maps priority aliases and weights, and offers Low, Normal, High and Immediate with Normal first choice', () => {
    expect(normalizePriorityName('medium')).toBe('Normal');
    expect(normalizePriorityName('urgent')).toBe('Immediate');
    expect(normalizePriorityName('IMMEDIATE')).toBe('Immediate');
    expect([priorityWeight('Low'), priorityWeight('Normal'), priorityWeight('High'), priorityWeight('Urgent'), priorityWeight('Immediate')]).toEqual([1, 2, 3, 4, 5]);
    const all = [priority(7, 'Low'), priority(8, 'Normal'), priority(9, 'High'), priority(10, 'Immediate'), priority(11, 'Someday')];
    expect(formPriorities(all).map((p) => p.name)).toEqual(['Low', 'Normal', 'High', 'Immediate']);
    expect(defaultPriorityOf(formPriorities(all))?.name).toBe('Normal');
  });

  it('defaults the type to User story, then story, feature, Task, then the first', () => {
    expect(defaultTypeOf([type(1, 'Task'), type(3, 'User story'), type(5, 'Feature')])?.id).toBe(3);
    expect(defaultTypeOf([type(1, 'Task'), type(8, 'Story'), type(5, 'Feature')])?.id).toBe(8);
    expect(defaultTypeOf([type(1, 'Task'), type(5, 'Feature')])?.id).toBe(5);
    expect(defaultTypeOf([type(2, 'Bug'), type(1, 'Task')])?.id).toBe(1);
    expect(defaultTypeOf([type(2, 'Bug'), type(4, 'Epic')])?.id).toBe(2);
  });

  it('has story points for User story, Feature, Epic and Bug only', () => {
    expect(['User story', 'User Story', 'Feature', 'Epic', 'Bug'].every(typeHasStoryPoints)).toBe(true);
    expect(typeHasStoryPoints('Task')).toBe(false);
    expect(typeHasStoryPoints('Milestone')).toBe(false);
  });
});
