import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { queryClient } from '../src/query/query-client';
import { resetAuthStore } from '../src/auth/auth-store';

// antd renders slowly in jsdom, and CI machines are shared: give findBy/waitFor more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// Tests assert one answer per request: React Query's retries (1 s, 2 s, 4 s) would only slow failures down.
// A query that must retry under test sets `retry` itself; the policy is unit-tested in shared.
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retry: false },
});

// Every test starts with an empty cache and no signed-in user.
afterEach(() => {
  // Unmount first: a mounted tree would react to the reset below (e.g. start loading the user again).
  cleanup();
  queryClient.clear();
  resetAuthStore();
});
