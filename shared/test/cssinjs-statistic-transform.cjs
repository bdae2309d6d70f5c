// Jest transform for @ant-design/cssinjs-utils' statistic module: token usage statistics off, as in production.
//
// Outside production builds that module records which design tokens each antd component's style reads (for antd's
// own tooling): every token read goes through a Proxy, and every token merge defines a getter per key (hundreds per
// component). That was about a twentieth of a page test's time. With it off, merge is Object.assign and the token
// is read directly, so the same styles are generated. antd-statistic-off.test.ts checks that it applies.
const { createHash } = require('node:crypto');
const fs = require('node:fs');

const ownSource = fs.readFileSync(__filename, 'utf8');
const SWITCH = "var enableStatistic = process.env.NODE_ENV !== 'production' || typeof CSSINJS_STATISTIC !== 'undefined';";

module.exports = {
  process(source) {
    // Another version of the file keeps its statistics (and the test says so).
    return { code: source.replace(SWITCH, "var enableStatistic = typeof CSSINJS_STATISTIC !== 'undefined';") };
  },
  getCacheKey(source, filename) {
    return createHash('sha1').update(ownSource).update('\0').update(filename).update('\0').update(source).digest('hex');
  },
};
