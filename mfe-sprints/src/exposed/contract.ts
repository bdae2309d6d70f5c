// Types only: what mfe_sprints exposes. The shell imports this with `import type`.
export interface ProjectSprintsViewProps { projectId: number }
export interface ProjectMilestonesViewProps { projectId: number }
/** The /backlogs page: the organization's backlogs (no props). */
export type OrganizationBacklogPageProps = Record<string, never>;
