// Import cycles in the browser code (shared, the shell and every remote's src): `npm run check:cycles`, part of
// `npm run lint`. The server has its own configuration (server/).

const CYCLE_COMMENT = 'Modules that import each other, directly or through others: move what both need into a third module.';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: CYCLE_COMMENT,
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|node_modules)/' },
    // Type-only imports count: a cycle of types still ties the modules together.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
  },
};
