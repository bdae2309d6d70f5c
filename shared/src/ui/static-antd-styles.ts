// Issue 18: the shell's page links antd's stylesheet generated at build time for the suite's theme
// (shared/webpack/antd-stylesheet.cjs, which marks the link with the same attribute). Where it is linked, antd runs
// in zero-runtime mode: no CSS-in-JS work before first paint. A remote's standalone page and jest's jsdom have no such
// link and keep antd's runtime styles, so they look the same without it.
import type { ThemeConfig } from 'antd';

export const STATIC_ANTD_STYLES_ATTRIBUTE = 'data-tessera-antd-styles';

/** True when the page links the build-time antd stylesheet. */
export function hasStaticAntdStyles(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): boolean {
  return !!doc?.querySelector(`link[${STATIC_ANTD_STYLES_ATTRIBUTE}]`);
}

/** The theme as the page applies it: the stylesheet's selectors carry no hash, so zero-runtime class names do not either. */
export function withZeroRuntime(theme: ThemeConfig, zeroRuntime: boolean): ThemeConfig {
  return zeroRuntime ? { ...theme, hashed: false, zeroRuntime: true } : theme;
}
