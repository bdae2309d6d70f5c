// The suite's one antd theme. The shell's ConfigProvider applies it; remotes render inside and inherit it.
import { theme as antdTheme } from './antd';

export { theme } from './theme-config';

/** antd's theme helpers (the name `theme` above is the suite's ThemeConfig). */
export { antdTheme };
/** Design tokens of the current theme inside a component. */
export const useThemeToken = antdTheme.useToken;
