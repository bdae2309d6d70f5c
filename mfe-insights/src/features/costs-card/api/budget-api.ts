// The project budget (server: modules/budgets): GET/PUT /projects/{id}/budget.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryRetry, retryDelay, type ApiSchemas } from '@tessera/shared';

export type BudgetHal = ApiSchemas['schemas']['Budget'];

export interface BudgetInput {
  plannedLabourCost: number;
  plannedMaterialCost: number;
  lockVersion: number;
}

export const budgetKeys = { budget: (projectId: number) => ['budget', projectId] as const };

export function useBudget(projectId: number) {
  return useQuery({
    queryKey: budgetKeys.budget(projectId),
    queryFn: ({ signal }) => api.get<BudgetHal>(`/projects/${projectId}/budget`, { signal }),
    retry: queryRetry,
    retryDelay,
  });
}

export function useSaveBudget(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BudgetInput) => api.put<BudgetHal>(`/projects/${projectId}/budget`, input),
    onSuccess: (budget) => client.setQueryData(budgetKeys.budget(projectId), budget),
  });
}
