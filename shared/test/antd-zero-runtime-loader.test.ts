// Issue 18: the shell's build leaves antd's style functions out (the suite runs on the build-time stylesheet, in
// antd's zero-runtime mode, where the style hooks return before calling them). The loader must keep every hook's
// other arguments (component name, component tokens, options), because the hooks still run.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's CommonJS loader, as webpack loads it
const loader = require('../webpack/antd-zero-runtime-loader.cjs') as {
  (this: unknown, source: string): string;
  styleFunctionRanges: (source: string) => Array<[number, number]>;
  ANTD_STYLE_MODULES: RegExp;
};

// antd's ES build, as webpack resolves it (jest maps antd/es/* to the CommonJS build).
const ANTD_ES = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
const FACTORY_CALL = /\b(genStyleHooks|genComponentStyleHook|genSubStyleComponent)\(/g;

/** Every module of antd's ES build that the shell's build runs through the loader. */
function styleModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (loader.ANTD_STYLE_MODULES.test(file.replace(/^.*[\\/]node_modules[\\/]/, '/node_modules/'))) found.push(file);
    }
  };
  walk(ANTD_ES);
  return found;
}

test('applies to the style folders of antd components and to the wave effect, not to the components', () => {
  const modules = styleModules().map((file) => path.relative(ANTD_ES, file).split(path.sep).join('/'));
  expect(modules).toEqual(expect.arrayContaining(['button/style/index.js', 'select/style/index.js', '_util/wave/style.js']));
  expect(modules).not.toContain('button/Button.js');
  expect(modules).not.toContain('style/index.js');
});

test("replaces each factory's style function and keeps its other arguments", () => {
  const file = path.join(ANTD_ES, 'button/style/index.js');
  const source = readFileSync(file, 'utf8');
  const output = loader.call({}, source);
  expect(output).toMatch(/genStyleHooks\('Button', \(\) => \[\], prepareComponentToken, \{/);
  // The style function itself is no longer referenced (so the bundler drops it).
  expect(source).toMatch(/genSharedButtonStyle\(/);
  const uses = (text: string) => (text.match(/genSharedButtonStyle\(/g) ?? []).length;
  expect(uses(output)).toBeLessThan(uses(source));
});

test('every style module parses, and every factory call in it gets the empty style function', () => {
  let calls = 0;
  for (const file of styleModules()) {
    const source = readFileSync(file, 'utf8');
    const output = loader.call({}, source);
    const expected = (source.match(FACTORY_CALL) ?? []).length;
    calls += expected;
    expect([file, loader.styleFunctionRanges(source).length]).toEqual([file, expected]);
    // Each call's second argument is now the empty style function.
    expect([file, loader.styleFunctionRanges(output).every(([start, end]) => output.slice(start, end) === '() => []')]).toEqual([file, true]);
  }
  expect(calls).toBeGreaterThan(80);
});
