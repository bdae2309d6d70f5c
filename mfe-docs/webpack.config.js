const createConfig = require('@tessera/shared/webpack/create-config.cjs');
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_docs',
  port: 3104,
  exposes: { './ProjectDocumentsView': './src/exposed/ProjectDocumentsView.tsx' },
});
