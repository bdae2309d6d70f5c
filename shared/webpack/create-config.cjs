// Webpack config factory for the shell and every remote, so they build the same way.
// A remote exposes only modules under src/exposed/; the shell registers remotes at runtime from /config/remotes.json.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedModules = require('../mf-shared.cjs');
const { AntdStylesheetPlugin } = require('./antd-stylesheet.cjs');
const { ANTD_STYLE_MODULES } = require('./antd-zero-runtime-loader.cjs');

/**
 * Writes a .gz and a .br beside every text asset of a production build, so the server (or any static host)
 * sends compressed files without compressing on each request.
 */
class PrecompressPlugin {
  apply(compiler) {
    const zlib = require('node:zlib');
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const [name, asset] of Object.entries(assets)) {
          if (!/\.(js|json|html|css|svg|txt)$/.test(name)) continue;
          const body = asset.buffer();
          if (body.length < PRECOMPRESS_MIN_BYTES) continue;
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(body, { level: 9 })));
          compilation.emitAsset(`${name}.br`, new sources.RawSource(zlib.brotliCompressSync(body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          })));
        }
      });
    });
  }
}
const PRECOMPRESS_MIN_BYTES = 1024;

const INJECT_RUNTIME_PLUGIN_ESM = path.join(path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')), 'index.js');

/**
 * @param {object} o
 * @param {string} o.dir        package folder (__dirname of its webpack.config.js)
 * @param {string} o.name       federation name, identifier-safe (mfe_tasks)
 * @param {number} o.port       dev server port
 * @param {Record<string,string>} [o.exposes]
 * @param {boolean} [o.isHost]  the shell
 */
module.exports = function createConfig({ dir, name, port, exposes = {}, isHost = false }) {
  const pkg = require(path.join(dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const apiOrigin = process.env.API_ORIGIN || 'http://localhost:3001';
    // A remote's production build is its federation container alone: the suite loads it through the shell, whose
    // server never serves a remote's own page.
    const containerOnly = production && !isHost;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: containerOnly ? {} : { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes resolve their chunks relative to wherever their manifest is served from.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
        // A function: the federation runtime asks for the entry's file name before content hashes exist
        // (it only needs its folder depth); the emitted file still gets its hash.
        filename: (pathData) => (production && pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js'),
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          // The suite's antd runs on the shell's stylesheet: the shell's build (which provides @tessera/shared to
          // every remote) leaves antd's style functions out. See the loader.
          ...(isHost ? [{ test: ANTD_STYLE_MODULES, use: require.resolve('./antd-zero-runtime-loader.cjs') }] : []),
        ],
      },
      optimization: { runtimeChunk: false, moduleIds: production ? 'deterministic' : 'named' },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedModules(pkg.dependencies),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          // The shell provides the federation runtime to every remote it loads (~19 KB gzip less per remote entry);
          // a remote's production build is only its container, so it takes the host's runtime. Dev builds keep their
          // own runtime, so a remote still runs standalone (npm run dev -w mfe-<name>).
          // (The plugin's ES module, not the CommonJS file the experiment `provideExternalRuntime` adds, which would
          // bundle a second, CommonJS copy of the runtime.)
          ...(isHost ? { runtimePlugins: [INJECT_RUNTIME_PLUGIN_ESM] } : { experiments: { externalRuntime: containerOnly } }),
        }),
        // BUILD_LABEL names a build (a deploy can show which build of a remote is live).
        new webpack.DefinePlugin({ 'process.env.BUILD_LABEL': JSON.stringify(process.env.BUILD_LABEL || '') }),
        // In development every package also runs standalone (its own page); the shell's page is the suite's entry point.
        ...(containerOnly ? [] : [new HtmlWebpackPlugin({
          template: path.join(dir, 'public/index.html'),
          title: isHost ? 'Tessera' : `Tessera · ${name}`,
          publicPath: '/',
        })]),
        // Issue 18: the shell's page links antd's styles for the suite's theme, generated here (zero runtime).
        ...(isHost ? [new AntdStylesheetPlugin()] : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(dir, 'public') },
        proxy: [{ context: ['/api', '/config'], target: apiOrigin, changeOrigin: false }],
      },
    };
  };
};
