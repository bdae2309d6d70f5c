// The suite's `test`: Playwright's, with baseURL taken from the server the global setup started.
import { test as base, expect } from '@playwright/test';
import { E2E_ENV, requireEnv } from './repo';

export const test = base.extend({
  // Playwright reads a fixture's dependencies from this destructuring pattern, so it must stay (empty).
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(requireEnv(E2E_ENV.baseUrl));
  },
});

export { expect };
