// The backlog view's logic, apart from React: which list a droppable is, where a drop lands in the full list when
// filters hide stories, the optimistic move, the filters and capacity against velocity.
import type { Backlogs, Story } from '../api/backlog-api';

export const PRODUCT_BACKLOG_ID = 'backlog-product';
export const sprintDroppableId = (sprintId: number) => `backlog-sprint-${sprintId}`;
export const storyDraggableId = (storyId: number) => `backlog-story-${storyId}`;

/** The version of a droppable: null for the product backlog, undefined for an id that is not a backlog. */
export function versionOfDroppable(droppableId: string): number | null | undefined {
  if (droppableId === PRODUCT_BACKLOG_ID) return null;
  const match = /^backlog-sprint-(\d+)$/.exec(droppableId);
  return match ? Number(match[1]) : undefined;
}

export function storiesOf(data: Backlogs, version: number | null): readonly Story[] {
  if (version === null) return data.productBacklog.stories;
  return data.sprintBacklogs.find((backlog) => backlog.sprint.id === version)?.stories ?? [];
}

export interface BacklogFilters {
  text: string;
  assigneeId: number | 'all' | 'none';
  typeId: number | 'all';
}

export const NO_FILTERS: BacklogFilters = { text: '', assigneeId: 'all', typeId: 'all' };

export function matchesFilters(story: Story, filters: BacklogFilters): boolean {
  const text = filters.text.trim().toLowerCase();
  if (text !== '' && !story.subject.toLowerCase().includes(text) && String(story.id) !== text.replace(/^#/, '')) return false;
  if (filters.assigneeId === 'none' && story.assignee !== null) return false;
  if (typeof filters.assigneeId === 'number' && story.assignee?.id !== filters.assigneeId) return false;
  if (filters.typeId !== 'all' && story.type.id !== filters.typeId) return false;
  return true;
}

export const isFiltering = (filters: BacklogFilters) => filters.text.trim() !== '' || filters.assigneeId !== 'all' || filters.typeId !== 'all';

/**
 * The index in the full target list (without the moving story) of a drop at `visibleIndex` of the shown (filtered)
 * list: before the shown story now at that place, or right after the last shown one.
 */
export function fullIndexOf(full: readonly Story[], shown: readonly Story[], movingId: number, visibleIndex: number): number {
  const others = full.filter((story) => story.id !== movingId);
  const shownOthers = shown.filter((story) => story.id !== movingId);
  if (shownOthers.length === 0) return others.length;
  if (visibleIndex < shownOthers.length) return others.findIndex((story) => story.id === shownOthers[visibleIndex].id);
  return others.findIndex((story) => story.id === shownOthers[shownOthers.length - 1].id) + 1;
}

const round = (value: number) => Math.round(value * 100) / 100;
const pointsOf = (story: Story) => story.storyPoints ?? 0;

/** The backlogs with the story moved to `index` of the target list, totals updated: what a drop shows at once. */
export function applyMove(data: Backlogs, storyId: number, toVersion: number | null, index: number): Backlogs {
  const all = [...data.productBacklog.stories, ...data.sprintBacklogs.flatMap((backlog) => backlog.stories)];
  const story = all.find((entry) => entry.id === storyId);
  if (!story) return data;
  const moved: Story = { ...story, versionId: toVersion };
  const place = (stories: readonly Story[], version: number | null) => {
    const rest = stories.filter((entry) => entry.id !== storyId);
    if (version === toVersion) rest.splice(Math.min(index, rest.length), 0, moved);
    return rest;
  };
  const delta = (stories: readonly Story[], next: readonly Story[]) => next.reduce((sum, entry) => sum + pointsOf(entry), 0) - stories.reduce((sum, entry) => sum + pointsOf(entry), 0);
  const countDelta = (stories: readonly Story[], next: readonly Story[]) => next.length - stories.length;
  const product = place(data.productBacklog.stories, null);
  const productPointsDelta = delta(data.productBacklog.stories, product);
  const sprintBacklogs = data.sprintBacklogs.map((backlog) => {
    const stories = place(backlog.stories, backlog.sprint.id);
    const closed = (list: readonly Story[]) => list.filter((entry) => entry.status.isClosed).reduce((sum, entry) => sum + pointsOf(entry), 0);
    return {
      ...backlog,
      stories,
      total: backlog.total + countDelta(backlog.stories, stories),
      totalPoints: round(backlog.totalPoints + delta(backlog.stories, stories)),
      completedPoints: round(backlog.completedPoints + closed(stories) - closed(backlog.stories)),
    };
  });
  const plannedPoints = round(sprintBacklogs.reduce((sum, backlog) => sum + backlog.totalPoints, 0));
  return {
    ...data,
    productBacklog: { ...data.productBacklog, stories: product, total: data.productBacklog.total + countDelta(data.productBacklog.stories, product), totalPoints: round(data.productBacklog.totalPoints + productPointsDelta) },
    sprintBacklogs,
    stats: {
      ...data.stats,
      productBacklogStories: data.stats.productBacklogStories + countDelta(data.productBacklog.stories, product),
      productBacklogPoints: round(data.stats.productBacklogPoints + productPointsDelta),
      sprintStories: sprintBacklogs.reduce((sum, backlog) => sum + backlog.total, 0),
      plannedPoints,
      completedPoints: round(sprintBacklogs.reduce((sum, backlog) => sum + backlog.completedPoints, 0)),
    },
  };
}

/** The backlogs with one story's points changed (inline edit, shown at once). */
export function applyPoints(data: Backlogs, storyId: number, storyPoints: number | null): Backlogs {
  const change = (stories: readonly Story[]) => stories.map((story) => (story.id === storyId ? { ...story, storyPoints } : story));
  const sum = (stories: readonly Story[]) => round(stories.reduce((total, story) => total + pointsOf(story), 0));
  const product = change(data.productBacklog.stories);
  const sprintBacklogs = data.sprintBacklogs.map((backlog) => {
    const stories = change(backlog.stories);
    return { ...backlog, stories, totalPoints: round(backlog.totalPoints + sum(stories) - sum(backlog.stories)) };
  });
  const productPoints = round(data.productBacklog.totalPoints + sum(product) - sum(data.productBacklog.stories));
  return {
    ...data,
    productBacklog: { ...data.productBacklog, stories: product, totalPoints: productPoints },
    sprintBacklogs,
    stats: { ...data.stats, productBacklogPoints: productPoints, plannedPoints: round(sprintBacklogs.reduce((total, backlog) => total + backlog.totalPoints, 0)) },
  };
}

export type CapacityState = 'unknown' | 'under' | 'full' | 'over';

/** A sprint's planned points against the team's velocity (points per sprint): 90 % or more is full, more is over. */
export function capacity(plannedPoints: number, velocity: number | null): { state: CapacityState; percent: number | null; label: string } {
  if (velocity === null || velocity <= 0) return { state: 'unknown', percent: null, label: `${plannedPoints} pts planned (no velocity yet)` };
  const percent = Math.round((plannedPoints / velocity) * 100);
  const state: CapacityState = percent > 100 ? 'over' : percent >= 90 ? 'full' : 'under';
  return { state, percent, label: `${plannedPoints} of ${velocity} pts capacity (${percent}%)` };
}

export const MOVE_FAILED_MESSAGE = 'Failed to move story';
export const CREATE_FAILED_MESSAGE = 'Failed to create story';
export const POINTS_FAILED_MESSAGE = 'Failed to save story points';
export const movedMessage = (subject: string, target: string) => `Story "${subject}" moved to ${target}`;
