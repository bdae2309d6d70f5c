// Independent deploy: one remote's build, hosted elsewhere (a CDN in production), goes live by changing the server's
// REMOTES_FILE only; the shell is neither rebuilt nor restarted. The deployment is a copy of the remote's production
// build (the artefact CI uploads) served from another origin: rebuilding it here would only repeat the build phase.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { firstVisibleProject, switchView } from '../support/projects';
import { E2E_ENV, REPO_ROOT, requireEnv } from '../support/repo';
import { serveDirectory, type StaticServer } from '../support/static-server';

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
  buildDir = await mkdtemp(path.join(tmpdir(), 'tessera-mfe-docs-'));
  await cp(path.join(REPO_ROOT, 'mfe-docs', 'dist'), buildDir, { recursive: true });
  staticServer = await serveDirectory(buildDir);
  // Every script of the remote that the browser loads from the other origin: the deployment's code, not the server's.
  const fromElsewhere: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${staticServer?.origin}/`) && response.url().endsWith('.js') && response.ok()) fromElsewhere.push(response.url());
  });

  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const project = await firstVisibleProject(page);
  const shellPageBefore = await (await page.request.get('/')).text();

  // Before: the build the server hosts.
  await page.goto(`/projects/${project.id}`);
  await switchView(page, 'Documents');
  const docsView = page.getByTestId('view-slot-documents').getByTestId('remote-view-mfe_docs');
  await expect(docsView).toBeVisible();
  expect(fromElsewhere).toEqual([]);

  // Deploy: only the pointer changes.
  const manifestUrl = `${staticServer.origin}/mf-manifest.json`;
  await writeFile(requireEnv(E2E_ENV.remotesFile), JSON.stringify({ mfe_docs: manifestUrl }));
  const remotes = (await (await page.request.get('/config/remotes.json')).json()) as Record<string, string>;
  expect(remotes.mfe_docs).toBe(manifestUrl);

  const manifestLoaded = page.waitForResponse((response) => response.url() === manifestUrl && response.ok());
  await page.reload();
  await switchView(page, 'Documents');
  await manifestLoaded;
  await expect(docsView.getByText(`Documents of ${project.name}`)).toBeVisible();
  // The remote's entry and the view's chunks came from the new origin.
  expect(fromElsewhere.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(fromElsewhere.length).toBeGreaterThan(1);

  // The same shell build (its page references content-hashed bundles) serves before and after.
  expect(await (await page.request.get('/')).text()).toBe(shellPageBefore);
});
