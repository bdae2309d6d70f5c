// A project's GitHub repositories (issue 17): connecting the organization's repositories, creating one through the app
// for a project without one (never deleting one on GitHub), removing connections, the backfill job that imports a
// connected one's pull requests, and the project and organization statistics.
import type { ServerModule } from '../module.ts';
import { githubRepositoryRoutes } from './routes.ts';
import { GITHUB_REPOSITORY_COMPONENTS } from './schemas.ts';

export const githubRepositoriesModule: ServerModule = { name: 'github-repositories', routes: githubRepositoryRoutes, schemas: GITHUB_REPOSITORY_COMPONENTS };
