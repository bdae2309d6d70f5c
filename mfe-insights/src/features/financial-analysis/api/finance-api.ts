// The Finance view's calls (server: modules/finance): summary, breakdown, trends, and the streamed export.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_BASE, apiErrorFromResponse, api, apiUrl, queryRetry, retryDelay, type ApiSchemas, type QueryParams } from '@tessera/shared';
import type { BreakdownBy, ExportFormat, Interval, PeriodSelection } from '../model/finance';
import { periodQuery } from '../model/finance';

export type FinanceSummaryHal = ApiSchemas['schemas']['FinanceSummary'];
export type FinanceBreakdownHal = ApiSchemas['schemas']['FinanceBreakdown'];
export type FinanceTrendsHal = ApiSchemas['schemas']['FinanceTrends'];
export type FinanceFigures = ApiSchemas['schemas']['FinanceFigures'];

const path = (projectId: number, part: string) => `/projects/${projectId}/finance/${part}`;

export const financeKeys = {
  all: (projectId: number) => ['finance', projectId] as const,
  part: (projectId: number, part: string, query: QueryParams) => ['finance', projectId, part, query] as const,
};

/** One part of the analysis; off while the custom range is incomplete or invalid (nothing to ask). */
function useFinancePart<T>(projectId: number, part: string, period: PeriodSelection, extra: QueryParams, enabled: boolean) {
  const query = { ...periodQuery(period), ...extra };
  return useQuery({
    queryKey: financeKeys.part(projectId, part, query),
    queryFn: ({ signal }) => api.get<T>(path(projectId, part), { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
    retry: queryRetry,
    retryDelay,
  });
}

export const useFinanceSummary = (projectId: number, period: PeriodSelection, enabled: boolean) =>
  useFinancePart<FinanceSummaryHal>(projectId, 'summary', period, {}, enabled);

export const useFinanceBreakdown = (projectId: number, period: PeriodSelection, by: BreakdownBy, page: number, pageSize: number, enabled: boolean) =>
  useFinancePart<FinanceBreakdownHal>(projectId, 'breakdown', period, { by, offset: page, pageSize }, enabled);

export const useFinanceTrends = (projectId: number, period: PeriodSelection, interval: Interval, enabled: boolean) =>
  useFinancePart<FinanceTrendsHal>(projectId, 'trends', period, { interval }, enabled);

export interface ExportRequest {
  projectId: number;
  period: PeriodSelection;
  format: ExportFormat;
  view: 'summary' | 'breakdown' | 'entries';
  by?: BreakdownBy;
  interval?: Interval;
}

export const exportUrl = ({ projectId, period, format, view, by, interval }: ExportRequest) =>
  apiUrl(`${API_BASE}/projects/${projectId}/finance/export`, { ...periodQuery(period), format, view, by, interval });

/**
 * Downloads an export: reads the streamed answer chunk by chunk (reporting the bytes so far), then hands the file to
 * the browser under the server's name. A refused export arrives as an API error (its message is shown).
 */
export async function downloadExport(request: ExportRequest, onProgress: (bytes: number) => void, signal?: AbortSignal): Promise<string> {
  const response = await fetch(exportUrl(request), { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' }, signal });
  if (!response.ok) throw apiErrorFromResponse(response.status, await response.text());
  const chunks: BlobPart[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      onProgress(bytes);
    }
  } else {
    chunks.push(await response.text());
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `finance.${request.format}`;
  const blob = new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' });
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
