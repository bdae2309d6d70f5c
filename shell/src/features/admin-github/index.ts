// The GitHub administration page (/admin/github): how Tessera reaches GitHub (issue 17). Admins only.
export { GithubSettingsPage } from './ui/GithubSettingsPage';
export { GITHUB_MESSAGES } from './ui/messages';
