// Types only: what mfe_insights exposes. The shell imports this with `import type`.
export interface ProjectFinanceViewProps { projectId: number }
export interface ProjectGithubViewProps { projectId: number }
