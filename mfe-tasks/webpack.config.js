const createConfig = require('@tessera/shared/webpack/create-config.cjs');
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_tasks',
  port: 3102,
  exposes: {
    './ProjectTasksView': './src/exposed/ProjectTasksView.tsx',
    './ProjectTaskPanel': './src/exposed/ProjectTaskPanel.tsx',
  },
});
