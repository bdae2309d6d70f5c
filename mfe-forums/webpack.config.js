const createConfig = require('@tessera/shared/webpack/create-config.cjs');
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_forums',
  port: 3105,
  exposes: { './ProjectForumsView': './src/exposed/ProjectForumsView.tsx' },
});
