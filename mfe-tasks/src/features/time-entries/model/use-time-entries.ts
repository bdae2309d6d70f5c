// The card's data: a task's time entries (stale 120 s, kept 300 s, 2 retries), and the two writes, applied to the
// cached lists at once and rolled back when the server refuses (spec 001 section 4).
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isClientError } from '@tessera/shared';
import {
  createTimeEntry,
  fetchActivities,
  fetchAvailableProjects,
  fetchAvailableWorkPackages,
  fetchTimeEntries,
  updateTimeEntryHours,
  type NewTimeEntry,
  type SpentOnRange,
  type TimeEntriesPage,
  type TimeEntry,
} from '../api/time-entries-api';
import { rangeOfKey, withEntryAdded, withEntryReplaced } from './time-entries-cache';
import { timeEntryKeys } from './time-entry-keys';
import { TIME_ENTRIES_GC_MS, TIME_ENTRIES_RETRIES, TIME_ENTRIES_STALE_MS } from './time-entries-constants';

/** Up to 2 retries; a refusal (4xx) fails at once. */
export const timeEntriesRetry = (failureCount: number, error: unknown) => !isClientError(error) && failureCount < TIME_ENTRIES_RETRIES;

export function useTimeEntries(workPackageId: number, range: SpentOnRange) {
  return useQuery({
    queryKey: timeEntryKeys.list(workPackageId, range),
    queryFn: ({ signal }) => fetchTimeEntries(workPackageId, range, signal),
    // Another date range keeps the entries shown until its own arrive.
    placeholderData: (previous) => previous,
    staleTime: TIME_ENTRIES_STALE_MS,
    gcTime: TIME_ENTRIES_GC_MS,
    retry: timeEntriesRetry,
  });
}

const CHOICES = { staleTime: TIME_ENTRIES_STALE_MS, gcTime: TIME_ENTRIES_GC_MS, retry: timeEntriesRetry };

export function useAvailableProjects(enabled: boolean) {
  return useQuery({ queryKey: timeEntryKeys.availableProjects, queryFn: ({ signal }) => fetchAvailableProjects(signal), enabled, ...CHOICES });
}

export function useAvailableWorkPackages(projectId: number | undefined) {
  return useQuery({
    queryKey: timeEntryKeys.workPackages(projectId ?? 0),
    queryFn: ({ signal }) => fetchAvailableWorkPackages(projectId!, signal),
    enabled: projectId !== undefined,
    ...CHOICES,
  });
}

export function useActivities(projectId: number | undefined) {
  return useQuery({
    queryKey: timeEntryKeys.activities(projectId ?? 0),
    queryFn: ({ signal }) => fetchActivities(projectId!, signal),
    enabled: projectId !== undefined,
    ...CHOICES,
  });
}

type Snapshot = [QueryKey, TimeEntriesPage | undefined][];

/** Applies a change to every cached list of a task's entries, returning what they held before (for a rollback). */
async function changeLists(queryClient: QueryClient, workPackageId: number, change: (page: TimeEntriesPage, key: QueryKey) => TimeEntriesPage): Promise<Snapshot> {
  const prefix = timeEntryKeys.ofTask(workPackageId);
  // A list loading now would overwrite the change with what the server had before it.
  await queryClient.cancelQueries({ queryKey: prefix });
  const snapshot = queryClient.getQueriesData<TimeEntriesPage>({ queryKey: prefix });
  for (const [key, page] of snapshot) if (page) queryClient.setQueryData<TimeEntriesPage>(key, change(page, key));
  return snapshot;
}

function restore(queryClient: QueryClient, snapshot: Snapshot | undefined): void {
  for (const [key, page] of snapshot ?? []) queryClient.setQueryData(key, page);
}

/** Inline hours edit: the new hours show at once; the server's copy replaces them, or the old ones come back. */
export function useUpdateHours(workPackageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, hours }: { entry: TimeEntry; hours: number }) => updateTimeEntryHours(entry.id, hours),
    onMutate: async ({ entry, hours }) => ({
      snapshot: await changeLists(queryClient, workPackageId, (page, key) => withEntryReplaced(page, entry.id, { ...entry, hours }, rangeOfKey(key))),
    }),
    onError: (_error, _variables, context) => restore(queryClient, context?.snapshot),
    onSuccess: (saved, { entry }) => {
      for (const [key, page] of queryClient.getQueriesData<TimeEntriesPage>({ queryKey: timeEntryKeys.ofTask(workPackageId) })) {
        if (page) queryClient.setQueryData<TimeEntriesPage>(key, withEntryReplaced(page, entry.id, saved, rangeOfKey(key)));
      }
    },
  });
}

let temporaryIds = 0;

/**
 * Logging time: the entry shows in its task's lists at once (a temporary, not yet editable copy), is replaced by the
 * server's, or taken away again when the server refuses.
 */
export function useLogTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry }: { entry: NewTimeEntry; preview: Omit<TimeEntry, 'id'> }) => createTimeEntry(entry),
    onMutate: async ({ entry, preview }) => {
      if (entry.workPackageId === null) return { snapshot: undefined, temporaryId: 0 };
      const temporaryId = -(++temporaryIds);
      const snapshot = await changeLists(queryClient, entry.workPackageId, (page, key) => withEntryAdded(page, { ...preview, id: temporaryId }, rangeOfKey(key)));
      return { snapshot, temporaryId };
    },
    onError: (_error, _variables, context) => restore(queryClient, context?.snapshot),
    onSuccess: (saved, { entry }, context) => {
      if (entry.workPackageId === null) return;
      for (const [key, page] of queryClient.getQueriesData<TimeEntriesPage>({ queryKey: timeEntryKeys.ofTask(entry.workPackageId) })) {
        if (page) queryClient.setQueryData<TimeEntriesPage>(key, withEntryReplaced(page, context.temporaryId, saved, rangeOfKey(key)));
      }
    },
  });
}
