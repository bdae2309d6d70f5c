// The suite's preset, plus the ApexCharts stand-in (charts need SVG layout jsdom lacks; see test/mock-charts.tsx).
const preset = require('../jest.preset.cjs')(__dirname);
module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/test/mock-charts.tsx'] };
