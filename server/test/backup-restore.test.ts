// `npm run backup` while the server writes, then `npm run restore` into a fresh DATA_DIR: every write acknowledged
// before the backup started is there, the database is consistent, and the files (an attachment, the session secret)
// come back byte for byte. Always SQLite: that is what the backup copies (PostgreSQL is pg_dump's job).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync, statSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { createDatabase, migrateToLatest, type Db } from '../src/db/index.ts';
import { seedDemoOrganisation } from '../src/seed/demo.ts';
import { DEMO_PASSWORD, login, TEST_PASSWORD_HASHING, testConfig, XHR } from './helpers.ts';

const SCRIPTS = path.resolve(import.meta.dirname, '..', '..', 'scripts');
/** Writers running at once, and how long they keep writing at most (they stop once the backup is done). */
const WRITERS = 4;
const MAX_LOAD_MS = 20_000;

interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<ScriptResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(SCRIPTS, script), ...args], { env: { ...process.env, DATABASE_URL: '', ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const root = mkdtempSync(path.join(tmpdir(), 'tessera-backup-test-'));
const dataDir = path.join(root, 'data');
const sqliteFile = path.join(dataDir, 'tessera.sqlite');
const archive = path.join(root, 'backups', 'backup.tar.gz');
let db: Db;
let app: FastifyInstance;
let cookie: string;
let projectId: number;

async function openApp(folder: string): Promise<{ db: Db; app: FastifyInstance }> {
  const database = createDatabase({ databaseUrl: null, sqliteFile: path.join(folder, 'tessera.sqlite') });
  await migrateToLatest(database);
  const server = await buildApp(testConfig({ dataDir: folder, sqliteFile: path.join(folder, 'tessera.sqlite'), databaseUrl: null }), { db: database, logger: false });
  await server.ready();
  return { db: database, app: server };
}

beforeAll(async () => {
  mkdirSync(dataDir);
  writeFileSync(path.join(dataDir, 'session-secret'), 'a-session-secret-of-more-than-32-characters\n');
  const seeded = createDatabase({ databaseUrl: null, sqliteFile });
  await migrateToLatest(seeded);
  await seedDemoOrganisation(seeded, { hashing: TEST_PASSWORD_HASHING, now: new Date() });
  await seeded.destroy();
  ({ db, app } = await openApp(dataDir));
  cookie = await login(app, 'admin@tessera.local', DEMO_PASSWORD);
  projectId = (await db.selectFrom('projects').select('id').where('identifier', '=', 'website_relaunch').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await app?.close();
  await db?.destroy();
  rmSync(root, { recursive: true, force: true });
});

const BOUNDARY = '----tessera-backup-boundary';
async function uploadAttachment(workPackageId: number, data: Buffer): Promise<number> {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="notes.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: `/api/v3/work_packages/${workPackageId}/attachments`,
    headers: { cookie, ...XHR, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

test('a backup taken under load restores every write acknowledged before it started, consistently', async () => {
  const acknowledged: { id: number; subject: string; at: number }[] = [];
  const attachmentBytes = Buffer.from(`attachment bytes ${'x'.repeat(5000)}`);
  let stop = false;
  const writer = async (writerIndex: number) => {
    for (let n = 0; !stop; n++) {
      const subject = `Backup load ${writerIndex}-${n}`;
      const response = await app.inject({ method: 'POST', url: `/api/v3/projects/${projectId}/work_packages`, headers: { cookie, ...XHR }, payload: { subject } });
      if (response.statusCode !== 201) throw new Error(`write: ${response.statusCode} ${response.body}`);
      acknowledged.push({ id: response.json().id, subject, at: performance.now() });
    }
  };
  const loadStarted = performance.now();
  const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));
  const stopAfter = setTimeout(() => (stop = true), MAX_LOAD_MS);
  try {
    // The load is under way, and one acknowledged package has an attachment.
    while (acknowledged.length < 40) await new Promise((resolve) => setImmediate(resolve));
    const attachmentId = await uploadAttachment(acknowledged[0].id, attachmentBytes);
    const backupStarted = performance.now();
    const before = acknowledged.filter((write) => write.at < backupStarted);
    const result = await runScript('backup.mjs', ['--out', archive], { DATA_DIR: dataDir });
    const writesDuringBackup = acknowledged.filter((write) => write.at >= backupStarted).length;
    stop = true;
    await Promise.all(writers);
    expect(result).toMatchObject({ code: 0 });
    const summary = JSON.parse(result.stdout);
    expect(summary).toMatchObject({ database: 'tessera.sqlite', files: 2, vanishedFiles: 0 });
    // The backup ran while the server wrote.
    expect(writesDuringBackup).toBeGreaterThan(0);
    expect(performance.now() - loadStarted).toBeLessThan(MAX_LOAD_MS);

    const restoredDir = path.join(root, 'restored');
    const restored = await runScript('restore.mjs', [archive, '--data-dir', restoredDir]);
    expect(restored).toMatchObject({ code: 0 });
    expect(JSON.parse(restored.stdout)).toMatchObject({ dataDir: restoredDir, database: 'tessera.sqlite', files: 2, replaced: 0 });

    const check = new BetterSqlite3(path.join(restoredDir, 'tessera.sqlite'), { readonly: true });
    try {
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(check.pragma('foreign_key_check')).toEqual([]);
      const rows = check.prepare(`select id, subject from work_packages where subject like 'Backup load %'`).all() as { id: number; subject: string }[];
      const found = new Map(rows.map((row) => [row.id, row.subject]));
      expect(before.filter((write) => found.get(write.id) !== write.subject)).toEqual([]);
      // Nothing the server did not acknowledge (each row is one it answered 201 for, before or during the backup).
      const acknowledgedIds = new Set(acknowledged.map((write) => write.id));
      expect(rows.filter((row) => !acknowledgedIds.has(row.id))).toEqual([]);
    } finally {
      check.close();
    }
    expect(readFileSync(path.join(restoredDir, 'session-secret'), 'utf8')).toBe(readFileSync(path.join(dataDir, 'session-secret'), 'utf8'));

    // The restored folder serves: the attachment downloads with the same bytes.
    const second = await openApp(restoredDir);
    try {
      const restoredCookie = await login(second.app, 'admin@tessera.local', DEMO_PASSWORD);
      const content = await second.app.inject({ method: 'GET', url: `/api/v3/attachments/${attachmentId}/content`, headers: { cookie: restoredCookie } });
      expect(content.statusCode).toBe(200);
      expect(content.rawPayload.equals(attachmentBytes)).toBe(true);
      const last = before.at(-1)!;
      expect((await second.app.inject({ method: 'GET', url: `/api/v3/work_packages/${last.id}`, headers: { cookie: restoredCookie } })).json().subject).toBe(last.subject);
    } finally {
      await second.app.close();
      await second.db.destroy();
    }
  } finally {
    clearTimeout(stopAfter);
    stop = true;
    await Promise.allSettled(writers);
  }
}, 60_000);

describe('restore refuses what would lose data', () => {
  test('a non-empty DATA_DIR is left alone without --force, and replaced with it', async () => {
    const target = path.join(root, 'occupied');
    mkdirSync(target);
    writeFileSync(path.join(target, 'keep-me.txt'), 'precious');
    const refused = await runScript('restore.mjs', [archive, '--data-dir', target]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty');
    expect(readdirSync(target)).toEqual(['keep-me.txt']);

    const forced = await runScript('restore.mjs', [archive, '--data-dir', target, '--force']);
    expect(forced).toMatchObject({ code: 0 });
    expect(readdirSync(target).sort()).toEqual(['attachments', 'session-secret', 'tessera.sqlite']);
  });

  test('a damaged archive fails before touching the target', async () => {
    const damaged = path.join(root, 'damaged.tar.gz');
    writeFileSync(damaged, readFileSync(archive));
    truncateSync(damaged, Math.floor(statSync(damaged).size / 2));
    const target = path.join(root, 'untouched');
    const result = await runScript('restore.mjs', [damaged, '--data-dir', target]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Restore failed');
    expect(statSync(target, { throwIfNoEntry: false })?.isDirectory() ? readdirSync(target) : []).toEqual([]);
    expect(readdirSync(root).filter((name) => name.includes('.restoring-'))).toEqual([]);
  });
});
