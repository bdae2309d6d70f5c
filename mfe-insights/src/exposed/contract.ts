// Types only: what mfe_insights exposes. The shell imports this with `import type`.
export interface ProjectFinanceViewProps { projectId: number }
export interface ProjectGithubViewProps { projectId: number }
/** The /costs page reads its project from ?project= (no props). */
export type CostsPageProps = Record<string, never>;
/** The /admin page (admins only; it reads the signed-in user, no props). */
export type AdminDashboardPageProps = Record<string, never>;
/** The /faculty page (managers and admins; it reads the signed-in user, no props). */
export type FacultyDashboardPageProps = Record<string, never>;
