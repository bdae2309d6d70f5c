import { FUZZY_WEIGHT_FACTOR, SEARCH_WEIGHTS, scoreProject, searchProjects, type SearchableProject } from './search-projects';
import { parseSearchQuery } from './parse-search-query';

const project = (overrides: Partial<SearchableProject> & { id: number }): SearchableProject => ({
  name: 'Untitled',
  identifier: `p${overrides.id}`,
  description: '',
  parentName: null,
  ...overrides,
});

const score = (p: SearchableProject, query: string) => scoreProject(p, parseSearchQuery(query));

describe('scoring weights', () => {
  it('gives an exact name 100 + contains 50 + starts with 25', () => {
    expect(score(project({ id: 1, name: 'Apollo' }), 'apollo')).toBe(100 + 50 + 25);
  });

  it('gives a name that starts with the term 50 + 25', () => {
    expect(score(project({ id: 1, name: 'Apollo Mission' }), 'apollo')).toBe(SEARCH_WEIGHTS.nameContains + SEARCH_WEIGHTS.nameStartsWith);
  });

  it('gives a name that contains the term 50', () => {
    expect(score(project({ id: 1, name: 'The Apollo Mission' }), 'apollo')).toBe(SEARCH_WEIGHTS.nameContains);
  });

  it('gives the identifier 30, the parent name 15 and the description 10', () => {
    expect(score(project({ id: 1, identifier: 'apollo_x' }), 'apollo')).toBe(30);
    expect(score(project({ id: 1, parentName: 'Apollo programme' }), 'apollo')).toBe(15);
    expect(score(project({ id: 1, description: 'Part of apollo' }), 'apollo')).toBe(10);
  });

  it('adds up every field a term matches, and every term', () => {
    const p = project({ id: 1, name: 'Apollo', identifier: 'apollo', description: 'apollo moon', parentName: 'Moon' });
    expect(score(p, 'apollo')).toBe(175 + 30 + 10);
    expect(score(p, 'apollo moon')).toBe(175 + 30 + 10 + 10 + 15);
  });

  it('scores a fuzzy hit at half the field weight', () => {
    expect(score(project({ id: 1, name: 'Apollo Mission' }), 'apolo')).toBe(SEARCH_WEIGHTS.nameContains * FUZZY_WEIGHT_FACTOR);
    expect(score(project({ id: 1, identifier: 'gemini' }), 'gemnii')).toBe(SEARCH_WEIGHTS.identifier * FUZZY_WEIGHT_FACTOR);
  });

  it('limits a fielded term to its field', () => {
    const p = project({ id: 7, name: 'Website', identifier: 'web', description: 'marketing site', parentName: 'Marketing' });
    expect(score(p, 'identifier:web')).toBe(30);
    expect(score(p, 'desc:marketing')).toBe(10);
    expect(score(p, 'parent:marketing')).toBe(15);
    expect(score(p, 'title:website')).toBe(175);
    expect(score(p, 'name:marketing')).toBeNull();
    expect(score(p, 'id:7')).toBe(0);
    expect(score(p, 'id:70')).toBeNull();
  });
});

describe('matching rules', () => {
  const apollo = project({ id: 1, name: 'Apollo', identifier: 'apollo', description: 'Moon landing programme' });
  const gemini = project({ id: 2, name: 'Gemini', identifier: 'gemini', description: 'Two-person flights', parentName: 'NASA' });
  const mercury = project({ id: 3, name: 'Mercury Seven', identifier: 'mercury', description: 'Legacy: first flights' });
  const all = [apollo, gemini, mercury];
  const names = (query: string) => searchProjects(all, query).projects.map((p) => p.name);

  it('requires every term to match', () => {
    expect(names('flights')).toEqual(['Gemini', 'Mercury Seven']);
    expect(names('flights legacy')).toEqual(['Mercury Seven']);
    expect(names('flights moon')).toEqual([]);
  });

  it('excludes projects matching a -term', () => {
    expect(names('flights -legacy')).toEqual(['Gemini']);
    expect(names('-parent:nasa')).toEqual(['Apollo', 'Mercury Seven']);
    expect(names('-"moon landing"')).toEqual(['Gemini', 'Mercury Seven']);
  });

  it('does not exclude on a fuzzy match', () => {
    expect(names('-apolo')).toEqual(['Apollo', 'Gemini', 'Mercury Seven']);
  });

  it('matches quoted phrases exactly, never fuzzily', () => {
    expect(names('"landing programme"')).toEqual(['Apollo']);
    expect(names('"programme landing"')).toEqual([]);
    expect(names('"apolo"')).toEqual([]);
  });

  it('finds typos with up to 2 edits on words of 3+ letters', () => {
    expect(names('apolo')).toEqual(['Apollo']);
    expect(names('gemnii')).toEqual(['Gemini']);
    expect(names('mercry')).toEqual(['Mercury Seven']);
    expect(names('mrcy')).toEqual([]); // 3 edits from mercury
  });

  it('does not fuzzy-match terms shorter than 3 letters', () => {
    expect(names('ap')).toEqual(['Apollo']);
    expect(names('zz')).toEqual([]);
  });

  it('is case-insensitive', () => {
    expect(names('GEMINI')).toEqual(['Gemini']);
  });

  it('sorts by score while searching, keeping the incoming order for ties', () => {
    const list = [
      project({ id: 1, name: 'Other', description: 'web stuff' }),
      project({ id: 2, name: 'Web' }),
      project({ id: 3, name: 'Company web' }),
      project({ id: 4, name: 'Website' }),
      project({ id: 5, name: 'Another', description: 'web too' }),
    ];
    expect(searchProjects(list, 'web').projects.map((p) => p.id)).toEqual([2, 4, 3, 1, 5]);
  });

  it('returns everything in the incoming order for an empty query', () => {
    const result = searchProjects([mercury, apollo], '   ');
    expect(result.isSearching).toBe(false);
    expect(result.projects.map((p) => p.id)).toEqual([3, 1]);
  });
});
