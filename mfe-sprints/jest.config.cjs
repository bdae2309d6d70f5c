// The suite's preset, plus the ApexCharts stand-in of @tessera/shared (charts need SVG layout jsdom lacks).
const preset = require('../jest.preset.cjs')(__dirname);
module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, require.resolve('@tessera/shared/test/mock-charts.tsx')] };
