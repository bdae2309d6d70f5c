// The jest transform that makes antd's and the icons' index files require each module on first use
// (lazy-index-transform.cjs): the same exports with the same values, and nothing loaded before it is used.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const transform = jest.requireActual<{ process: (source: string, filename: string) => { code: string } }>('./lazy-index-transform.cjs');

/** Runs an index file's code (as is, or transformed) as a CommonJS module, recording what it requires. */
function run(indexPath: string, lazy: boolean) {
  const source = readFileSync(indexPath, 'utf8');
  const code = lazy ? transform.process(source, indexPath).code : source;
  const required: string[] = [];
  const localRequire = (id: string) => {
    required.push(id);
    return jest.requireActual(id.startsWith('.') ? path.join(path.dirname(indexPath), id) : id);
  };
  const module = { exports: {} as Record<string, unknown> };
  new Function('require', 'module', 'exports', code)(localRequire, module, module.exports);
  return { exports: module.exports, required };
}

describe('lazy index transform', () => {
  it("keeps antd's exports and loads a component when it is first used", () => {
    const indexPath = require.resolve('antd/lib/index.js');
    const eager = run(indexPath, false);
    const lazy = run(indexPath, true);
    expect(eager.required).toContain('./button');
    expect(lazy.required).not.toContain('./button');
    expect(lazy.required).not.toContain('./modal');

    expect(Object.keys(lazy.exports)).toEqual(Object.keys(eager.exports));
    expect(lazy.exports.Button).toBe(eager.exports.Button);
    expect(lazy.required.filter((id) => id === './button')).toHaveLength(1);
    for (const name of ['Modal', 'ConfigProvider', 'theme', 'version', 'Form', 'Select']) {
      expect(lazy.exports[name]).toBe(eager.exports[name]);
    }
    expect(lazy.exports.Button).toBe(lazy.exports.Button);
    expect(lazy.required.filter((id) => id === './button')).toHaveLength(1);
  });

  it('keeps the icons and loads an icon when it is first used', () => {
    // lib/icons/index.js, next to the package's main file (lib/index.js).
    const indexPath = path.join(path.dirname(require.resolve('@ant-design/icons')), 'icons/index.js');
    const eager = run(indexPath, false);
    const lazy = run(indexPath, true);
    expect(lazy.required).toEqual([]);
    expect(Object.keys(lazy.exports)).toEqual(Object.keys(eager.exports));
    expect(lazy.exports.CopyOutlined).toBe(eager.exports.CopyOutlined);
    expect(lazy.required).toEqual(['./CopyOutlined']);
  });
});
