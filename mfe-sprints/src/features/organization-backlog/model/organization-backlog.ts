// How the organization's backlogs read: the totals of one project and of them all, and the way into a project's
// Backlog view.
import { paths } from '@tessera/shared';
import type { OrganizationBacklogs, ProjectBacklogs } from '../api/organization-backlog-api';

export const ORGANIZATION_BACKLOGS_TITLE = 'Backlogs';
export const LOADING_ORGANIZATION_BACKLOGS = 'Loading backlogs…';
export const ORGANIZATION_BACKLOGS_ERROR_TITLE = 'Failed to load the backlogs';
export const NO_BACKLOGS_TITLE = 'No backlogs to show';
export const NO_BACKLOGS_HINT = 'Backlogs are listed for the projects where you can see work packages and the Sprints module is on.';
/** The server reads the first 30 projects by name (spec 002 section 9). */
export const ORGANIZATION_PROJECTS_LIMIT = 30;
/** Projects per page of the list, and stories shown per backlog (the rest are counted). */
export const PROJECTS_PER_PAGE = 10;
export const STORIES_SHOWN = 5;

/** The Scrum area's Backlog view of a project (?view=scrum&scrum=backlog). */
export const projectBacklogPath = (projectId: number) => `${paths.projectView(projectId, 'scrum')}&scrum=backlog`;

const round = (value: number) => Math.round(value * 100) / 100;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export interface ProjectTotals {
  productStories: number;
  productPoints: number;
  openSprints: number;
  sprintStories: number;
  plannedPoints: number;
  completedPoints: number;
}

export function projectTotals(entry: ProjectBacklogs): ProjectTotals {
  return {
    productStories: entry.productBacklog.total,
    productPoints: round(entry.productBacklog.totalPoints),
    openSprints: entry.sprintBacklogs.length,
    sprintStories: entry.sprintBacklogs.reduce((sum, backlog) => sum + backlog.total, 0),
    plannedPoints: round(entry.sprintBacklogs.reduce((sum, backlog) => sum + backlog.totalPoints, 0)),
    completedPoints: round(entry.sprintBacklogs.reduce((sum, backlog) => sum + backlog.completedPoints, 0)),
  };
}

/** "3 projects · 42 stories (120 pts) in product backlogs · 18 pts planned in 4 open sprints": the page's summary. */
export function organizationSummary(data: OrganizationBacklogs): string {
  const all = data.projects.map(projectTotals);
  const sum = (pick: (totals: ProjectTotals) => number) => round(all.reduce((total, totals) => total + pick(totals), 0));
  const sprints = sum((totals) => totals.openSprints);
  return [
    plural(data.projects.length, 'project'),
    `${storyCount(sum((totals) => totals.productStories))} (${sum((totals) => totals.productPoints)} pts) in product backlogs`,
    `${sum((totals) => totals.plannedPoints)} pts planned in ${plural(sprints, 'open sprint')}`,
  ].join(' · ');
}

export const storyCount = (count: number) => (count === 1 ? '1 story' : `${count} stories`);

/** A story's points as the compact lists show them: none when it has no estimate yet. */
export const pointsLabel = (points: number | null) => (points === null ? '' : points === 1 ? '1 pt' : `${points} pts`);

/** "5 pts planned in 2 open sprints · 3 done", or that there is no open sprint. */
export function sprintPlanLabel(totals: Pick<ProjectTotals, 'openSprints' | 'plannedPoints' | 'completedPoints'>): string {
  if (totals.openSprints === 0) return 'no open sprint';
  return `${totals.plannedPoints} pts planned in ${plural(totals.openSprints, 'open sprint')} · ${totals.completedPoints} done`;
}

/** "+3 more" under a backlog that shows fewer stories than it has; null when all are shown. */
export function moreStories(shown: number, total: number): string | null {
  return total > shown ? `+${total - shown} more` : null;
}
