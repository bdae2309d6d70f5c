// Attachment files in S3-compatible object storage (issue 18): the S3_* settings, the bucket as the store (against a
// fake S3 server on loopback), failures of the store (nothing half-written, clear answers), rows whose file is gone, and
// the sweep of files no row uses, on both stores. The attachment and document image suites run on both stores too.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { ConfigError, DEFAULT_FILE_SWEEP_INTERVAL_MS, loadConfig, type ObjectStorageConfig } from '../src/config.ts';
import { FILE_SWEEP_JOB } from '../src/modules/attachments/index.ts';
import { FILE_STORE_MESSAGES, S3_PUT_ATTEMPTS, S3FileStore, SWEEP_GRACE_MS } from '../src/storage/index.ts';
import { createTestContext, DEMO_PASSWORD, expectError, login, testConfig, XHR, type TestContext } from './helpers.ts';
import { fileBackend, FILE_BACKENDS, startFakeS3, type FakeS3, type FileBackendWorld } from './support/fake-s3.ts';

describe('the S3_* settings', () => {
  let cwd: string;
  beforeEach(() => {
    cwd = mkdtempSync(path.join(tmpdir(), 'tessera-s3-config-'));
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig(env, cwd);
  const problem = (env: Record<string, string>) => {
    try {
      load(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('expected a ConfigError');
  };

  test('without S3_BUCKET files stay in DATA_DIR; the sweep runs every 6 hours', () => {
    const config = load({});
    expect(config.objectStorage).toBeNull();
    expect(config.fileSweepIntervalMs).toBe(DEFAULT_FILE_SWEEP_INTERVAL_MS);
    expect(DEFAULT_FILE_SWEEP_INTERVAL_MS).toBe(6 * 60 * 60 * 1000);
  });

  test('reads a MinIO-style setup, and defaults the region, the prefix and virtual-host addressing', () => {
    expect(
      load({
        S3_BUCKET: 'tessera-files',
        S3_ENDPOINT: 'http://minio.internal:9000/',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'prod/attachments',
        FILE_SWEEP_INTERVAL_MS: '0',
      }),
    ).toMatchObject({
      objectStorage: { bucket: 'tessera-files', endpoint: 'http://minio.internal:9000', region: 'eu-central-1', accessKeyId: 'minio', secretAccessKey: 'minio-secret', forcePathStyle: true, prefix: 'prod/attachments/' },
      fileSweepIntervalMs: 0,
    });
    expect(load({ S3_BUCKET: 'tessera-files' }).objectStorage).toEqual({
      bucket: 'tessera-files',
      endpoint: null,
      region: 'us-east-1',
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: false,
      prefix: 'attachments/',
    });
    expect(load({ S3_BUCKET: 'tessera-files', S3_PREFIX: '' }).objectStorage?.prefix).toBe('attachments/');
  });

  test('a bad value stops the start with a message naming the variable', () => {
    expect(problem({ S3_ENDPOINT: 'http://minio:9000' })).toBe('S3_ENDPOINT is set but S3_BUCKET is not: set S3_BUCKET to keep attachment files in object storage, or unset S3_ENDPOINT.');
    expect(problem({ S3_BUCKET: 'Tessera_Files' })).toMatch(/^S3_BUCKET must be a bucket name: 3 to 63 lower-case letters/);
    expect(problem({ S3_BUCKET: 'ab' })).toMatch(/^S3_BUCKET must be a bucket name/);
    expect(problem({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toMatch(/^S3_ENDPOINT must (be a URL|start with http:\/\/ or https:\/\/)/);
    expect(problem({ S3_BUCKET: 'files', S3_ENDPOINT: 'ftp://minio:9000' })).toBe('S3_ENDPOINT must start with http:// or https:// (got "ftp://minio:9000").');
    expect(problem({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://key:secret@minio:9000' })).toMatch(/^S3_ENDPOINT must be the service's URL without credentials/);
    expect(problem({ S3_BUCKET: 'files', S3_REGION: 'EU Central' })).toBe('S3_REGION must be a region name such as us-east-1 (got "EU Central").');
    expect(problem({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'minio' })).toMatch(/^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be given together/);
    expect(problem({ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'secret' })).toMatch(/^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be given together/);
    expect(problem({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'sometimes' })).toBe('S3_FORCE_PATH_STYLE must be true or false (got "sometimes").');
    for (const prefix of ['/abs/', 'a//b/', '../up/', 'spaces here/']) expect(problem({ S3_BUCKET: 'files', S3_PREFIX: prefix })).toMatch(/^S3_PREFIX must be a key prefix/);
    for (const interval of ['soon', '-1', '1000', String(8 * 24 * 60 * 60 * 1000)]) expect(problem({ FILE_SWEEP_INTERVAL_MS: interval })).toMatch(/^FILE_SWEEP_INTERVAL_MS must be a number of milliseconds/);
  });
});

const BOUNDARY = '----tessera-object-storage';
function multipart(data: Buffer, filename: string) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** A member's session on a work package of the seeded public project, with the requests these tests send. */
async function world(ctx: TestContext) {
  const cookie = await login(ctx.app, 'member@tessera.local', DEMO_PASSWORD);
  const project = await ctx.db.selectFrom('projects').select('id').where('identifier', '=', 'website_relaunch').executeTakeFirstOrThrow();
  const created = await ctx.app.inject({ method: 'POST', url: `/api/v3/projects/${project.id}/work_packages`, headers: { cookie, ...XHR }, payload: { subject: 'Store the contracts' } });
  if (created.statusCode !== 201) throw new Error(`${created.statusCode} ${created.body}`);
  const wpId: number = created.json().id;
  const upload = (data: Buffer, filename = 'contract.txt') => {
    const body = multipart(data, filename);
    return ctx.app.inject({ method: 'POST', url: `/api/v3/work_packages/${wpId}/attachments`, headers: { cookie, ...XHR, 'content-type': body.contentType }, payload: body.payload });
  };
  const attach = async (data: Buffer, filename = 'contract.txt') => {
    const response = await upload(data, filename);
    if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json() as { id: number; fileSize: number };
  };
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  const remove = (url: string) => ctx.app.inject({ method: 'DELETE', url, headers: { cookie, ...XHR } });
  const diskFileOf = async (id: number) => (await ctx.db.selectFrom('attachments').select('disk_file').where('id', '=', id).executeTakeFirstOrThrow()).disk_file;
  const rowCount = async () => Number((await ctx.db.selectFrom('attachments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const journalCount = async () => Number((await ctx.db.selectFrom('journals').select((eb) => eb.fn.countAll().as('n')).where('journable_id', '=', wpId).executeTakeFirstOrThrow()).n);
  return { cookie, wpId, upload, attach, get, remove, diskFileOf, rowCount, journalCount };
}

/** Runs the sweep as the job runner does; its JobStatus. */
async function sweep(ctx: TestContext) {
  const jobId = await ctx.app.jobs.enqueue(FILE_SWEEP_JOB, {}, null);
  await ctx.app.jobs.drain();
  const job = await ctx.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
  return { status: job.status, message: job.message, result: JSON.parse(job.result ?? 'null') as { checked: number; removed: number } };
}

/** A stored file's name, as the stores make them. */
const randomName = () => {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 2)}/${hex}`;
};

describe('files in an S3 bucket', () => {
  let fake: FakeS3;
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof world>>;
  const PREFIX = 'tessera/files/';
  const spoolFiles = () => readdirSync((ctx.app.files as S3FileStore).spoolDir);
  const requestsOf = (operation: string) => fake.requests.filter((request) => request.operation === operation);

  beforeAll(async () => {
    fake = await startFakeS3();
    ctx = await createTestContext({ config: { objectStorage: fake.config(PREFIX), attachmentMaxSize: 4096 } });
    w = await world(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  test('an upload is one signed put of the whole file under the prefix; nothing stays on the local disk', async () => {
    const data = Buffer.from('Signed on 2 March\n'.repeat(50));
    const created = await w.attach(data);
    const key = `${PREFIX}${await w.diskFileOf(created.id)}`;
    expect(fake.objects.get(key)?.data.equals(data)).toBe(true);
    expect(requestsOf('PutObject')).toEqual([{ operation: 'PutObject', key, status: 200 }]);
    expect(existsSync(path.join(ctx.config.dataDir, 'attachments'))).toBe(false);
    expect(spoolFiles()).toEqual([]);

    const download = await w.get(`/api/v3/attachments/${created.id}/content`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(data)).toBe(true);
    expect(download.headers).toMatchObject({ 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-cache' });
    expect(download.headers['content-security-policy']).toContain('sandbox');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="contract.txt"/);
    // A client's cached copy is confirmed from the row's digest, without asking the store.
    fake.requests.length = 0;
    const cached = await ctx.app.inject({ method: 'GET', url: `/api/v3/attachments/${created.id}/content`, headers: { cookie: w.cookie, 'if-none-match': download.headers.etag as string } });
    expect(cached.statusCode).toBe(304);
    expect(fake.requests).toEqual([]);
  });

  test('a bucket that is missing, refuses the keys or does not answer stops the start with a message saying what to fix', async () => {
    const closed = await startFakeS3();
    await closed.close();
    const attempts: [ObjectStorageConfig, RegExp][] = [
      [{ ...fake.config(PREFIX), bucket: 'no-such-bucket' }, /^S3_BUCKET "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ does not exist: create the bucket, or correct S3_BUCKET \(NoSuchBucket\)\.$/],
      [{ ...fake.config(PREFIX), accessKeyId: 'WRONG' }, /^S3_BUCKET "tessera-files" at http:\/\/127\.0\.0\.1:\d+ refused the credentials \(InvalidAccessKeyId\): check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/],
      [{ ...fake.config(PREFIX), secretAccessKey: 'not-the-secret' }, /^S3_BUCKET "tessera-files" at http:\/\/127\.0\.0\.1:\d+ refused the credentials \(SignatureDoesNotMatch\)/],
      [closed.config(PREFIX), /^S3_BUCKET "tessera-files" at http:\/\/127\.0\.0\.1:\d+ cannot be used \(.+\): check S3_ENDPOINT, S3_REGION and S3_FORCE_PATH_STYLE\.$/],
    ];
    for (const [objectStorage, message] of attempts) {
      const store = new S3FileStore(objectStorage, ctx.app.log);
      try {
        await expect(store.check()).rejects.toThrow(message);
      } finally {
        await store.close();
      }
    }
    await expect(ctx.app.files.check()).resolves.toBeUndefined();
    // The app runs the check before it is ready (and before its jobs start).
    const config = testConfig({ objectStorage: attempts[0][0] });
    const app = await buildApp(config, { db: ctx.db, clock: ctx.clock, logger: false });
    try {
      await expect(app.ready()).rejects.toThrow(attempts[0][1]);
    } finally {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });

  test('an upload over the limit never reaches the bucket', async () => {
    const rows = await w.rowCount();
    const response = await w.upload(Buffer.alloc(4097, 'a'));
    expectError(response, 413, 'PropertyConstraintViolation');
    expect(requestsOf('PutObject')).toEqual([]);
    expect(await w.rowCount()).toBe(rows);
    expect(spoolFiles()).toEqual([]);
  });

  test('a put the store fails every time is a 503 saying so: no row, no journal, no object, no spooled file', async () => {
    const rows = await w.rowCount();
    const journals = await w.journalCount();
    const objects = fake.objects.size;
    fake.fail('PutObject', S3_PUT_ATTEMPTS);
    const body = expectError(await w.upload(Buffer.from('will not be kept')), 503, 'InternalServerError');
    expect(body.message).toBe(FILE_STORE_MESSAGES.unavailable);
    expect(requestsOf('PutObject').map((request) => request.status)).toEqual(Array(S3_PUT_ATTEMPTS).fill(500));
    expect(await w.rowCount()).toBe(rows);
    expect(await w.journalCount()).toBe(journals);
    expect(fake.objects.size).toBe(objects);
    expect(spoolFiles()).toEqual([]);
  });

  test('a put that fails once is sent again, whole', async () => {
    fake.fail('PutObject', 1, 503);
    const data = Buffer.from('second time lucky\n'.repeat(100));
    const created = await w.attach(data);
    expect(requestsOf('PutObject').map((request) => request.status)).toEqual([503, 200]);
    expect(fake.objects.get(`${PREFIX}${await w.diskFileOf(created.id)}`)?.data.equals(data)).toBe(true);
  });

  test('a store that fails to serve is a 503 without the file’s headers; the next try works', async () => {
    const created = await w.attach(Buffer.from('served later'));
    fake.fail('GetObject', 3);
    const failed = await w.get(`/api/v3/attachments/${created.id}/content`);
    expect(expectError(failed, 503, 'InternalServerError').message).toBe(FILE_STORE_MESSAGES.unavailable);
    expect(failed.headers['content-disposition']).toBeUndefined();
    const again = await w.get(`/api/v3/attachments/${created.id}/content`);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('served later');
  });

  test('a deletion the store fails still deletes the attachment; the sweep removes the file later', async () => {
    const created = await w.attach(Buffer.from('to be deleted'));
    const key = `${PREFIX}${await w.diskFileOf(created.id)}`;
    fake.fail('DeleteObject', 3);
    expect((await w.remove(`/api/v3/attachments/${created.id}`)).statusCode).toBe(204);
    expectError(await w.get(`/api/v3/attachments/${created.id}`), 404, 'NotFound');
    expect(fake.objects.has(key)).toBe(true);

    fake.objects.get(key)!.lastModified = new Date(ctx.clock.now().getTime() - SWEEP_GRACE_MS - 1000);
    const result = await sweep(ctx);
    expect(result.status).toBe('success');
    expect(fake.objects.has(key)).toBe(false);
  });

  test('the sweep pages through the bucket, one reference lookup per page, and leaves other keys alone', async () => {
    for (const key of [...fake.objects.keys()]) fake.objects.delete(key);
    const old = new Date(ctx.clock.now().getTime() - SWEEP_GRACE_MS - 60_000);
    const kept = await w.attach(Buffer.from('still attached'));
    const keptKey = `${PREFIX}${await w.diskFileOf(kept.id)}`;
    fake.objects.get(keptKey)!.lastModified = old;
    const orphan = (name: string, lastModified: Date) => fake.objects.set(`${PREFIX}${name}`, { data: Buffer.from('orphan'), lastModified, etag: '"x"' });
    const orphans = Array.from({ length: 1005 }, randomName);
    for (const name of orphans) orphan(name, old);
    const young = randomName();
    orphan(young, new Date(ctx.clock.now().getTime() - 60_000));
    const foreign = ['tessera/files/readme.txt', 'elsewhere/ab/abababababababababababababababab'];
    for (const key of foreign) fake.objects.set(key, { data: Buffer.from('not ours'), lastModified: old, etag: '"y"' });

    ctx.statements.count = 0;
    const result = await sweep(ctx);
    expect(result).toMatchObject({ status: 'success', result: { checked: 1007, removed: 1005 } });
    expect(result.message).toBe('Removed 1005 of 1007 stored files: no attachment used them.');
    expect(ctx.statements.count).toBe(2);
    expect(requestsOf('ListObjectsV2')).toHaveLength(2);
    expect([...fake.objects.keys()].sort()).toEqual([keptKey, `${PREFIX}${young}`, ...foreign].sort());
    expect((await w.get(`/api/v3/attachments/${kept.id}/content`)).body).toBe('still attached');
  });
});

describe.each(FILE_BACKENDS)('with files in %s storage', (backend) => {
  let store: FileBackendWorld;
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    store = await fileBackend(backend);
    ctx = await createTestContext({ config: store.config });
    w = await world(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    await store?.close();
  });

  /** Makes a stored file as old as `ageMs`, or puts a file no row uses there. */
  function age(diskFile: string, ageMs: number, create = false) {
    const time = new Date(ctx.clock.now().getTime() - ageMs);
    if (store.fake) {
      const key = `${store.fake.config().prefix}${diskFile}`;
      if (create) store.fake.objects.set(key, { data: Buffer.from('orphan'), lastModified: time, etag: '"o"' });
      store.fake.objects.get(key)!.lastModified = time;
      return;
    }
    const file = path.join(ctx.config.dataDir, 'attachments', ...diskFile.split('/'));
    if (create) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, 'orphan');
    }
    utimesSync(file, time, time);
  }

  test('a row whose file is gone answers a 404 saying so, without the file’s headers', async () => {
    const created = await w.attach(Buffer.from('soon lost'));
    const diskFile = await w.diskFileOf(created.id);
    if (store.fake) store.fake.objects.delete(`${store.fake.config().prefix}${diskFile}`);
    else rmSync(path.join(ctx.config.dataDir, 'attachments', ...diskFile.split('/')));
    const response = await w.get(`/api/v3/attachments/${created.id}/content`);
    expect(expectError(response, 404, 'NotFound').message).toBe('The file of this attachment is missing.');
    expect(response.headers['content-disposition']).toBeUndefined();
    // The attachment itself is still there, and can be deleted.
    expect((await w.get(`/api/v3/attachments/${created.id}`)).statusCode).toBe(200);
    expect((await w.remove(`/api/v3/attachments/${created.id}`)).statusCode).toBe(204);
  });

  test('the sweep removes old files no attachment uses, keeps used and young ones, and copies share files', async () => {
    const used = await w.attach(Buffer.from('in use'));
    const usedFile = await w.diskFileOf(used.id);
    age(usedFile, SWEEP_GRACE_MS + 60_000);
    // A second row on the same file, as a project copy makes: the file stays while either uses it.
    const copy = await ctx.db
      .insertInto('attachments')
      .values({ container_type: 'WorkPackage', container_id: w.wpId, file_name: 'copy.txt', disk_file: usedFile, content_type: 'text/plain', file_size: 6, digest: 'd', author_id: null, description: '', created_at: ctx.clock.now().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const oldOrphans = [randomName(), randomName()];
    for (const name of oldOrphans) age(name, SWEEP_GRACE_MS + 1000, true);
    const youngOrphan = randomName();
    age(youngOrphan, SWEEP_GRACE_MS - 60_000, true);

    const before = store.storedFiles(ctx.config.dataDir);
    const result = await sweep(ctx);
    expect(result).toMatchObject({ status: 'success', result: { checked: before.length, removed: 2 } });
    const after = store.storedFiles(ctx.config.dataDir);
    expect(after).toContain(usedFile);
    expect(after).toContain(youngOrphan);
    for (const name of oldOrphans) expect(after).not.toContain(name);

    expect((await w.remove(`/api/v3/attachments/${used.id}`)).statusCode).toBe(204);
    expect(store.storedFiles(ctx.config.dataDir)).toContain(usedFile);
    await ctx.db.deleteFrom('attachments').where('id', '=', copy.id).execute();
    await sweep(ctx);
    expect(store.storedFiles(ctx.config.dataDir)).not.toContain(usedFile);
  });
});

describe('the scheduled sweep', () => {
  let ctx: TestContext;
  afterAll(async () => ctx?.close());

  test('runs as a background job every FILE_SWEEP_INTERVAL_MS, never queued twice', async () => {
    ctx = await createTestContext({ seed: false, config: { fileSweepIntervalMs: 100 } });
    const orphan = randomName();
    const file = path.join(ctx.config.dataDir, 'attachments', ...orphan.split('/'));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'orphan');
    const old = new Date(ctx.clock.now().getTime() - SWEEP_GRACE_MS - 1000);
    utimesSync(file, old, old);

    const deadline = Date.now() + 10_000;
    while (existsSync(file) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(file)).toBe(false);
    const jobs = await ctx.db.selectFrom('jobs').select(['status', 'user_id']).where('type', '=', FILE_SWEEP_JOB).execute();
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.filter((job) => job.status === 'in_queue').length).toBeLessThanOrEqual(1);
    expect(jobs.every((job) => job.user_id === null)).toBe(true);
    // While one is waiting, no second one is queued.
    await ctx.app.jobs.stop();
    await ctx.app.jobs.enqueueUnlessPending(FILE_SWEEP_JOB, {}, null);
    expect(await ctx.app.jobs.enqueueUnlessPending(FILE_SWEEP_JOB, {}, null)).toBeNull();
    const pending = await ctx.db.selectFrom('jobs').select('id').where('type', '=', FILE_SWEEP_JOB).where('status', 'in', ['in_queue', 'in_process']).execute();
    expect(pending).toHaveLength(1);
  });
});
