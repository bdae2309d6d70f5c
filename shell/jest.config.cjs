const preset = require('../jest.preset.cjs')(__dirname);
// @ant-design/icons' CommonJS build requires @ant-design/colors' ES build, which jest cannot load as CommonJS
// without --experimental-vm-modules; let swc transform those packages (until the root preset does it for everyone).
module.exports = {
  ...preset,
  // Whole pages (layout + antd forms and tables) render in these tests; slow on a busy 2-core machine.
  testTimeout: 45000,
  transformIgnorePatterns: preset.transformIgnorePatterns ?? ['/node_modules/(?!(@ant-design/colors|@ant-design/fast-color)/)'],
};
