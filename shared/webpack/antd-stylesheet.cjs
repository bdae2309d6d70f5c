/* eslint-disable no-console -- a build step: it filters antd's warnings and prints its usage */
// Issue 18: antd's styles for the suite's theme, generated at build time. The shell's page links the stylesheet and
// the shell's ConfigProvider runs in antd's zero-runtime mode (no CSS-in-JS work in the browser before first paint).
// Generated from the same theme object the ConfigProvider applies (src/ui/theme-config.ts), so tokens, component
// tokens and the accessibility-driven colours are the ones the page would otherwise compute at runtime.
// React, antd and the theme are required on first use: every package's webpack config loads this file, only the shell
// generates.
const suiteTheme = () => require('../src/ui/theme-config.ts').theme;

/** Marks the page's link to this stylesheet; AppProviders turns antd's runtime styles off only when it is there. */
const STATIC_ANTD_STYLES_ATTRIBUTE = 'data-tessera-antd-styles';

/** The theme both the extraction and zero-runtime pages use: class names without a hash, so the selectors match. */
const staticTheme = (base) => ({ ...base, hashed: false });

/**
 * With reduced motion the ConfigProvider sets `motion: false`, which antd turns into zero durations. The
 * stylesheet's durations would win over the ones antd injects at runtime, so it carries the zero ones itself.
 */
function reducedMotionRules(cssVarKey) {
  const zero = ['fast', 'mid', 'slow'].map((speed) => `--ant-motion-duration-${speed}:0s;`).join('');
  return `@media (prefers-reduced-motion: reduce){.${cssVarKey}{${zero}}}`;
}

/**
 * antd's whole stylesheet for `base` (every component, as @ant-design/static-style-extract renders them), plus the
 * reduced-motion durations.
 */
function generateAntdStylesheet(base = suiteTheme()) {
  const React = require('react');
  const { ConfigProvider } = require('antd');
  const { extractStyle } = require('@ant-design/static-style-extract');
  const applied = staticTheme(base);
  // extractStyle renders every antd component; antd's deprecation warnings about that are noise here.
  const { error } = console;
  console.error = (...args) => { if (!String(args[0]).startsWith('Warning: [antd:')) error(...args); };
  try {
    const css = extractStyle((node) => React.createElement(ConfigProvider, { theme: applied }, node));
    return `${css}\n${reducedMotionRules(applied.cssVar?.key ?? 'css-var-root')}\n`;
  } finally {
    console.error = error;
  }
}

/**
 * Webpack plugin (the shell): emits antd.[contenthash:8].css (cached for good: the server treats hashed names as
 * immutable) and links it first in the page's head, before the scripts.
 */
class AntdStylesheetPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    let generated = null;
    compiler.hooks.thisCompilation.tap('AntdStylesheetPlugin', (compilation) => {
      let fileName = null;
      compilation.hooks.processAssets.tap({ name: 'AntdStylesheetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        // Once per process: a watch rebuild does not regenerate it (the theme is data, restart the dev server after editing it).
        generated ??= generateAntdStylesheet();
        const hash = require('node:crypto').createHash('sha256').update(generated).digest('hex').slice(0, 8);
        fileName = `antd.${hash}.css`;
        compilation.emitAsset(fileName, new sources.RawSource(generated));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AntdStylesheetPlugin', (data) => {
        if (!fileName) return data;
        const publicPath = data.publicPath ?? '/';
        data.headTags.unshift({
          tagName: 'link', voidTag: true, meta: { plugin: 'AntdStylesheetPlugin' },
          attributes: { rel: 'stylesheet', href: `${publicPath}${fileName}`, [STATIC_ANTD_STYLES_ATTRIBUTE]: '' },
        });
        return data;
      });
    });
  }
}

module.exports = { generateAntdStylesheet, AntdStylesheetPlugin, STATIC_ANTD_STYLES_ATTRIBUTE, reducedMotionRules };

// CLI: node shared/webpack/antd-stylesheet.cjs <out.css> writes the stylesheet (for a static host of the shell).
if (require.main === module) {
  const out = process.argv[2];
  if (!out) { console.error('usage: node shared/webpack/antd-stylesheet.cjs <out.css>'); process.exit(2); }
  require('node:fs').writeFileSync(out, generateAntdStylesheet());
}
