const createConfig = require('@tessera/shared/webpack/create-config.cjs');
// Federation name, dev port and exposed modules come from the remotes manifest.
const { remotesManifest, remoteBuildOptionsOf } = require('../remotes.manifest.ts');
module.exports = createConfig({ dir: __dirname, ...remoteBuildOptionsOf(remotesManifest, 'mfe-sprints') });
