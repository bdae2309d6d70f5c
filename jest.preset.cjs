// Shared jest settings for the browser packages (shared, shell, mfe-*): jsdom + swc.
// Each package: module.exports = require('../jest.preset.cjs')(__dirname)
const path = require('node:path');
module.exports = (rootDir) => ({
  rootDir,
  // jsdom, with getComputedStyle skipping the CSS rules that cannot match (antd injects ~2,000): see the file.
  testEnvironment: path.join(__dirname, 'shared/test/jsdom-environment.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
  transform: {
    // antd's and the icons' index files, with each re-exported module required on first use: see the file.
    '/node_modules/(antd/lib|@ant-design/icons/lib/icons)/index\\.js$': path.join(__dirname, 'shared/test/lazy-index-transform.cjs'),
    // antd's token usage statistics off, as in production: see the file.
    '/node_modules/@ant-design/cssinjs-utils/lib/util/statistic\\.js$': path.join(__dirname, 'shared/test/cssinjs-statistic-transform.cjs'),
    '^.+\\.[tj]sx?$': ['@swc/jest', {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'commonjs' },
    }],
  },
  // @ant-design/icons' CommonJS build requires the ES builds of these two packages: let swc transform them; and
  // the two files transformed above.
  transformIgnorePatterns: [
    '/node_modules/(?!(@ant-design/colors|@ant-design/fast-color)/|(antd/lib|@ant-design/icons/lib/icons)/index\\.js$|@ant-design/cssinjs-utils/lib/util/statistic\\.js$)',
  ],
  // antd's ES subpaths (lazy-loaded components in shared/src/ui) resolve to its CommonJS build under jest.
  moduleNameMapper: { '\\.(css|less)$': 'identity-obj-proxy', '^antd/es/(.*)$': 'antd/lib/$1' },
  setupFiles: [path.join(__dirname, 'shared/test/polyfills.ts')],
  setupFilesAfterEnv: [path.join(__dirname, 'shared/test/after-env.ts')],
  testTimeout: 15000,
});
