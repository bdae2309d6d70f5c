// The authorisation matrix: every registered route and method (read from the route table as the app registers it) x
// six callers, against the objects of a private project. Invisible objects answer 404, visible but forbidden writes
// 403, anonymous callers 401, and no answer ever shows a caller something they may not see (each object carries a
// marker, and every body is searched for the markers its caller may not see). A route without a fixture below fails
// the test: a new module adds its routes here.
import { ApiWorld, CALLERS, type Caller } from './api-world.ts';
import { FIXTURES, type Fixture } from './route-fixtures.ts';

let world: ApiWorld;

// ---------------------------------------------------------------------------------------------------------------

beforeAll(async () => {
  world = await ApiWorld.create();
}, 120_000);
afterAll(async () => {
  await world?.close();
});

/** Fastify answers HEAD with the GET route's handler and hooks: a HEAD route shares its GET's fixture. */
const fixtureKey = (route: { method: string; url: string }) => `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;

test('every registered route has a fixture (a new route must add one here)', () => {
  expect(world.routes.length).toBeGreaterThan(100);
  const missing = [...new Set(world.routes.map(fixtureKey))].filter((key) => !FIXTURES[key]);
  expect(missing).toEqual([]);
});

/** One request of the matrix: the problems it shows (a wrong status, a marker the caller may not see). */
async function check(route: { method: string; url: string }, fixture: Fixture, caller: Caller): Promise<string[]> {
  const expected = caller === 'anonymous' ? (fixture.public ? fixture.expect.nonMember : 401) : fixture.expect[caller];
  if (expected === undefined) return [`${route.method} ${route.url}: no expectation for ${caller}`];
  const allowed = [expected].flat();
  const url = fixture.disposable && route.method === 'DELETE' && allowed.some((status) => status < 300) ? await fixture.disposable(world, caller) : fixture.url(world);
  const answer = fixture.stream ? await world.callStream(caller, route.method, url) : await world.call(caller, route.method, url, fixture.body?.(world), { file: fixture.file });
  const where = `${route.method} ${url} as ${caller}`;
  const problems = allowed.includes(answer.status) ? [] : [`${where}: expected ${allowed.join(' or ')}, got ${answer.status} ${answer.body.slice(0, 200)}`];
  for (const marker of world.markers) {
    if (!marker.visibleTo.includes(caller) && answer.body.includes(marker.text)) problems.push(`${where}: leaks ${marker.text}`);
  }
  return problems;
}

test('every route x every caller: 401 anonymous, 404 invisible, 403 forbidden, nothing leaks', async () => {
  const problems: string[] = [];
  for (const route of world.routes) {
    const fixture = FIXTURES[fixtureKey(route)];
    if (!fixture) continue; // reported by the test above
    if (route.method === 'GET' || route.method === 'HEAD') {
      // Reads change nothing: the callers ask at once.
      problems.push(...(await Promise.all(CALLERS.map((caller) => check(route, fixture, caller)))).flat());
    } else {
      // Writes in order: a caller's allowed write may be what the next one meets (a rate for that day exists).
      for (const caller of CALLERS) problems.push(...(await check(route, fixture, caller)));
    }
  }
  expect(problems).toEqual([]);
}, 120_000);

test('collections list the private project\'s objects to those who see them', async () => {
  // The other half of "collections must not list foreign objects": the markers are really there for its members.
  const listed = async (caller: Caller, url: string, text: string) => (await world.call(caller, 'GET', url)).body.includes(text);
  const lists: [string, string][] = [
    ['/api/v3/projects?pageSize=1000', world.names.project],
    ['/api/v3/work_packages?filters=[]&pageSize=1000', world.names.workPackage],
    ['/api/v3/time_entries?pageSize=1000', world.names.timeEntry],
    ['/api/v3/versions?pageSize=1000', world.names.version],
    ['/api/v3/memberships?pageSize=100', `"/api/v3/projects/${world.project}"`],
    ['/api/v3/time_entries/available_work_packages?pageSize=1000', world.names.workPackage],
  ];
  for (const [url, text] of lists) {
    expect(`${url}: ${await listed('member', url, text)}`).toBe(`${url}: true`);
    expect(`${url}: ${await listed('nonMember', url, text)}`).toBe(`${url}: false`);
  }
});
