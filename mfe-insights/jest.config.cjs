// The suite's preset, plus the ApexCharts stand-in (charts need SVG layout jsdom lacks; see shared/test/mock-charts.tsx).
const preset = require('../jest.preset.cjs')(__dirname);
module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, require.resolve('../shared/test/mock-charts.tsx')] };
