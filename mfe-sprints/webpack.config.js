const createConfig = require('@tessera/shared/webpack/create-config.cjs');
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_sprints',
  port: 3103,
  exposes: { './ProjectSprintsView': './src/exposed/ProjectSprintsView.tsx' },
});
