import { MAX_RECENT_SEARCHES, RECENT_SEARCHES_STORAGE_KEY, useRecentSearchesStore, withRecentSearch } from './recent-searches-store';

describe('withRecentSearch', () => {
  it('puts the newest search first', () => {
    expect(withRecentSearch(['b', 'a'], 'c')).toEqual(['c', 'b', 'a']);
  });

  it('moves a repeated search (any case) to the front instead of duplicating it', () => {
    expect(withRecentSearch(['b', 'Apollo', 'a'], ' apollo ')).toEqual(['apollo', 'b', 'a']);
  });

  it('keeps 10 entries at most, dropping the oldest', () => {
    let recent: string[] = [];
    for (let i = 1; i <= 12; i++) recent = withRecentSearch(recent, `q${i}`);
    expect(recent).toHaveLength(MAX_RECENT_SEARCHES);
    expect(recent[0]).toBe('q12');
    expect(recent[9]).toBe('q3');
  });

  it('ignores blank searches', () => {
    expect(withRecentSearch(['a'], '   ')).toEqual(['a']);
  });
});

describe('useRecentSearchesStore', () => {
  beforeEach(() => {
    localStorage.clear();
    useRecentSearchesStore.setState({ searches: [] });
  });

  it('caps the stored list at 10 and persists it in localStorage', () => {
    for (let i = 1; i <= 11; i++) useRecentSearchesStore.getState().addSearch(`search ${i}`);
    expect(useRecentSearchesStore.getState().searches).toHaveLength(10);
    const stored = JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '{}');
    expect(stored.state.searches).toHaveLength(10);
    expect(stored.state.searches[0]).toBe('search 11');
  });

  it('restores the persisted list', async () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify({ state: { searches: ['kept'] }, version: 1 }));
    await useRecentSearchesStore.persist.rehydrate();
    expect(useRecentSearchesStore.getState().searches).toEqual(['kept']);
  });

  it('clears the list', () => {
    useRecentSearchesStore.getState().addSearch('x');
    useRecentSearchesStore.getState().clearSearches();
    expect(useRecentSearchesStore.getState().searches).toEqual([]);
  });
});
