// Issue 18: in the suite, antd runs in zero-runtime mode (the shell's page links antd's stylesheet, generated at build
// time, and AppProviders turns runtime styles off). Its style hooks then return before calling their style functions,
// so those functions (about a third of antd's code) are dead weight in every page. This loader, applied by the shell's
// build to antd's style modules, replaces the style function given to genStyleHooks, genComponentStyleHook and
// genSubStyleComponent with one that yields no styles; the hooks keep their contract (class names, CSS variables,
// component tokens) and the functions they no longer reference are dropped as unused code.
// Standalone remotes and jest do not use it: they keep runtime styles.
const acorn = require('acorn');

const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const NO_STYLES = '() => []';

/** The [start, end) ranges of the style-function arguments of the factories' calls in `source`. */
function styleFunctionRanges(source) {
  const program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const ranges = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && STYLE_HOOK_FACTORIES.has(node.callee.name) && node.arguments.length >= 2) {
      ranges.push([node.arguments[1].start, node.arguments[1].end]);
    }
    for (const key of Object.keys(node)) {
      const value = node[key];
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  visit(program);
  return ranges;
}

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function antdZeroRuntimeLoader(source) {
  const ranges = styleFunctionRanges(source).sort((a, b) => b[0] - a[0]);
  let result = source;
  for (const [start, end] of ranges) result = `${result.slice(0, start)}${NO_STYLES}${result.slice(end)}`;
  return result;
};

module.exports.styleFunctionRanges = styleFunctionRanges;
/** The modules the loader applies to: antd's style folders and the wave effect's style. */
module.exports.ANTD_STYLE_MODULES = /[\\/]node_modules[\\/]antd[\\/]es[\\/](.+[\\/]style[\\/].+|_util[\\/]wave[\\/]style)\.js$/;
