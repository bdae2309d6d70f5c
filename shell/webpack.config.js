const createConfig = require('@tessera/shared/webpack/create-config.cjs');
module.exports = createConfig({ dir: __dirname, name: 'shell', port: 3000, isHost: true });
