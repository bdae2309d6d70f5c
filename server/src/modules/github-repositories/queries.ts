import type { Db } from '../../db/index.ts';

const COLUMNS = ['r.id', 'r.github_id', 'r.owner', 'r.name', 'r.full_name', 'r.html_url', 'r.private', 'r.github_created_at', 'r.backfilled_at', 'r.installation_removed_at', 'c.created_via_app', 'c.created_at as connected_at'] as const;

export type ConnectedRepository = Awaited<ReturnType<typeof connectedRepositories>>[number];

export const connectedRepositories = (db: Db, projectId: number) =>
  db
    .selectFrom('github_project_repositories as c')
    .innerJoin('github_repositories as r', 'r.id', 'c.repository_id')
    .select(COLUMNS)
    .where('c.project_id', '=', projectId)
    .orderBy('r.full_name')
    .execute();

export const connectedRepository = (db: Db, projectId: number, repositoryId: number) =>
  db
    .selectFrom('github_project_repositories as c')
    .innerJoin('github_repositories as r', 'r.id', 'c.repository_id')
    .select(COLUMNS)
    .where('c.project_id', '=', projectId)
    .where('c.repository_id', '=', repositoryId)
    .executeTakeFirst();

export const findRepository = (db: Db, id: number) => db.selectFrom('github_repositories').selectAll().where('id', '=', id).executeTakeFirst();

export const projectsOfRepository = (db: Db, repositoryId: number) =>
  db.selectFrom('github_project_repositories').select('project_id').where('repository_id', '=', repositoryId).execute();

export const disconnect = async (db: Db, projectId: number, repositoryId: number) =>
  Number((await db.deleteFrom('github_project_repositories').where('project_id', '=', projectId).where('repository_id', '=', repositoryId).executeTakeFirst()).numDeletedRows) > 0;
