// The server's import rules, checked with cycles by `npm run check:deps` (part of `npm run lint`). The same module and
// kernel rules are also an ESLint rule (eslint.config.mjs), which reports them in the editor; see docs/architecture.md.
const KERNEL = '^src/(access|journals|http|db|auth|copying|storage|realtime|outbound)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles in server/src, type-only imports included.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'modules-only-through-index',
      severity: 'error',
      comment: "A module (src/modules/<m>/) is imported from another module only through its face, src/modules/<m>/index.ts.",
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'modules-only-through-index',
      severity: 'error',
      comment: 'The same from outside the modules (the app, the seed, the kernel): faces only.',
      from: { path: '^src/', pathNot: '^src/modules/[^/]+/' },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'kernel-not-importing-modules',
      severity: 'error',
      comment: 'The kernel is what modules build on: it never imports a module, not even a face.',
      from: { path: KERNEL },
      to: { path: '^src/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.test\\.ts$' },
  },
};
