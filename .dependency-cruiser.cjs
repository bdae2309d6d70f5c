// Import cycles in the browser code (shared, the shell and every remote's src): `npm run check:cycles`, part of
// `npm run lint`. The server has its own configuration (server/).

// TEMPORARY: the one known cycle, columns.ts <-> drag-end.ts in mfe-sprints' sprint board (issue 13). Exactly that
// pair is exempt; any other cycle through either file still fails. Remove KNOWN_CYCLE and its uses once the
// mfe-sprints restructuring breaks it.
const KNOWN_CYCLE = '^mfe-sprints/src/features/sprint-board/model/(columns|drag-end)[.]ts$';

const CYCLE_COMMENT = 'Modules that import each other, directly or through others: move what both need into a third module.';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: CYCLE_COMMENT,
      from: { pathNot: KNOWN_CYCLE },
      to: { circular: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: `${CYCLE_COMMENT} (Only the known columns.ts <-> drag-end.ts pair is exempt.)`,
      from: { path: KNOWN_CYCLE },
      to: { circular: true, pathNot: KNOWN_CYCLE },
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
