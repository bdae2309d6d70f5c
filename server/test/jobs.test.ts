import { hostname } from 'node:os';
import { buildApp } from '../src/app.ts';
import { ABANDONED_JOB_MESSAGE, INTERNAL_JOB_ERROR_MESSAGE, JOB_STALE_AFTER_MS, JobFailure, JobRunner, type JobRunnerOptions } from '../src/modules/jobs/runner.ts';
import { createTestContext, DEMO_PASSWORD, expectError, login, type TestContext } from './helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of ['admin', 'manager', 'member']) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('principals').select(['id', 'login']).where('type', '=', 'User').execute()) userIds[row.login!] = row.id;
});
afterAll(async () => {
  await ctx.close();
});

const getStatus = (jobId: string, who = 'manager') => ctx.app.inject({ method: 'GET', url: `/api/v3/job_statuses/${jobId}`, headers: { cookie: cookies[who] } });
const jobRow = (id: string) => ctx.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A runner of its own over the test database (the app's runner does not know the test job types). */
function runner(options: Partial<JobRunnerOptions> = {}): JobRunner {
  return new JobRunner({ db: ctx.db, clock: ctx.clock, log: ctx.app.log, instanceName: 'test-host:1', singleInstance: false, ...options });
}

/** A promise a test opens when it wants a running job to finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

async function insertJob(id: string, fields: { status: 'in_queue' | 'in_process'; type?: string; lockedBy?: string | null; heartbeatAt?: string | null }) {
  const now = ctx.clock.now().toISOString();
  await ctx.db
    .insertInto('jobs')
    .values({
      id,
      type: fields.type ?? 'test_noop',
      status: fields.status,
      payload: '{}',
      user_id: userIds.manager,
      created_at: now,
      updated_at: now,
      locked_by: fields.lockedBy ?? null,
      heartbeat_at: fields.heartbeatAt === undefined ? now : fields.heartbeatAt,
      started_at: fields.status === 'in_process' ? now : null,
    })
    .execute();
}

let idCounter = 0;
const newId = () => `00000000-0000-4000-8000-${String(++idCounter).padStart(12, '0')}`;

describe('running jobs', () => {
  test('a job is stored queued, runs once and reports its outcome through GET /job_statuses/{id}', async () => {
    const jobs = runner();
    const seen: unknown[] = [];
    jobs.register<{ word: string }>('test_echo', async (job) => {
      seen.push(job.payload);
      return { message: `Echoed ${job.payload.word}`, result: { echoed: job.payload.word } };
    });
    const id = await jobs.enqueue('test_echo', { word: 'hello' }, userIds.manager);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    // Not started: the job waits in the queue (no instance here runs test_echo).
    const queued = await getStatus(id);
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toMatchObject({
      _type: 'JobStatus',
      jobId: id,
      status: 'in_queue',
      payload: null,
      errors: [],
      startedAt: null,
      finishedAt: null,
      _links: { self: { href: `/api/v3/job_statuses/${id}` } },
    });

    await jobs.drain();
    expect(seen).toEqual([{ word: 'hello' }]);
    const done = (await getStatus(id)).json();
    expect(done).toMatchObject({ status: 'success', message: 'Echoed hello', payload: { echoed: 'hello' }, errors: [] });
    expect(done.finishedAt).toBe(ctx.clock.now().toISOString());
    expect((await jobRow(id)).locked_by).toBe(jobs.lockId);
    // Finished jobs are not run again.
    await jobs.drain();
    expect(seen).toHaveLength(1);
  });

  test('a handler failure is a failure: its own message when it explains itself, a generic one otherwise', async () => {
    const jobs = runner();
    jobs.register('test_explained', async () => {
      throw new JobFailure('The template is archived.', { result: { errors: ['The template is archived.'] } });
    });
    jobs.register('test_crash', async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    const explained = await jobs.enqueue('test_explained', {}, userIds.manager);
    const crashed = await jobs.enqueue('test_crash', {}, userIds.manager);
    await jobs.drain();
    expect((await getStatus(explained)).json()).toMatchObject({
      status: 'failure',
      message: 'The template is archived.',
      errors: ['The template is archived.'],
      payload: { errors: ['The template is archived.'] },
    });
    const crash = (await getStatus(crashed)).json();
    expect(crash).toMatchObject({ status: 'failure', message: INTERNAL_JOB_ERROR_MESSAGE, errors: [INTERNAL_JOB_ERROR_MESSAGE], payload: null });
    expect(JSON.stringify(crash)).not.toContain('secret_table');
  });

  test('two instances sharing the queue run each job exactly once', async () => {
    const ran: string[] = [];
    const handler = async (job: { id: string }) => {
      ran.push(job.id);
      return { message: 'ok' };
    };
    const first = runner({ instanceName: 'host-a:1' });
    const second = runner({ instanceName: 'host-b:1' });
    first.register('test_shared', handler);
    second.register('test_shared', handler);
    const ids = [];
    for (let index = 0; index < 6; index += 1) ids.push(await first.enqueue('test_shared', { index }, userIds.manager));
    await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);
    expect([...ran].sort()).toEqual([...ids].sort());
    const rows = await ctx.db.selectFrom('jobs').select(['status', 'locked_by']).where('id', 'in', ids).execute();
    expect(rows.every((row) => row.status === 'success')).toBe(true);
    expect(rows.every((row) => row.locked_by === first.lockId || row.locked_by === second.lockId)).toBe(true);
  });

  test('an instance runs at most two jobs at a time; the others wait in the queue', async () => {
    const jobs = runner();
    const release = gate();
    const twoRunning = gate();
    let running = 0;
    let most = 0;
    jobs.register('test_slow', async () => {
      running += 1;
      most = Math.max(most, running);
      if (running === 2) twoRunning.open();
      await release.opened;
      running -= 1;
      return { message: 'ok' };
    });
    const ids = [];
    for (let index = 0; index < 3; index += 1) ids.push(await jobs.enqueue('test_slow', {}, userIds.manager));
    await jobs.tick();
    await twoRunning.opened;
    const statuses = await ctx.db.selectFrom('jobs').select(['id', 'status']).where('id', 'in', ids).execute();
    expect(statuses.filter((row) => row.status === 'in_process')).toHaveLength(2);
    expect(statuses.filter((row) => row.status === 'in_queue')).toHaveLength(1);
    release.open();
    await jobs.drain();
    expect(most).toBe(2);
    expect((await ctx.db.selectFrom('jobs').select('status').where('id', 'in', ids).execute()).every((row) => row.status === 'success')).toBe(true);
  });

  test('stop() waits for the running job to finish', async () => {
    const jobs = runner();
    const release = gate();
    jobs.register('test_finishing', async () => {
      await release.opened;
      return { message: 'finished' };
    });
    await jobs.start();
    const id = await jobs.enqueue('test_finishing', {}, userIds.manager);
    await jobs.tick();
    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release.open();
    await stopping;
    expect((await jobRow(id)).status).toBe('success');
  });
});

describe('jobs survive a restart', () => {
  test('a job in process when the server stopped is failed at the next start, never lost; queued jobs run', async () => {
    // The previous run of the app's own instance (same host and port, another run) left one job in process.
    const abandoned = newId();
    await insertJob(abandoned, { status: 'in_process', lockedBy: `${hostname()}:0/previous-run` });
    const queued = newId();
    await insertJob(queued, { status: 'in_queue', type: 'test_restart' });

    const restarted = await buildApp(ctx.config, { db: ctx.db, clock: ctx.clock, logger: false });
    const ran: string[] = [];
    restarted.jobs.register('test_restart', async (job) => {
      ran.push(job.id);
      return { message: 'ran after the restart' };
    });
    await restarted.ready();
    try {
      const failed = await jobRow(abandoned);
      expect(failed).toMatchObject({ status: 'failure', message: ABANDONED_JOB_MESSAGE });
      expect(JSON.parse(failed.errors!)).toEqual([ABANDONED_JOB_MESSAGE]);
      expect((await getStatus(abandoned)).json()).toMatchObject({ status: 'failure', errors: [ABANDONED_JOB_MESSAGE] });
      await restarted.jobs.drain();
      expect(ran).toEqual([queued]);
      expect((await jobRow(queued)).status).toBe('success');
    } finally {
      await restarted.close();
    }
  });

  test('one instance alone (SQLite) fails every job in process at start', async () => {
    const elsewhere = newId();
    await insertJob(elsewhere, { status: 'in_process', lockedBy: 'some-other-host:3000/run' });
    const jobs = runner({ singleInstance: true });
    await jobs.start();
    await jobs.stop();
    expect(await jobRow(elsewhere)).toMatchObject({ status: 'failure', message: ABANDONED_JOB_MESSAGE });
  });

  test('with several instances, a live instance keeps its job; a silent one loses it after the stale period', async () => {
    const alive = newId();
    await insertJob(alive, { status: 'in_process', lockedBy: 'other-host:3000/run' });
    const jobs = runner({ singleInstance: false });
    await jobs.start();
    expect((await jobRow(alive)).status).toBe('in_process');
    ctx.clock.advance(JOB_STALE_AFTER_MS - 1000);
    expect(await jobs.recover(false)).toEqual([]);
    ctx.clock.advance(2000);
    expect(await jobs.recover(false)).toEqual([alive]);
    expect((await jobRow(alive)).status).toBe('failure');
    await jobs.stop();
  });

  test('a heartbeat keeps a long job alive; the instance never fails its own job; the real outcome wins', async () => {
    const owner = runner({ instanceName: 'owner-host:1' });
    const watcher = runner({ instanceName: 'watcher-host:1' });
    const release = gate();
    owner.register('test_long', async () => {
      await release.opened;
      return { message: 'done at last' };
    });
    const id = await owner.enqueue('test_long', {}, userIds.manager);
    await owner.tick();
    expect((await jobRow(id)).status).toBe('in_process');

    ctx.clock.advance(JOB_STALE_AFTER_MS / 2);
    await owner.beat();
    ctx.clock.advance(JOB_STALE_AFTER_MS / 2 + 1000);
    // Beaten 31 s ago: alive.
    expect(await watcher.recover(false)).toEqual([]);
    ctx.clock.advance(JOB_STALE_AFTER_MS);
    // Its own instance does not give up on it, however long it runs.
    expect(await owner.recover(false)).toEqual([]);
    // Another instance, seeing no heartbeat for over a minute, fails it...
    expect(await watcher.recover(false)).toEqual([id]);
    // ...but the job did finish, and that is what is recorded.
    release.open();
    await owner.drain();
    expect(await jobRow(id)).toMatchObject({ status: 'success', message: 'done at last' });
  });
});

describe('GET /job_statuses/{id}', () => {
  let id: string;
  beforeAll(async () => {
    const jobs = runner();
    jobs.register('test_private', async () => ({ message: 'ok' }));
    id = await jobs.enqueue('test_private', {}, userIds.manager);
    await jobs.drain();
  });

  test("only the user who started the job sees it; admins too; anyone else gets the unknown id's 404", async () => {
    expect((await getStatus(id, 'manager')).statusCode).toBe(200);
    expect((await getStatus(id, 'admin')).statusCode).toBe(200);
    expectError(await getStatus(id, 'member'), 404, 'NotFound');
    expectError(await getStatus('0b5c3f2e-1d4a-4c8e-9f00-123456789abc', 'manager'), 404, 'NotFound');
    expectError(await getStatus(id.toUpperCase(), 'member'), 404, 'NotFound');
    expect((await getStatus(id.toUpperCase(), 'manager')).json().jobId).toBe(id);
  });

  test('an id that is not a job id is a 404; no session is a 401', async () => {
    expectError(await getStatus('42'), 404, 'NotFound');
    expectError(await getStatus(encodeURIComponent("x' or 1=1 --")), 404, 'NotFound');
    expectError(await ctx.app.inject({ method: 'GET', url: `/api/v3/job_statuses/${id}` }), 401, 'Unauthenticated');
  });
});
