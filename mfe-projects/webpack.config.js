const createConfig = require('@tessera/shared/webpack/create-config.cjs');
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_projects',
  port: 3101,
  exposes: {
    './ProjectsPage': './src/exposed/ProjectsPage.tsx',
    './ProjectActions': './src/exposed/ProjectActions.tsx',
  },
});
