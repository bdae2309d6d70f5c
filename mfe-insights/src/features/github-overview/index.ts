// The project's GitHub view (spec 003 §2-9): repositories, figures, charts, from GET /projects/{id}/github/stats.
export { GithubOverview } from './ui/GithubOverview';
export { GITHUB_TEXT } from './model/github-constants';
