// Query keys private to the sprints area. The versions list itself lives under the shared
// queryKeys.projectVersions(projectId) (tasks area and project settings read the same entry).
export const sprintKeys = {
  all: ['sprints'] as const,
  /** Everything of one project's sprint board (its tasks and statistics). */
  project: (projectId: number) => ['sprints', 'project', projectId] as const,
  /** SprintTask[]: every work package of the project, in board position order. */
  tasks: (projectId: number) => ['sprints', 'project', projectId, 'tasks'] as const,
  /** ProjectSprintStatistics of GET /projects/{id}/statistics. */
  projectStatistics: (projectId: number) => ['sprints', 'project', projectId, 'statistics'] as const,
  /** Prefix of every per-sprint query (statistics, burndown): what a work package change can affect. */
  sprints: ['sprints', 'sprint'] as const,
  /** Every query of one sprint (its statistics, its burndown). */
  sprint: (sprintId: number) => ['sprints', 'sprint', sprintId] as const,
  /** SprintStatistics of GET /sprints/{id}/statistics. */
  sprintStatistics: (sprintId: number) => ['sprints', 'sprint', sprintId, 'statistics'] as const,
  /** Burndown of GET /sprints/{id}/burndown. */
  burndown: (sprintId: number) => ['sprints', 'sprint', sprintId, 'burndown'] as const,
  /** WorkflowStatus[] of GET /statuses: global reference data. */
  statuses: ['sprints', 'statuses'] as const,
};
