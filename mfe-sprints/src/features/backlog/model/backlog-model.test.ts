import type { Backlogs, Story } from '../api/backlog-api';
import { applyMove, applyPoints, capacity, fullIndexOf, matchesFilters, NO_FILTERS, sprintDroppableId, versionOfDroppable, PRODUCT_BACKLOG_ID } from './backlog-model';

const story = (id: number, subject: string, storyPoints: number | null, versionId: number | null, extra: Partial<Story> = {}): Story => ({
  _type: 'Story',
  id,
  subject,
  storyPoints,
  position: id * 1024,
  type: { id: 3, name: 'Story' },
  status: { id: 1, name: 'New', color: '#1677ff', isClosed: false },
  estimatedHours: null,
  remainingHours: null,
  percentageDone: null,
  assignee: null,
  project: { id: 1, name: 'Web' },
  versionId,
  lockVersion: 0,
  _links: { self: { href: `/api/v3/work_packages/${id}` } },
  ...extra,
});

const backlogs = (): Backlogs => ({
  _type: 'Backlogs',
  project: { id: 1, name: 'Web' },
  productBacklog: { stories: [story(1, 'Login', 3, null), story(2, 'Signup', 5, null), story(3, 'Reset password', 2, null)], total: 3, totalPoints: 10 },
  sprintBacklogs: [
    {
      sprint: { id: 7, name: 'Sprint 1', startDate: '2026-04-06', endDate: '2026-04-17', status: 'open' },
      stories: [story(4, 'Pay', 8, 7, { status: { id: 4, name: 'Closed', color: '#000', isClosed: true } })],
      total: 1,
      totalPoints: 8,
      completedPoints: 8,
    },
  ],
  stats: { productBacklogStories: 3, productBacklogPoints: 10, openSprints: 1, sprintStories: 1, plannedPoints: 8, completedPoints: 8, velocity: 12, velocitySprints: 2 },
  permissions: { order: true, assignSprints: true, create: true },
  _links: { self: { href: '/api/v3/projects/1/backlogs' } },
}) as Backlogs;

describe('droppable ids', () => {
  it('maps the product backlog to no version and a sprint list to its version', () => {
    expect(versionOfDroppable(PRODUCT_BACKLOG_ID)).toBeNull();
    expect(versionOfDroppable(sprintDroppableId(7))).toBe(7);
    expect(versionOfDroppable('sprint-column-7')).toBeUndefined();
  });
});

describe('applyMove', () => {
  it('moves a story into a sprint at its place and moves the totals with it', () => {
    const next = applyMove(backlogs(), 2, 7, 0);
    expect(next.productBacklog.stories.map((entry) => entry.id)).toEqual([1, 3]);
    expect(next.productBacklog).toMatchObject({ total: 2, totalPoints: 5 });
    expect(next.sprintBacklogs[0].stories.map((entry) => entry.id)).toEqual([2, 4]);
    expect(next.sprintBacklogs[0]).toMatchObject({ total: 2, totalPoints: 13, completedPoints: 8 });
    expect(next.stats).toMatchObject({ productBacklogStories: 2, productBacklogPoints: 5, plannedPoints: 13, sprintStories: 2 });
  });

  it('reorders within a list without changing totals, and takes a done story out with its completed points', () => {
    const reordered = applyMove(backlogs(), 3, null, 0);
    expect(reordered.productBacklog.stories.map((entry) => entry.id)).toEqual([3, 1, 2]);
    expect(reordered.productBacklog.totalPoints).toBe(10);
    const back = applyMove(backlogs(), 4, null, 3);
    expect(back.sprintBacklogs[0]).toMatchObject({ total: 0, totalPoints: 0, completedPoints: 0 });
    expect(back.productBacklog.stories.map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('fullIndexOf', () => {
  const full = [story(1, 'a', 1, null), story(2, 'b', 1, null), story(3, 'c', 1, null), story(4, 'd', 1, null)];
  it('is the shown index when nothing is filtered', () => {
    expect(fullIndexOf(full, full, 9, 2)).toBe(2);
    expect(fullIndexOf(full, full, 9, 4)).toBe(4);
  });
  it('lands before the shown story at the drop place, or after the last shown one', () => {
    const shown = [full[1], full[3]];
    expect(fullIndexOf(full, shown, 9, 1)).toBe(3);
    expect(fullIndexOf(full, shown, 9, 2)).toBe(4);
    expect(fullIndexOf(full, shown, 1, 0)).toBe(0);
  });
  it('puts a drop into a list that shows nothing at its end', () => {
    expect(fullIndexOf(full, [], 9, 0)).toBe(4);
  });
});

describe('filters and capacity', () => {
  it('filters by text, id, assignee and type', () => {
    const assigned = story(5, 'Checkout page', 3, null, { assignee: { id: 8, name: 'Mei Chen' }, type: { id: 2, name: 'Bug' } });
    expect(matchesFilters(assigned, { ...NO_FILTERS, text: 'checkout' })).toBe(true);
    expect(matchesFilters(assigned, { ...NO_FILTERS, text: '#5' })).toBe(true);
    expect(matchesFilters(assigned, { ...NO_FILTERS, text: 'login' })).toBe(false);
    expect(matchesFilters(assigned, { ...NO_FILTERS, assigneeId: 8 })).toBe(true);
    expect(matchesFilters(assigned, { ...NO_FILTERS, assigneeId: 'none' })).toBe(false);
    expect(matchesFilters(assigned, { ...NO_FILTERS, typeId: 3 })).toBe(false);
  });

  it('compares planned points with velocity: under, full from 90 %, over above 100 %, unknown without velocity', () => {
    expect(capacity(6, 12)).toMatchObject({ state: 'under', percent: 50, label: '6 of 12 pts capacity (50%)' });
    expect(capacity(11, 12).state).toBe('full');
    expect(capacity(13, 12).state).toBe('over');
    expect(capacity(5, null)).toMatchObject({ state: 'unknown', percent: null });
  });

  it('changes one story\'s points and the totals of its list', () => {
    const next = applyPoints(backlogs(), 1, 8);
    expect(next.productBacklog.totalPoints).toBe(15);
    expect(next.stats.productBacklogPoints).toBe(15);
  });
});
