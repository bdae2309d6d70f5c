// Every route documents what it answers on success: a response schema for each success status it gives, so the
// OpenAPI document types the whole API (shared/src/api/generated is generated from it). A new route without one
// fails here. That the answers match their schemas is checked on every request the server tests make (test/response-check.ts).
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import { testConfig } from './helpers.ts';
import { FIXTURES } from './route-fixtures.ts';

interface RouteEntry {
  method: string;
  url: string;
  responses: string[];
}

let app: FastifyInstance;
const routes: RouteEntry[] = [];

beforeAll(async () => {
  app = await buildApp(testConfig(), {
    logger: false,
    onRoute: (route: RouteOptions) => {
      const schema = route.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
      if (schema?.hide) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, responses: Object.keys(schema?.response ?? {}) });
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const isSuccess = (status: number | string) => /^[23]\d\d$/.test(String(status));

test('every route has a response schema for a success status', () => {
  expect(routes.length).toBeGreaterThan(100);
  const without = routes.filter((route) => !route.responses.some(isSuccess)).map((route) => `${route.method} ${route.url}`);
  expect(without).toEqual([]);
});

test("every success status a route gives (the authorisation matrix's expectations) has its response schema", () => {
  const missing: string[] = [];
  for (const route of routes) {
    const fixture = FIXTURES[`${route.method} ${route.url}`];
    if (!fixture) continue; // the authorisation matrix fails for a route without a fixture
    const statuses = new Set(Object.values(fixture.expect).flat().filter(isSuccess).map(String));
    for (const status of statuses) if (!route.responses.includes(status)) missing.push(`${route.method} ${route.url} ${status}`);
  }
  expect(missing).toEqual([]);
});

test('the OpenAPI document gives every operation a success response, and names the resources clients read', async () => {
  const document = (await app.inject({ method: 'GET', url: '/api/v3/openapi.json' })).json();
  const operations = Object.entries(document.paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, responses: Object.keys(operation.responses ?? {}) })),
  );
  expect(operations.filter((operation) => !operation.responses.some(isSuccess)).map((operation) => operation.name)).toEqual([]);
  expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining([
    'WorkPackage', 'Version', 'Status', 'Burndown', 'SprintStatistics', 'ProjectSprintStatistics', 'Project', 'Membership', 'User', 'Group', 'Principal',
    'Role', 'JobStatus', 'JobStatusPayload', 'TimeEntry', 'TimeEntriesActivity', 'Activity', 'Attachment', 'EmojiReaction', 'CostEntry',
    'AggregatedCostEntry', 'CostType', 'HourlyRate', 'AccessToken',
  ]));
  expect(document.paths['/api/v3/work_packages/{id}'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/WorkPackage' });
});
