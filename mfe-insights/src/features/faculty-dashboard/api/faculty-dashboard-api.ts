// The faculty dashboard's calls (server: modules/faculty-dashboard, docs/api.md 'Faculty dashboard'): every section
// in one comprehensive answer (spec 002 §9: stale after 300 s, refetched every 900 s), the trends with their own
// period and duration, and the CSV / XLSX export downloaded as a file.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiErrorFromResponse, apiUrl, queryRetry, retryDelay, type ApiSchemas } from '@tessera/shared';
import { COMPREHENSIVE_REFETCH_MS, COMPREHENSIVE_STALE_MS, type Period } from '../model/faculty';

type Schemas = ApiSchemas['schemas'];
export type ComprehensiveHal = Schemas['FacultyComprehensive'];
export type TrendsHal = Schemas['FacultyTrends'];
export type ExportFormat = 'csv' | 'xlsx';

const BASE = '/dashboard/faculty';
export const facultyDashboardKeys = {
  all: ['facultyDashboard'] as const,
  comprehensive: () => ['facultyDashboard', 'comprehensive'] as const,
  trends: (period: Period, duration: number) => ['facultyDashboard', 'trends', period, duration] as const,
};

export function useComprehensive() {
  return useQuery({
    queryKey: facultyDashboardKeys.comprehensive(),
    queryFn: ({ signal }) => api.get<ComprehensiveHal>(`${BASE}/comprehensive`, { signal }),
    staleTime: COMPREHENSIVE_STALE_MS,
    refetchInterval: COMPREHENSIVE_REFETCH_MS,
    refetchIntervalInBackground: false,
    retry: queryRetry,
    retryDelay,
  });
}

export function useFacultyTrends(period: Period, duration: number) {
  return useQuery({
    queryKey: facultyDashboardKeys.trends(period, duration),
    queryFn: ({ signal }) => api.get<TrendsHal>(`${BASE}/trends?period=${period}&duration=${duration}`, { signal }),
    staleTime: COMPREHENSIVE_STALE_MS,
    placeholderData: keepPreviousData,
    retry: queryRetry,
    retryDelay,
  });
}

export const exportUrl = (format: ExportFormat) => apiUrl(`${BASE}/export`, { format });

/** Downloads the export under the server's file name; a refused export arrives as an API error. */
export async function downloadFacultyExport(format: ExportFormat): Promise<string> {
  const response = await fetch(exportUrl(format), { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (!response.ok) throw apiErrorFromResponse(response.status, await response.text());
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `faculty-dashboard.${format}`;
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
