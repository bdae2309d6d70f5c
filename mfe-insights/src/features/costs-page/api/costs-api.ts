// The costs page's calls (server: modules/costs, modules/budgets' finance settings; the filter options from the
// activities, cost types and the project's memberships).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, elementsOf, queryRetry, retryDelay, type ApiSchemas, type CostTypeHal, type HalCollection, type MembershipHal, type TimeEntriesActivityHal } from '@tessera/shared';
import { budgetKeys } from '../../costs-card';
import { costsParams, type CostsQuery } from '../model/costs-query';

export type CostsReportHal = ApiSchemas['schemas']['CostsReport'];
export type FinanceSettingsHal = ApiSchemas['schemas']['FinanceSettings'];

export const costsKeys = {
  report: (projectId: number, query: CostsQuery) => ['costs', projectId, 'report', query] as const,
  all: (projectId: number) => ['costs', projectId] as const,
  settings: (projectId: number) => ['costs', projectId, 'settings'] as const,
  options: (projectId: number) => ['costs', projectId, 'options'] as const,
};

export function useCostsReport(projectId: number, query: CostsQuery) {
  return useQuery({
    queryKey: costsKeys.report(projectId, query),
    queryFn: ({ signal }) => api.get<CostsReportHal>(`/projects/${projectId}/costs`, { query: costsParams(query), signal }),
    placeholderData: keepPreviousData,
    retry: queryRetry,
    retryDelay,
  });
}

export interface FilterOption {
  value: number;
  label: string;
}

const idOf = (href: string | null | undefined) => Number(href?.split('/').pop());

/** Users (the project's members), activities and cost types for the filters: three reads, once per project. */
export function useFilterOptions(projectId: number) {
  return useQuery({
    queryKey: costsKeys.options(projectId),
    queryFn: async ({ signal }) => {
      const [members, activities, costTypes] = await Promise.all([
        api.get<HalCollection<MembershipHal>>(`/projects/${projectId}/memberships`, { query: { pageSize: 500 }, signal }),
        api.get<HalCollection<TimeEntriesActivityHal>>('/time_entries/activities', { signal }),
        api.get<HalCollection<CostTypeHal>>('/cost_types', { signal }),
      ]);
      const users: FilterOption[] = elementsOf(members)
        .map((membership) => membership._links.principal as { href: string | null; title?: string } | undefined)
        .filter((principal): principal is { href: string; title?: string } => Boolean(principal?.href?.includes('/users/')))
        .map((principal) => ({ value: idOf(principal.href), label: principal.title ?? principal.href }));
      return {
        users,
        activities: elementsOf(activities).map((activity) => ({ value: activity.id, label: activity.name })),
        costTypes: elementsOf(costTypes).map((costType) => ({ value: costType.id, label: costType.name })),
      };
    },
    staleTime: 5 * 60_000,
    retry: queryRetry,
    retryDelay,
  });
}

export function useFinanceSettings(projectId: number) {
  return useQuery({
    queryKey: costsKeys.settings(projectId),
    queryFn: ({ signal }) => api.get<FinanceSettingsHal>(`/projects/${projectId}/finance_settings`, { signal }),
    retry: queryRetry,
    retryDelay,
  });
}

export interface FinanceSettingsInput {
  currency: string;
  locale: string;
  defaultHourlyRate: number;
}

/** Saving the settings changes every amount's format and the labour costs: the reports and the card reload. */
export function useSaveFinanceSettings(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FinanceSettingsInput) => api.patch<FinanceSettingsHal>(`/projects/${projectId}/finance_settings`, input),
    onSuccess: async (settings) => {
      client.setQueryData(costsKeys.settings(projectId), settings);
      await Promise.all([client.invalidateQueries({ queryKey: ['costs', projectId, 'report'] }), client.invalidateQueries({ queryKey: budgetKeys.budget(projectId) })]);
    },
  });
}
