// The forum page's filters: search, sort, category, status and author, in the address (a link keeps them); sort and
// category are also remembered across visits (localStorage), as the spec's client kept them.
import { useSearchParams } from '@tessera/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TopicSort, TopicStatus } from '../../../entities/forum';

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

export const TOPIC_STATUS_OPTIONS: ReadonlyArray<{ value: TopicStatus; label: string }> = [
  { value: 'all', label: 'All topics' },
  { value: 'open', label: 'Open' },
  { value: 'locked', label: 'Locked' },
  { value: 'pinned', label: 'Pinned' },
  { value: 'unread', label: 'Unread' },
  { value: 'followed', label: 'Followed' },
];

/** Anyone, the signed-in user ('me': a bookmarked link keeps meaning "mine"), or a user id. */
export type TopicAuthorFilter = 'all' | 'me' | number;

export interface TopicListFilters {
  q: string;
  sortBy: TopicSort;
  categoryId: number | null;
  status: TopicStatus;
  author: TopicAuthorFilter;
}

/** The address's search parameters of each filter: a link to the forum keeps them. */
export const TOPIC_FILTER_PARAMS = { q: 'q', sortBy: 'sort', categoryId: 'category', status: 'status', author: 'author' } as const;

const positiveId = (value: string | null): number | null => (value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * The filters an address asks for. Sort and category fall back to the remembered choice (spec 003 section 3: kept in
 * the browser); a value the list does not know is ignored.
 */
export function filtersFromSearch(params: URLSearchParams, remembered: { sortBy: TopicSort; categoryId: number | null }): TopicListFilters {
  const sort = params.get(TOPIC_FILTER_PARAMS.sortBy);
  const status = params.get(TOPIC_FILTER_PARAMS.status);
  const author = params.get(TOPIC_FILTER_PARAMS.author);
  const category = params.get(TOPIC_FILTER_PARAMS.categoryId);
  return {
    q: params.get(TOPIC_FILTER_PARAMS.q) ?? '',
    sortBy: TOPIC_SORT_OPTIONS.find((option) => option.value === sort)?.value ?? remembered.sortBy,
    categoryId: category === null ? remembered.categoryId : positiveId(category),
    status: TOPIC_STATUS_OPTIONS.find((option) => option.value === status)?.value ?? 'all',
    author: author === 'me' ? 'me' : (positiveId(author) ?? 'all'),
  };
}

/** The address's search parameters with these filters (defaults left out); other parameters stay. */
export function searchWithFilters(params: URLSearchParams, filters: TopicListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  put(TOPIC_FILTER_PARAMS.q, filters.q.trim() || null);
  put(TOPIC_FILTER_PARAMS.sortBy, filters.sortBy === 'latest' ? null : filters.sortBy);
  put(TOPIC_FILTER_PARAMS.categoryId, filters.categoryId === null ? null : String(filters.categoryId));
  put(TOPIC_FILTER_PARAMS.status, filters.status === 'all' ? null : filters.status);
  put(TOPIC_FILTER_PARAMS.author, filters.author === 'all' ? null : String(filters.author));
  return next;
}

/** The forum page's filters, read from and written to the address (replacing its entry: Back leaves the forum). */
export function useTopicListFilters() {
  const [params, setParams] = useSearchParams();
  const remembered = useTopicFilters();
  const filters = filtersFromSearch(params, remembered);
  const update = (changes: Partial<TopicListFilters>) => {
    if (changes.sortBy !== undefined) remembered.setSortBy(changes.sortBy);
    if (changes.categoryId !== undefined) remembered.setCategoryId(changes.categoryId);
    setParams((current) => searchWithFilters(current, { ...filtersFromSearch(current, remembered), ...changes }), { replace: true });
  };
  return { filters, update, search: params.toString() };
}
