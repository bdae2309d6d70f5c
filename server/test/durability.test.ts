// One short run of `npm run durability`: the real server process killed with SIGKILL in the middle of concurrent
// writes and started again on the same data keeps every write it acknowledged. On PostgreSQL when TEST_DATABASE_URL is set.
import { execFile } from 'node:child_process';
import path from 'node:path';

const SCRIPT = path.resolve(import.meta.dirname, '..', '..', 'scripts', 'durability.mjs');

test('no acknowledged write is lost when the server is killed under load', async () => {
  const env = { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL ?? '', DURABILITY_WRITERS: '4', DURABILITY_LOAD_MS: '2000' };
  const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
    execFile(process.execPath, [SCRIPT], { env }, (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout: out, stderr: err })),
  );
  if (code !== 0) throw new Error(`durability check failed (${code}):\n${stdout}\n${stderr}`);
  const summary = JSON.parse(stdout);
  expect(summary).toMatchObject({ ok: true, database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'sqlite', lost: [], errors: [] });
  expect(summary.acknowledgedCreates).toBeGreaterThan(0);
  expect(summary.acknowledgedUpdates).toBeGreaterThan(0);
}, 150_000);
