// The one QueryClient of the suite. @tessera/shared is a federation singleton, so the shell and every
// remote share this instance (and its cache): a task created in one remote refreshes counts in another.
import { QueryClient } from '@tanstack/react-query';
import { queryRetry, retryDelay } from '../api/retry';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: queryRetry, retryDelay, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
