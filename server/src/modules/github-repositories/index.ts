// A project's GitHub repositories (issue 17): connecting the organization's repositories (never creating or
// deleting one on GitHub here), removing connections, and the backfill job that imports a connected one's pull requests.
import type { ServerModule } from '../module.ts';
import { githubRepositoryRoutes } from './routes.ts';
import { GITHUB_REPOSITORY_COMPONENTS } from './schemas.ts';

export const githubRepositoriesModule: ServerModule = { name: 'github-repositories', routes: githubRepositoryRoutes, schemas: GITHUB_REPOSITORY_COMPONENTS };
