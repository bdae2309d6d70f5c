// The suite's one antd theme, as plain data: no runtime imports, so the build can read it (Node strips the types) to
// generate antd's stylesheet for it (shared/webpack/antd-stylesheet.cjs). Use it through theme.ts.
import type { ThemeConfig } from 'antd';

type PresetColor = 'gold' | 'lime' | 'yellow' | 'cyan' | 'green' | 'orange' | 'volcano';

/** Shade 7 of a preset palette under both names antd gives it (`gold7`, and `gold-7`, which sets the CSS variable). */
function presetTextColors(colors: Record<PresetColor, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(colors).flatMap(([name, color]) => [[`${name}7`, color], [`${name}-7`, color]]));
}

export const theme: ThemeConfig = {
  cssVar: { key: 'tessera' },
  token: {
    colorPrimary: '#3559e0',
    // antd derives a lighter hover (#5f82ed: 3.6:1 under white text); hovered and pressed primaries go darker instead.
    colorPrimaryHover: '#2948c4',
    colorPrimaryActive: '#1f3aa6',
    colorLinkHover: '#2948c4',
    colorLinkActive: '#1f3aa6',
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
    // Preset Tags (`<Tag color="gold">`) write shade 7 of their palette on shade 1: for these presets that is under
    // 4.5:1 (gold 2.8, lime 2.5, yellow 2.1, cyan, green and orange 3.4, volcano 4.4). A darker shade of the same hue
    // keeps the tag's look and reads at 4.5:1 or more on its background and on white.
    ...presetTextColors({
      gold: '#874d00',
      lime: '#3f6600',
      yellow: '#876800',
      cyan: '#006d75',
      green: '#237804',
      orange: '#ad4e00',
      volcano: '#ad2102',
    }),
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 24px', bodyBg: '#f5f7fb' },
    // An empty table's "no data" line is antd's disabled grey (1.8:1); it is content, not a disabled control.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
};
