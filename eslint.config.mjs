// ESLint 9 flat config for the whole monorepo: `npm run lint` (= `eslint .`) from the root.
// Besides the usual recommended sets it enforces the suite's boundaries:
//  - antd, its icons and react-router reach browser code only through @tessera/shared (one copy of each, tree-shaken:
//    one theme, one style cache, one router context);
//  - a browser package never imports another remote's source (remotes are deployed independently);
//    the shell may only `import type` a remote's contract ('mfe-tasks/contract').
// The remotes come from remotes.manifest.ts; createEslintConfig(manifest) lets a test lint against a changed copy.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import path from 'node:path';
import { remotesManifest, remotePackagesOf } from './remotes.manifest.ts';

const SOURCE_FILES = '**/*.{ts,tsx,js,jsx,mjs,cjs}';

// Value imports of antd and the router are forbidden outside shared/src/{ui,routing}; `import type` is fine.
// Regexes rather than gitignore-style groups: a bare group like 'antd' would also match './ui/antd'.
const ANTD_RESTRICTION = {
  regex: '^(antd|@ant-design/icons|react-router|react-router-dom)(/.*)?$',
  allowTypeImports: true,
  message: "Import antd components, icons and router APIs from '@tessera/shared' (shared/src/ui and shared/src/routing re-export them).",
};
const FEDERATION_ID_RESTRICTION = {
  regex: '^mfe_[a-z]+/',
  message: 'Remote modules are loaded at runtime through the shell, never imported statically.',
};
// By package name ('mfe-docs/...') or by a relative path into a remote's folder ('../../mfe-docs/src/...').
const remoteSourceRegex = (remotes) => `^(\\.{1,2}/(.*/)?)?(${remotes.join('|')})(/.*)?$`;

/** The no-restricted-imports patterns for one browser package (flat config replaces, not merges, rule options). */
function browserPackagePatterns(pkg, { allowAntd, remotes }) {
  const patterns = allowAntd ? [FEDERATION_ID_RESTRICTION] : [ANTD_RESTRICTION, FEDERATION_ID_RESTRICTION];
  if (pkg === 'shell') {
    patterns.push(
      {
        regex: '^mfe-[a-z]+/contract$',
        allowTypeImports: true,
        message: "The shell may only `import type` a remote's contract; it loads remotes at runtime (RemoteView).",
      },
      {
        regex: '^((\\.{1,2}/(.*/)?)mfe-[a-z]+(/.*)?|mfe-[a-z]+(?!/contract$)(/.*)?)$',
        message: "The shell must not import a remote's source; use `import type` from 'mfe-<name>/contract'.",
      },
    );
  } else {
    const others = remotes.filter((remote) => remote !== pkg);
    patterns.push({
      regex: remoteSourceRegex(others),
      message: 'Remotes never import each other; move what two remotes need into @tessera/shared.',
    });
  }
  return patterns;
}

// ---- Feature boundaries (browser packages) ------------------------------------------------------------------------
// In a remote (and the shell), a feature (src/features/<f>/) or an entity (src/entities/<e>/) is used from outside
// its folder only through its index.ts, its public face; inside the folder, files import each other freely. Tests
// and test support (testing/ folders) may reach into what they test.
// The shell and every remote (all in the remote template, docs/architecture.md).
export const FEATURE_BOUNDARY_PACKAGES = ['shell', ...remotePackagesOf(remotesManifest)];
const FEATURE_PLACE = /(?:^|\/)((?:mfe-[a-z]+|shell)\/src)\/(features|entities)\/([^/]+)\/(.+)$/;

function featurePlace(file) {
  const match = FEATURE_PLACE.exec(file.replaceAll('\\', '/'));
  return match ? { folder: `${match[1]}/${match[2]}/${match[3]}`, kind: match[2], name: match[3], inner: match[4] } : null;
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features and entities are imported from outside their folder only through their index.ts.' },
    messages: {
      internals: "Import the {{kind}} '{{name}}' through its face ({{folder}}/{{name}}/index.ts), not its internals ('{{source}}').",
    },
    schema: [],
  },
  create(context) {
    const importerFile = context.filename.replaceAll('\\', '/');
    if (/\.test\.[jt]sx?$/.test(importerFile) || /\/testing\//.test(importerFile)) return {};
    const importer = featurePlace(importerFile);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featurePlace(path.posix.join(path.posix.dirname(importerFile), source));
      if (!target || target.folder === importer?.folder) return;
      if (/^index(\.tsx?)?$/.test(target.inner)) return;
      context.report({ node: node.source, messageId: 'internals', data: { kind: target.kind === 'features' ? 'feature' : 'entity', folder: target.kind, name: target.name, source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

// ---- Server module boundaries (server/src) ------------------------------------------------------------------------
// A module (server/src/modules/<m>/) is used only through its face, modules/<m>/index.ts; the kernel (the folders
// below) never imports modules. The same layering is checked again, with cycles, by dependency-cruiser
// (server/.dependency-cruiser.cjs, `npm run check:deps` in server).
const SERVER_KERNEL = ['access', 'journals', 'http', 'db', 'auth', 'copying', 'storage', 'realtime', 'outbound'];

/** Where a server/src path sits: a module (with the path inside it), a kernel folder, or elsewhere. */
function serverPlace(file) {
  const match = /(?:^|\/)server\/src\/(.+)$/.exec(file.replaceAll('\\', '/'));
  if (!match) return null;
  const parts = match[1].split('/');
  if (parts[0] === 'modules' && parts.length > 2) return { module: parts[1], inner: parts.slice(2).join('/') };
  return { kernel: SERVER_KERNEL.includes(parts[0]) ? parts[0] : null };
}

const serverModuleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Server modules import each other only through their index.ts; the kernel never imports modules." },
    messages: {
      internals: "Import '{{module}}' through its face (modules/{{module}}/index.ts), not its internals ('{{source}}').",
      kernel: "The server kernel ({{kernel}}/) must not import modules ('{{source}}'); move what it needs into the kernel.",
    },
    schema: [],
  },
  create(context) {
    const importer = serverPlace(context.filename);
    if (!importer) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = serverPlace(path.posix.join(path.posix.dirname(context.filename.replaceAll('\\', '/')), source));
      if (!target?.module) return;
      if (importer.kernel) {
        context.report({ node: node.source, messageId: 'kernel', data: { kernel: importer.kernel, source } });
      } else if (target.module !== importer.module && target.inner !== 'index.ts') {
        context.report({ node: node.source, messageId: 'internals', data: { module: target.module, source } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** The whole config, for the remotes a manifest lists. */
export function createEslintConfig(manifest) {
  const remotes = remotePackagesOf(manifest);
  const browserPackages = ['shared', 'shell', ...remotes];
  return defineConfig(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/.turbo/**', '**/test-results/**', '**/playwright-report/**', 'data/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  // React code lives in the browser packages (the e2e fixtures' `use` callback is not React's `use`).
  {
    files: browserPackages.map((pkg) => `${pkg}/**/*.{ts,tsx,jsx}`),
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: [SOURCE_FILES],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser } },
    rules: {
      'no-console': 'warn',
      // `_name` marks an intentionally unused parameter or binding.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  // Node code: the server, scripts, the e2e harness, and build/test configuration files.
  {
    files: ['server/**', 'scripts/**', 'e2e/**', '**/*.config.{js,cjs,mjs,ts}', '**/*.cjs', 'shared/webpack/**', 'shared/test/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Server and scripts report to the terminal on purpose.
  { files: ['server/**', 'scripts/**'], rules: { 'no-console': 'off' } },
  // Import boundaries of the browser packages.
  ...browserPackages.map((pkg) => ({
    files: [`${pkg}/${SOURCE_FILES}`],
    rules: { 'no-restricted-imports': ['error', { patterns: browserPackagePatterns(pkg, { allowAntd: false, remotes }) }] },
  })),
  {
    files: [`shared/src/ui/${SOURCE_FILES}`, `shared/src/routing/${SOURCE_FILES}`],
    rules: { 'no-restricted-imports': ['error', { patterns: browserPackagePatterns('shared', { allowAntd: true, remotes }) }] },
  },
  // ---- Feature boundaries (see featureBoundaries above) ----
  {
    files: FEATURE_BOUNDARY_PACKAGES.map((pkg) => `${pkg}/src/${SOURCE_FILES}`),
    plugins: { tessera: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'tessera/feature-boundaries': 'error' },
  },
  // ---- Server module boundaries (see serverModuleBoundaries above) ----
  {
    files: ['server/src/**/*.ts'],
    plugins: { 'tessera-server': { rules: { 'module-boundaries': serverModuleBoundaries } } },
    rules: { 'tessera-server/module-boundaries': 'error' },
  },
  );
}

export default createEslintConfig(remotesManifest);
