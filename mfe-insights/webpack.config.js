const createConfig = require('@tessera/shared/webpack/create-config.cjs');
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_insights',
  port: 3106,
  exposes: { './ProjectFinanceView': './src/exposed/ProjectFinanceView.tsx', './ProjectGithubView': './src/exposed/ProjectGithubView.tsx' },
});
