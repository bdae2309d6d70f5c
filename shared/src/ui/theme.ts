// The suite's one antd theme. The shell's ConfigProvider applies it; remotes render inside and inherit it.
import type { ThemeConfig } from 'antd';
import { theme as antdTheme } from './antd';

export const theme: ThemeConfig = {
  cssVar: { key: 'tessera' },
  token: {
    colorPrimary: '#3559e0',
    colorInfo: '#3559e0',
    // Status colours are also text colours (tags, messages, form errors): each keeps 4.5:1 on white and on the page
    // background (WCAG 2.2 AA), which antd's defaults and our earlier greens and ambers did not.
    colorSuccess: '#15803d',
    colorWarning: '#b45309',
    colorError: '#b42318',
    // antd's secondary text (descriptions, hints, placeholders) is 45% black, 3.4:1 on white: too faint to read.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 24px', bodyBg: '#f5f7fb' },
  },
};

/** antd's theme helpers (the name `theme` above is the suite's ThemeConfig). */
export { antdTheme };
/** Design tokens of the current theme inside a component. */
export const useThemeToken = antdTheme.useToken;
