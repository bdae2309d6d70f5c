// The signed-in user's notifications (OpenProject's GET /notifications, read_ian): the unread count, the list, marking.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, elementsOf, filtersParam, type HalCollection, type NotificationHal } from '@tessera/shared';
import { mapNotification, type NotificationItem } from '../model/notification';

/** Notifications per page of the list; 'Show more' loads the next page. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** A count shown in the badge stays fresh this long between live events (a missed event heals within it). */
export const UNREAD_COUNT_STALE_MS = 60_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  list: ['notifications', 'list', NOTIFICATIONS_PAGE_SIZE] as const,
};

const UNREAD_FILTER = filtersParam([{ name: 'readIAN', operator: '=', values: [false] }]);

export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  const collection = await api.get<HalCollection<NotificationHal>>('/notifications', { query: { pageSize: 0, filters: UNREAD_FILTER }, signal });
  return collection.total;
}

export interface NotificationPage {
  items: NotificationItem[];
  total: number;
  page: number;
}

export async function fetchNotificationPage(page: number, signal?: AbortSignal): Promise<NotificationPage> {
  const collection = await api.get<HalCollection<NotificationHal>>('/notifications', { query: { offset: page, pageSize: NOTIFICATIONS_PAGE_SIZE }, signal });
  return { items: elementsOf(collection).map(mapNotification), total: collection.total, page };
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({ queryKey: notificationKeys.unreadCount, queryFn: ({ signal }) => fetchUnreadCount(signal), enabled, staleTime: UNREAD_COUNT_STALE_MS });
}

/** Newest first, a page at a time; fetched while the list is open. */
export function useNotificationList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) => fetchNotificationPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * NOTIFICATIONS_PAGE_SIZE < last.total ? last.page + 1 : undefined),
    enabled,
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<void>(`/notifications/${id}/read_ian`),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/notifications/read_ian'),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
