// Jest transform for the CommonJS index files of antd and @ant-design/icons: each module they re-export is
// required on first use instead of all at once. antd's index requires its ~70 components and the icons' index
// its ~800 icons, which took over a second of every test file; a test file uses a few dozen of them.
//
// The index files are Babel output: `var _name = wrap(require("./module"));` then getters reading `_name.x`.
// Each such declaration becomes a memoised function and each use a call of it, so the same modules load, with
// the same wrapping, only later. Anything else in the file is left as it is.
const { createHash } = require('node:crypto');
const fs = require('node:fs');

const ownSource = fs.readFileSync(__filename, 'utf8');
const DECLARATION = /^var (_\w+) = ((?:_interopRequire\w+\()?require\("\.\/[^"]+"\)\)?(?:\.default)?);$/gm;

function makeLazy(source) {
  const names = [];
  let code = source.replace(DECLARATION, (_, name, expression) => {
    names.push(name);
    return `var ${name}$module; function ${name}$load() { return ${name}$module || (${name}$module = ${expression}); }`;
  });
  for (const name of names) {
    // Every other use (`_name.x`, `Object.keys(_name)`) goes through the loader; the new names end in `$`.
    code = code.replace(new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b(?!\\$)`, 'g'), `${name}$load()`);
  }
  return code;
}

module.exports = {
  process(source) {
    return { code: makeLazy(source) };
  },
  getCacheKey(source, filename) {
    return createHash('sha1').update(ownSource).update('\0').update(filename).update('\0').update(source).digest('hex');
  },
};
