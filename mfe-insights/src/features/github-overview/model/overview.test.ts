import type { GithubRepositoryHal } from '../api/github-overview-api';
import { repositoryCards } from './overview';

const listed = (id: number, installationRemovedAt: string | null): GithubRepositoryHal => ({
  _type: 'GithubRepository', id, githubId: 100 + id, name: `repo-${id}`, fullName: `acme/repo-${id}`, htmlUrl: `https://github.com/acme/repo-${id}`, private: false,
  createdAt: null, connectedAt: '2026-03-01T00:00:00Z', createdViaApp: false, backfilledAt: null, installationRemovedAt,
  _links: { self: { href: `/api/v3/projects/5/github/repositories/${id}` }, delete: { href: `/api/v3/projects/5/github/repositories/${id}`, method: 'delete' } },
});

describe('repositoryCards', () => {
  it('takes the installation state of a repository the figures do not include yet from the repository list', () => {
    const cards = repositoryCards(undefined, [listed(1, '2026-02-28T00:00:00Z'), listed(2, null)]);
    expect(cards.map((card) => [card.fullName, card.installationRemovedAt, card.removable])).toEqual([
      ['acme/repo-1', '2026-02-28T00:00:00Z', true],
      ['acme/repo-2', null, true],
    ]);
  });
});
