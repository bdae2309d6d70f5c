// The states of a statistics query in one place: loading, an automatic retry under way (network failures are
// retried after 30 s, spec 002 section 4) with a 'Retry now', a failure with Retry, or the data.
import type { ReactNode } from 'react';
import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, errorMessage, PageError, Skeleton } from '@tessera/shared';
import { STATS_NETWORK_RETRY_DELAY_MS } from '../api/stats-retry';

export const retryingMessage = (title: string, reason: string) =>
  `${title}: ${reason} Retrying automatically in ${Math.round(STATS_NETWORK_RETRY_DELAY_MS / 1000)} seconds.`;

export interface QueryStateProps<T> {
  query: UseQueryResult<T, unknown>;
  /** The query's key: 'Retry now' replaces a retry that is waiting. */
  queryKey: QueryKey;
  /** Names what failed ('Failed to load statistics'). */
  errorTitle: string;
  /** The message under the title, when the error's own message should not be shown. */
  errorMessage?: (error: unknown) => ReactNode;
  children: (data: T) => ReactNode;
  loading?: ReactNode;
}

export function QueryState<T>({ query, queryKey, errorTitle, errorMessage: describe, children, loading }: QueryStateProps<T>) {
  const queryClient = useQueryClient();
  // Read every field up front: React Query re-renders only for the fields a render read, and this element may be
  // rendered later (an inactive tab) from the result of an earlier render.
  const { data, isError, error, failureReason } = query;
  if (data !== undefined) return <>{children(data)}</>;
  if (isError) {
    return <PageError status="warning" title={errorTitle} message={describe ? describe(error) : errorMessage(error)} onRetry={() => void query.refetch()} />;
  }
  if (failureReason) {
    return (
      <Alert
        type="warning"
        showIcon
        title={retryingMessage(errorTitle, errorMessage(failureReason))}
        // A refetch would join the waiting retry; a reset drops it and asks again at once.
        action={<Button size="small" onClick={() => void queryClient.resetQueries({ queryKey, exact: true })}>Retry now</Button>}
        data-testid="query-retrying"
      />
    );
  }
  return <>{loading ?? <Skeleton active paragraph={{ rows: 4 }} />}</>;
}
