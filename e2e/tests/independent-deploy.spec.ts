// Independent deploy: a new build of one remote, hosted elsewhere, goes live by changing the server's
// REMOTES_FILE only; the shell is neither rebuilt nor restarted.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { firstVisibleProject, switchView } from '../support/projects';
import { E2E_ENV, REPO_ROOT, WEBPACK_CLI, requireEnv } from '../support/repo';
import { serveDirectory, type StaticServer } from '../support/static-server';

const REDEPLOY_LABEL = 'e2e-redeploy';
// A production webpack build of one remote on a busy 2-core machine.
const BUILD_TIMEOUT_MS = 240_000;

/** Builds mfe-docs with a build label into `outputPath`, as a CI job would before uploading it to a static host. */
function buildDocsRemote(outputPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const build = spawn(process.execPath, [WEBPACK_CLI, '--mode', 'production', '--output-path', outputPath], {
      cwd: path.join(REPO_ROOT, 'mfe-docs'),
      env: { ...process.env, BUILD_LABEL: REDEPLOY_LABEL },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.on('error', reject);
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`webpack exited with ${code}:\n${output.slice(-4000)}`))));
  });
}

let buildDir: string | undefined;
let staticServer: StaticServer | undefined;

test.afterEach(async () => {
  // Point mfe_docs back at the build the server hosts, for whatever runs next.
  await writeFile(requireEnv(E2E_ENV.remotesFile), '{}\n');
  await staticServer?.close();
  if (buildDir) await rm(buildDir, { recursive: true, force: true });
  staticServer = undefined;
  buildDir = undefined;
});

test('a remote redeployed elsewhere goes live through REMOTES_FILE without rebuilding the shell', async ({ page }) => {
  test.setTimeout(BUILD_TIMEOUT_MS + 60_000);
  buildDir = await mkdtemp(path.join(tmpdir(), 'tessera-mfe-docs-'));
  await buildDocsRemote(buildDir);
  staticServer = await serveDirectory(buildDir);

  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const project = await firstVisibleProject(page);
  const shellPageBefore = await (await page.request.get('/')).text();

  // Before: the build the server hosts.
  await page.goto(`/projects/${project.id}`);
  await switchView(page, 'Documents');
  const docsView = page.getByTestId('view-slot-documents').getByTestId('remote-view-mfe_docs');
  await expect(docsView).toBeVisible();
  await expect(docsView).not.toHaveAttribute('data-build', REDEPLOY_LABEL);

  // Deploy: only the pointer changes.
  const manifestUrl = `${staticServer.origin}/mf-manifest.json`;
  await writeFile(requireEnv(E2E_ENV.remotesFile), JSON.stringify({ mfe_docs: manifestUrl }));
  const remotes = (await (await page.request.get('/config/remotes.json')).json()) as Record<string, string>;
  expect(remotes.mfe_docs).toBe(manifestUrl);

  const manifestLoaded = page.waitForResponse((response) => response.url() === manifestUrl && response.ok());
  await page.reload();
  await switchView(page, 'Documents');
  await manifestLoaded;
  await expect(docsView).toHaveAttribute('data-build', REDEPLOY_LABEL);
  await expect(docsView.getByText(`Documents of ${project.name}`)).toBeVisible();

  // The same shell build (its page references content-hashed bundles) serves before and after.
  expect(await (await page.request.get('/')).text()).toBe(shellPageBefore);
});
