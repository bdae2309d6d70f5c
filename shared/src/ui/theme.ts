// The suite's one antd theme. The shell's ConfigProvider applies it; remotes render inside and inherit it.
import type { ThemeConfig } from 'antd';
import { theme as antdTheme } from './antd';

export const theme: ThemeConfig = {
  cssVar: { key: 'tessera' },
  token: {
    colorPrimary: '#3559e0',
    colorInfo: '#3559e0',
    colorSuccess: '#1f9d55',
    colorWarning: '#d97706',
    colorError: '#d92d20',
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
