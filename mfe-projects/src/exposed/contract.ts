// Types only: what mfe_projects exposes. The shell imports this with `import type`.
export type ProjectsPageProps = Record<string, never>;

