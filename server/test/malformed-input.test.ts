// Malformed input, property-based (fast-check): every write route gets bodies built from its own schema with wrong
// types, huge and NaN-like numbers, control characters, deep nesting and wrong link hrefs; every list gets odd
// offsets, page sizes, filters and sorts; every path parameter odd ids. Whatever comes in, the answer is never a 5xx.
// Seeded and bounded: FUZZ_SEED and FUZZ_RUNS (runs per route) reproduce or widen a run; a failure prints its seed.
import fc from 'fast-check';
import { ApiWorld, type Answer, type Caller, type RouteEntry } from './api-world.ts';
import { FIXTURES, STALE_LOCK_VERSION } from './route-fixtures.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_302);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

let world: ApiWorld;
beforeAll(async () => {
  world = await ApiWorld.create();
}, 120_000);
afterAll(async () => {
  await world?.close();
});

// ---------------------------------------------------------------------------------------------------------------
// Values

const NASTY_STRINGS = [
  '', ' ', 'NaN', 'Infinity', '-Infinity', '-0', '1e308', '1e999', '-1', '0', '99999999999999999999', '0x1F', '1.5', '1,5',
  'null', 'true', '[]', '{}', '%00', '\u0000', 'a\u0007b', '\u202etxt.exe', '\ud800', '\udfff\ud800', '💥', 'Ⅻ', '١٢٣',
  'x'.repeat(300), 'y'.repeat(70_000), '<script>alert(1)</script>', "'; drop table projects; --", '../../etc/passwd',
  '%', '_', '\\', '\\%_', '\t', '\r\n', 'me', 't', 'f',
];
const DATES = ['2026-03-02', '2026-02-30', '2026-13-01', '0000-01-01', '0001-01-01', '9999-12-31', '+010000-01-01', '-000001-01-01', '2026-3-2', '2026-03-02T10:00:00Z', '1970-01-01', '99999-01-01'];
const DURATIONS = ['PT1H', 'PT0S', 'P1D', 'P1W', 'PT1.5H', 'PT1,5H', '-PT1H', 'P', 'PT', 'P1Y', 'P99999999999999D', 'PT1e308H', 'PT99999999999999999999H', 'PT0.0000001S', '1:30'];
const NUMBERS = [0, -0, -1, 1, 0.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e21, 1e308, -1e308, 5e-324];
const COLLECTIONS = ['projects', 'work_packages', 'users', 'groups', 'roles', 'statuses', 'priorities', 'types', 'versions', 'time_entries/activities', 'cost_types', 'project_statuses', 'activities', 'attachments'];
const ODD_IDS = ['0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', 'abc', '', ' 1', '01', 'on_track', 'NaN'];

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(...DATES, ...DURATIONS) },
);
const number = fc.oneof(fc.constantFrom(...NUMBERS), fc.integer(), fc.double());
/** Ids of this world's objects (valid, foreign to some callers) and ids that cannot be. */
const someId = fc.oneof(
  fc.constantFrom(...ODD_IDS),
  fc.integer({ min: 1, max: 40 }).map(String),
  fc.constantFrom(() => world.project, () => world.workPackage, () => world.users.member).map((id) => String(id())),
);
const href = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...COLLECTIONS), someId).map(([collection, id]) => `/api/v3/${collection}/${id}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      null,
      '',
      'urn:openproject-org:api:v3:undisclosed',
      'http://evil.example/api/v3/projects/1',
      '/api/v3/projects/1/../2',
      '/api/v3/projects/1?x=1',
      '/api/v3/projects/1/',
      '/api/v3/projects',
      'javascript:alert(1)',
    ),
  },
  { weight: 1, arbitrary: nastyString },
);
const text = fc.oneof(nastyString, fc.constantFrom('<p></p>', '<b>bold</b>', '**x**', 'line\nline', 'a'.repeat(1001)));

/** A value nested `depth` levels deep, as an object or an array. */
const deep = fc.tuple(fc.integer({ min: 30, max: 3000 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { raw: value };
  return value;
});
const anyJson = fc.oneof({ weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) }, { weight: 1, arbitrary: deep });

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
}

/** A string suited to the property's name: hrefs, days, durations, emails get their own near misses. */
function stringFor(key: string): fc.Arbitrary<unknown> {
  if (key === 'href') return href;
  if (/date|Date|spentOn|validFrom|expiresAt/.test(key)) return fc.oneof(fc.constantFrom(...DATES), nastyString);
  if (/hours|Time$/.test(key)) return fc.oneof(fc.constantFrom(...DURATIONS), nastyString);
  if (key === 'email') return fc.oneof(fc.emailAddress(), nastyString);
  if (key === 'raw') return text;
  return nastyString;
}

/** Values for a property of this schema: mostly of its type (so they reach the rules behind the schema), sometimes not. */
function fromSchema(schema: Schema, key: string, depth = 0): fc.Arbitrary<unknown> {
  const typed = typedFromSchema(schema, key, depth);
  return fc.oneof({ weight: 15, arbitrary: typed }, { weight: 1, arbitrary: depth > 3 ? fc.jsonValue({ maxDepth: 1 }) : anyJson });
}

function typedFromSchema(schema: Schema, key: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), nastyString);
  const types = [schema.type ?? 'any'].flat();
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringFor(key);
        case 'number':
        case 'integer':
          return number;
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return fc.array(schema.items ? fromSchema(schema.items, key, depth + 1) : anyJson, { maxLength: 4 });
        case 'object': {
          if (!schema.properties) return fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
          const fields = Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, fromSchema(property, name, depth + 1)]));
          return fc.record(fields, { requiredKeys: (schema.required ?? []).filter((name) => name in fields) });
        }
        default:
          return anyJson;
      }
    }),
  );
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `patch` over `base`, nested objects merged (so one link of `_links` can change and the others stay valid). */
function merge(base: unknown, patch: unknown): unknown {
  if (!isObject(base) || !isObject(patch)) return patch;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) result[key] = key in base ? merge(base[key], value) : value;
  return result;
}

/**
 * One or two properties of an object schema with generated values; a link (`_links`) or formattable text changes one
 * of its own properties. Applied to a valid body, this reaches the rules after the schema one property at a time.
 */
function patches(schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return fc.constant({});
  return fc.subarray(properties, { minLength: 1, maxLength: Math.min(2, properties.length) }).chain((chosen) =>
    fc.record(
      Object.fromEntries(
        chosen.map(([name, property]) => [name, property.properties && depth < 2 ? fc.oneof(patches(property, depth + 1), fromSchema(property, name, depth + 1)) : fromSchema(property, name, depth + 1)]),
      ),
    ),
  );
}

/** Bodies for a write route: a valid body with a property or two replaced, a body from its schema, or no object at all. */
function bodies(schema: Schema | undefined, valid: unknown): fc.Arbitrary<unknown> {
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 2, arbitrary: schema ? fromSchema(schema, 'body') : anyJson },
    { weight: 1, arbitrary: anyJson },
  ];
  if (valid !== undefined && schema?.properties) options.push({ weight: 7, arbitrary: patches(schema).map((changes) => merge(valid, changes)) });
  return fc.oneof(...options);
}

// ---------------------------------------------------------------------------------------------------------------
// Running it

const callers = fc.constantFrom<Caller>('admin', 'member', 'projectAdmin', 'nonMember');
const isStream = (route: RouteEntry) => FIXTURES[`GET ${route.url}`]?.stream === true;

/** Checks the property for one route: no answer is a 5xx. The thrown error names the request and fast-check's seed. */
async function noServerError<T>(label: string, inputs: fc.Arbitrary<T>, request: (input: T) => Promise<Answer & { sent: string }>) {
  await fc.assert(
    fc.asyncProperty(inputs, async (input) => {
      const answer = await request(input);
      if (answer.status >= 500) throw new Error(`${label}: ${answer.sent} -> ${answer.status} ${answer.body.slice(0, 300)}`);
    }),
    { seed: SEED, numRuns: RUNS },
  );
}

const apiRoutes = () => world.routes.filter((route) => route.url.startsWith('/api/v3'));
const bodySchema = (route: RouteEntry) => (route.schema as { body?: Schema } | undefined)?.body;

test('the route table is read (a change cannot empty this suite)', () => {
  expect(apiRoutes().filter((route) => ['POST', 'PATCH', 'PUT'].includes(route.method)).length).toBeGreaterThanOrEqual(30);
});

test('every write route: malformed bodies are 4xx, never 5xx', async () => {
  for (const route of apiRoutes().filter((entry) => ['POST', 'PATCH', 'PUT'].includes(entry.method))) {
    const url = world.fillPath(route.url);
    const valid = FIXTURES[`${route.method} ${route.url}`]?.body?.(world);
    const label = `${route.method} ${route.url}`;
    if (route.url.endsWith('/attachments')) {
      // Uploads are multipart: odd metadata and file names.
      const metadata = fc.oneof(fromSchema({ type: 'object', properties: { fileName: { type: 'string' }, description: { type: 'object', properties: { raw: { type: 'string' } } }, contentType: { type: 'string' }, fileSize: { type: 'number' } } }, 'metadata'), anyJson);
      await noServerError(label, fc.tuple(callers, metadata, nastyString), async ([caller, meta, fileName]) => {
        const raw = uploadBody(JSON.stringify(meta), String(fileName));
        return { ...(await world.call(caller, route.method, url, undefined, { raw })), sent: raw.payload.slice(0, 300) };
      });
      continue;
    }
    await noServerError(label, fc.tuple(callers, bodies(bodySchema(route), valid)), async ([caller, generated]) => {
      const body = await withCurrentLockVersion(url, generated);
      const answer = await world.call(caller, route.method, url, body === undefined ? null : body);
      // An archived project refuses every write: keep it active, or the later runs stop at that 403.
      if (route.method === 'PATCH' && route.url === '/api/v3/projects/:id') await world.must('admin', 'PATCH', url, { active: true });
      // A fuzzed GitHub setting (a removed token, another organization) would make the later GitHub routes' calls fail upstream.
      if (route.method === 'PATCH' && route.url === '/api/v3/admin/github/settings') await world.must('admin', 'PATCH', url, world.githubSettingsBody());
      return { ...answer, sent: JSON.stringify(body)?.slice(0, 300) ?? 'undefined' };
    });
  }
}, 240_000);

/**
 * The fixtures' valid bodies carry a stale lockVersion (the matrix wants a 409 that changes nothing); here it is made
 * current, so a body gets past the conflict check to the rules behind it.
 */
async function withCurrentLockVersion(url: string, body: unknown): Promise<unknown> {
  if (!isObject(body) || body.lockVersion !== STALE_LOCK_VERSION) return body;
  const current = await world.call('admin', 'GET', url.replace(/\/status$/, ''));
  return { ...body, lockVersion: JSON.parse(current.body).lockVersion };
}

const BOUNDARY = '----tessera-fuzz-boundary';
function uploadBody(metadata: string, fileName: string) {
  const safeName = fileName.replace(/["\r\n]/g, '_');
  const payload =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="metadata"\r\nContent-Type: application/json\r\n\r\n${metadata}\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${safeName}"\r\nContent-Type: text/plain\r\n\r\nnotes\r\n--${BOUNDARY}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** Filter names and operators of every list, and sort fields: odd combinations reach each list's own rules. */
const FILTER_NAMES = [
  'status', 'type', 'priority', 'assignee', 'author', 'responsible', 'version', 'project', 'parent', 'id', 'subject', 'start_date', 'due_date',
  'created_at', 'updated_at', 'name', 'name_and_identifier', 'active', 'public', 'templated', 'parent_id', 'principal', 'member', 'spent_on',
  'ongoing', 'work_package', 'user', 'activity', 'sharing', 'definingProject', 'grantable', 'unit', 'loggable', 'any_name_attribute', 'nope',
];
const OPERATORS = ['=', '!', '~', '!~', '*', '!*', '<>d', '>t-', '<t-', '<t+', '>t+', 'o', 'c', 't', '>=', '<=', '&=', ''];
const SORT_FIELDS = ['id', 'name', 'subject', 'createdAt', 'updatedAt', 'startDate', 'dueDate', 'priority', 'status', 'type', 'assignee', 'position', 'storyPoints', 'spentOn', 'hours', 'login', 'identifier', 'public', 'version', 'nope'];
const filterValue = fc.oneof(nastyString, someId, fc.constantFrom(...DATES), fc.constantFrom('36500', '36501', '999999', '-1'));
const filters = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.tuple(fc.constantFrom(...FILTER_NAMES), fc.constantFrom(...OPERATORS), fc.array(filterValue, { maxLength: 3 })), { maxLength: 3 })
    .map((list) => JSON.stringify(list.map(([name, operator, values]) => ({ [name]: { operator, values } })))) },
  { weight: 1, arbitrary: fc.oneof(nastyString, anyJson.map((value) => JSON.stringify(value))) },
);
const sortBy = fc.oneof(
  fc.array(fc.tuple(fc.constantFrom(...SORT_FIELDS), fc.constantFrom('asc', 'desc', 'up', '')), { maxLength: 3 }).map((list) => JSON.stringify(list)),
  nastyString,
);
const pageNumber = fc.oneof(fc.constantFrom('1', '0', '-1', '1e300', '10000000000000000', '2147483647', '2147483648', 'NaN', '1.5', '', ' 2', '0x10'), fc.integer().map(String));
/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it). */
const percentEncode = (value: string) => [...Buffer.from(value, 'utf8')].map((byte) => (/[\w.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`)).join('');
/** Query strings no encoder writes: broken escapes, bytes that are not UTF-8, repeated and empty names. */
const brokenQuery = fc.constantFrom('', 'offset=%zz', 'filters=%ED%A0%80', 'sortBy=%', 'pageSize=1&pageSize=2', 'offset[]=1', '=x', '&&', 'filters=%00', 'a=b=c');
const queries = fc
  .tuple(
    fc.record(
      { offset: pageNumber, pageSize: pageNumber, filters, sortBy, select: nastyString, projects: fc.oneof(someId, nastyString), project: someId, x: nastyString },
      { requiredKeys: [] },
    ),
    brokenQuery,
  )
  .map(([params, broken]) => [...Object.entries(params).map(([name, value]) => `${name}=${percentEncode(String(value))}`), broken].join('&'));

test('every list: odd offsets, page sizes, filters and sorts are 4xx or a page, never 5xx', async () => {
  const lists = apiRoutes().filter((route) => route.method === 'GET' && (route.schema as { querystring?: unknown } | undefined)?.querystring);
  expect(lists.length).toBeGreaterThanOrEqual(20);
  for (const route of lists) {
    const url = world.fillPath(route.url);
    await noServerError(`GET ${route.url}`, fc.tuple(callers, queries), async ([caller, query]) => {
      const target = `${url}?${query}`;
      const answer = isStream(route) ? await world.callStream(caller, 'GET', target) : await world.call(caller, 'GET', target);
      return { ...answer, sent: target };
    });
  }
}, 240_000);

test('every path parameter: ids that cannot be are 4xx, never 5xx', async () => {
  const withParams = apiRoutes().filter((route) => route.url.includes('/:') && route.method !== 'HEAD');
  // None of them may name a real row (' 1' and '01' read as 1): a DELETE here must never remove this world's objects.
  const oddId = fc.constantFrom('0', '-1', '1.5', '2147483648', '99999999999999999999', 'abc', 'NaN', 'on_track', '%00', '..', '%F0%9F%92%A5', '1%2F2', '١٢', '1e300');
  for (const route of withParams) {
    const label = `${route.method} ${route.url}`;
    await noServerError(label, fc.tuple(callers, oddId), async ([caller, id]) => {
      // One parameter odd, the others this world's (a valid id is never deleted: the odd one is always there).
      const target = world.fillPath(route.url.replace(/:\w+/, `ODD`)).replace('ODD', id);
      const body = FIXTURES[`${route.method} ${route.url}`]?.body?.(world);
      const answer = isStream(route) ? await world.callStream(caller, route.method, target) : await world.call(caller, route.method, target, body);
      return { ...answer, sent: target };
    });
  }
}, 240_000);
