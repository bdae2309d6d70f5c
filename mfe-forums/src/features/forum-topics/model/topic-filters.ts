// The forum page's sort and category, kept across visits (localStorage), as the spec's client kept them.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TopicSort } from '../../../entities/forum';

export const TOPIC_SORT_OPTIONS: ReadonlyArray<{ value: TopicSort; label: string }> = [
  { value: 'latest', label: 'Latest first' },
  { value: 'popular', label: 'Most popular' },
  { value: 'unanswered', label: 'Unanswered' },
  { value: 'views', label: 'Most viewed' },
];

interface TopicFiltersState {
  sortBy: TopicSort;
  categoryId: number | null;
  setSortBy: (sortBy: TopicSort) => void;
  setCategoryId: (categoryId: number | null) => void;
}

export const useTopicFilters = create<TopicFiltersState>()(
  persist(
    (set) => ({
      sortBy: 'latest',
      categoryId: null,
      setSortBy: (sortBy) => set({ sortBy }),
      setCategoryId: (categoryId) => set({ categoryId }),
    }),
    { name: 'tessera.forums.topicFilters', storage: createJSONStorage(() => localStorage) },
  ),
);
