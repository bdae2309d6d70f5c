// Recent searches, kept in this browser (spec 000 section 9: 10 entries, most recent first, no duplicates).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const MAX_RECENT_SEARCHES = 10;
export const RECENT_SEARCHES_STORAGE_KEY = 'tessera.projects.recent-searches';

/** Pure: the list after recording `query`. Blank queries change nothing; a repeat (any case) moves to the front. */
export function withRecentSearch(recent: readonly string[], query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return [...recent];
  const others = recent.filter((entry) => entry.toLowerCase() !== trimmed.toLowerCase());
  return [trimmed, ...others].slice(0, MAX_RECENT_SEARCHES);
}

interface RecentSearchesState {
  searches: string[];
  addSearch: (query: string) => void;
  removeSearch: (query: string) => void;
  clearSearches: () => void;
}

export const useRecentSearchesStore = create<RecentSearchesState>()(
  persist(
    (set) => ({
      searches: [],
      addSearch: (query) => set((state) => ({ searches: withRecentSearch(state.searches, query) })),
      removeSearch: (query) => set((state) => ({ searches: state.searches.filter((entry) => entry !== query) })),
      clearSearches: () => set({ searches: [] }),
    }),
    {
      name: RECENT_SEARCHES_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ searches: state.searches }),
      version: 1,
    },
  ),
);
