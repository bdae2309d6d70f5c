// Types only: what mfe_docs exposes. The shell imports this with `import type`.
export interface ProjectDocumentsViewProps { projectId: number; projectName: string }
/** The document page reads its id and the way back from the route (/docs/:id?from=project&...): no props. */
export type DocumentPageProps = Record<string, never>;
/** Shared with me reads everything from the signed-in user: no props. */
export type SharedDocumentsPageProps = Record<string, never>;
