// Types only: what mfe_docs exposes. The shell imports this with `import type`.
export interface ProjectDocumentsViewProps { projectId: number; projectName: string }
