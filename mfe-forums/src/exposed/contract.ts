// Types only: what mfe_forums exposes. The shell imports this with `import type`.
export interface ProjectForumsViewProps { projectId: number }
