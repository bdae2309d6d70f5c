// The remotes manifest is the one list of remotes: every config that names a remote derives from it, so a remote
// added to (a copy of) the manifest reaches each of them, and the files that cannot import it agree with it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ESLint } from 'eslint';
import {
  devPortsOf, manifestProblemsOf, remoteBuildOptionsOf, remotePackagesOf, remotesManifest, type RemotesManifest,
} from '../../remotes.manifest.ts';
import { projectViewsOf, remoteNamesOf } from '../../shared/src/federation/manifest.ts';
import { parseRemoteOverrides, remotePackagesOf as serverRemotePackagesOf } from '../../server/src/config.ts';
import eslintConfig, { createEslintConfig } from '../../eslint.config.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));

/** A copy of the manifest with a seventh remote, mfe-wiki, and its project view. */
function withSeventhRemote(manifest: RemotesManifest): RemotesManifest {
  const copy: RemotesManifest = structuredClone(manifest);
  return {
    remotes: [...copy.remotes, { package: 'mfe-wiki', federationName: 'mfe_wiki', devPort: 3107, exposes: ['ProjectWikiView'] }],
    projectViews: [
      ...copy.projectViews,
      { key: 'wiki', label: 'Wiki', icon: 'ProfileOutlined', module: 'mfe_wiki/ProjectWikiView', props: ['projectId'] },
    ],
  };
}

/** The no-restricted-imports messages ESLint reports for `source` as if it were the file at `filePath`. */
async function restrictedImports(config: ReturnType<typeof createEslintConfig>, filePath: string, source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config });
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, filePath) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the remotes manifest', () => {
  test('is sound: unique packages, ports and view keys; every view rendered by an exposed module', () => {
    expect(manifestProblemsOf(remotesManifest)).toEqual([]);
  });

  test('reports what would make a derived config wrong', () => {
    const broken: RemotesManifest = {
      remotes: [
        ...remotesManifest.remotes,
        { package: 'mfe-wiki', federationName: 'wiki', devPort: remotesManifest.remotes[0].devPort, exposes: [] },
      ],
      projectViews: [...remotesManifest.projectViews, { key: 'wiki', label: 'Wiki', icon: 'ProfileOutlined', module: 'mfe_wiki/ProjectWikiView', props: [] }],
    };
    expect(manifestProblemsOf(broken)).toEqual([
      `dev port ${remotesManifest.remotes[0].devPort} is used 2 times.`,
      'mfe-wiki: federationName must be mfe_wiki.',
      'view wiki: no remote exposes mfe_wiki/ProjectWikiView.',
    ]);
  });

  test('lists exactly the mfe-* packages of the repository, each with its exposed modules and contract', () => {
    const folders = readdirSync(ROOT).filter((name) => name.startsWith('mfe-') && existsSync(path.join(ROOT, name, 'package.json')));
    expect(remotePackagesOf(remotesManifest).toSorted()).toEqual(folders.toSorted());
    for (const remote of remotesManifest.remotes) {
      const exposedDir = path.join(ROOT, remote.package, 'src', 'exposed');
      expect(JSON.parse(readFileSync(path.join(ROOT, remote.package, 'package.json'), 'utf8')).name).toBe(remote.package);
      // shell/tsconfig.json maps 'mfe-*/contract' to this file.
      expect(existsSync(path.join(exposedDir, 'contract.ts'))).toBe(true);
      for (const module of remote.exposes) {
        expect([`${module}.tsx`, `${module}.ts`].some((file) => existsSync(path.join(exposedDir, file)))).toBe(true);
      }
    }
  });

  test("each remote's webpack build takes its federation name, dev port and exposed modules from it", () => {
    for (const remote of remotesManifest.remotes) {
      const configFactory = requireFromRoot(`./${remote.package}/webpack.config.js`);
      const config = configFactory({}, { mode: 'production' });
      const federation = config.plugins.find((plugin: object) => plugin.constructor.name === 'ModuleFederationPlugin');
      expect({ name: federation._options.name, port: config.devServer.port, exposes: federation._options.exposes })
        .toEqual(remoteBuildOptionsOf(remotesManifest, remote.package));
    }
  });

  test('the files that cannot import it name every remote it lists', () => {
    const e2eTurbo = JSON.parse(readFileSync(path.join(ROOT, 'e2e', 'turbo.json'), 'utf8'));
    expect(e2eTurbo.tasks.test.dependsOn).toEqual(expect.arrayContaining(remotePackagesOf(remotesManifest).map((pkg) => `${pkg}#build`)));
    const shellPaths = JSON.parse(readFileSync(path.join(ROOT, 'shell', 'tsconfig.json'), 'utf8')).compilerOptions.paths;
    expect(shellPaths).toEqual({ 'mfe-*/contract': ['../mfe-*/src/exposed/contract.ts'] });
    expect(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces).toContain('mfe-*');
  });
});

describe('a seventh remote added to a copy of the manifest', () => {
  const manifest = withSeventhRemote(remotesManifest);

  test('is in the federation remotes list and gets its webpack build options', () => {
    expect(remoteNamesOf(manifest)).toEqual([...remoteNamesOf(remotesManifest), 'mfe_wiki']);
    expect(remoteBuildOptionsOf(manifest, 'mfe-wiki')).toEqual({
      name: 'mfe_wiki',
      port: 3107,
      exposes: { './ProjectWikiView': './src/exposed/ProjectWikiView' },
    });
  });

  test('gets a dev server port in `npm run dev`', () => {
    expect(devPortsOf(manifest)).toEqual({ ...devPortsOf(remotesManifest), 'mfe-wiki': 3107 });
  });

  test('gets a server default and its REMOTE_MFE_WIKI_URL variable', () => {
    const packages = serverRemotePackagesOf(manifest);
    expect(packages).toMatchObject({ mfe_wiki: 'mfe-wiki', mfe_tasks: 'mfe-tasks' });
    const env = { REMOTE_MFE_WIKI_URL: '/elsewhere/mf-manifest.json' };
    expect(parseRemoteOverrides(env, packages)).toEqual({ mfe_wiki: '/elsewhere/mf-manifest.json' });
  });

  test("adds its view to the shell's view table", () => {
    expect(projectViewsOf(manifest).at(-1)).toEqual({
      key: 'wiki', label: 'Wiki', icon: 'ProfileOutlined', module: 'mfe_wiki/ProjectWikiView', props: ['projectId'], taskPanel: false, projectModule: null,
    });
    expect(projectViewsOf(manifest).map((view) => view.key)).toEqual([...remotesManifest.projectViews.map((view) => view.key), 'wiki']);
  });

  test('is kept apart from the other remotes by lint, both ways', async () => {
    const config = createEslintConfig(manifest);
    const intoWiki = "import { WikiPage } from 'mfe-wiki/src/pages/WikiPage';\nexport const page = WikiPage;\n";
    const intoTasks = "import { TaskCard } from 'mfe-tasks/src/entities/task';\nexport const card = TaskCard;\n";
    expect(await restrictedImports(config, 'mfe-tasks/src/pages/Board.ts', intoWiki)).toEqual([
      expect.stringContaining('Remotes never import each other'),
    ]);
    expect(await restrictedImports(config, 'mfe-wiki/src/pages/WikiPage.ts', intoTasks)).toEqual([
      expect.stringContaining('Remotes never import each other'),
    ]);
    // The repository's own config does not know mfe-wiki.
    expect(await restrictedImports(eslintConfig, 'mfe-tasks/src/pages/Board.ts', intoWiki)).toEqual([]);
  });
});
