// Issue 18: antd's stylesheet generated at build time for the suite's theme, and the zero-runtime mode the page
// switches to when it links it.
import { render, screen } from '@testing-library/react';
import { AppProviders } from '../src/ui/AppProviders';
import { Button } from '../src/ui/antd';
import { theme } from '../src/ui/theme';
import { hasStaticAntdStyles, STATIC_ANTD_STYLES_ATTRIBUTE, withZeroRuntime } from '../src/ui/static-antd-styles';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's CommonJS helper, as webpack loads it
const stylesheet = require('../webpack/antd-stylesheet.cjs') as {
  generateAntdStylesheet: () => string;
  STATIC_ANTD_STYLES_ATTRIBUTE: string;
};

/** The declarations of the first rule whose selector is exactly `selector`. */
function declarationsOf(css: string, selector: string): string {
  const start = css.indexOf(`${selector}{`);
  if (start < 0) throw new Error(`no rule for ${selector}`);
  return css.slice(start + selector.length + 1, css.indexOf('}', start));
}

describe('the build-time antd stylesheet', () => {
  let css = '';
  beforeAll(() => {
    css = stylesheet.generateAntdStylesheet();
  }, 120_000);

  it("defines our theme's tokens on the theme's class, not antd's defaults", () => {
    const tokens = declarationsOf(css, `.${theme.cssVar && typeof theme.cssVar === 'object' ? theme.cssVar.key : ''}`);
    expect(tokens).toContain('--ant-color-primary:#3559e0;');
    expect(tokens).toContain('--ant-color-primary-hover:#2948c4;');
    expect(tokens).toContain('--ant-color-success:#15803d;');
    expect(tokens).toContain('--ant-color-error:#b42318;');
    // The accessibility-driven text colours and the darker preset tag shades.
    expect(tokens).toContain('--ant-color-text-tertiary:rgba(0, 0, 0, 0.6);');
    expect(tokens).toContain('--ant-gold-7:#874d00;');
    expect(tokens).toContain('--ant-volcano-7:#ad2102;');
    expect(tokens).not.toContain('--ant-color-primary:#1677ff;');
  });

  it('carries our component tokens and the styles of every component, with unhashed selectors', () => {
    expect(declarationsOf(css, '.tessera.ant-layout')).toContain('--ant-layout-body-bg:#f5f7fb;');
    expect(declarationsOf(css, '.tessera.ant-table-css-var')).toContain('--ant-color-text-disabled:rgba(0, 0, 0, 0.6)');
    for (const component of ['btn', 'modal', 'select-dropdown', 'table', 'picker-dropdown', 'tooltip', 'drawer', 'message', 'tag-gold']) {
      expect(css).toContain(`.ant-${component}`);
    }
    expect(css).not.toMatch(/:where\(\.css-/);
  });

  it('stops motion under prefers-reduced-motion', () => {
    expect(css).toContain('@media (prefers-reduced-motion: reduce){.tessera{--ant-motion-duration-fast:0s;--ant-motion-duration-mid:0s;--ant-motion-duration-slow:0s;}}');
  });

  it('marks its link with the attribute the providers look for', () => {
    expect(stylesheet.STATIC_ANTD_STYLES_ATTRIBUTE).toBe(STATIC_ANTD_STYLES_ATTRIBUTE);
  });
});

describe('zero-runtime mode', () => {
  afterEach(() => {
    document.head.querySelectorAll(`link[${STATIC_ANTD_STYLES_ATTRIBUTE}]`).forEach((link) => link.remove());
  });

  const componentStyles = () => [...document.head.querySelectorAll('style')].filter((style) => /\.ant-btn[{:.\s,]/.test(style.textContent ?? ''));

  it('is on only where the page links the stylesheet', () => {
    expect(hasStaticAntdStyles()).toBe(false);
    const link = document.createElement('link');
    link.setAttribute(STATIC_ANTD_STYLES_ATTRIBUTE, '');
    document.head.append(link);
    expect(hasStaticAntdStyles()).toBe(true);
    expect(withZeroRuntime(theme, true)).toMatchObject({ zeroRuntime: true, hashed: false, token: theme.token });
    expect(withZeroRuntime(theme, false)).toBe(theme);
  });

  it('leaves the button styles to the stylesheet when it is linked', () => {
    const link = document.createElement('link');
    link.setAttribute(STATIC_ANTD_STYLES_ATTRIBUTE, '');
    document.head.append(link);
    render(<AppProviders><Button type="primary">Save zero</Button></AppProviders>);
    const button = screen.getByRole('button', { name: 'Save zero' });
    expect(button).toHaveClass('ant-btn', 'ant-btn-primary');
    // No hash class: the stylesheet's selectors are unhashed.
    expect([...button.classList].some((name) => /^css-(?!var)/.test(name))).toBe(false);
  });

  it('keeps runtime styles without the stylesheet (standalone remotes, tests)', () => {
    render(<AppProviders><Button type="primary">Save runtime</Button></AppProviders>);
    expect(screen.getByRole('button', { name: 'Save runtime' })).toHaveClass('ant-btn-primary');
    expect(componentStyles().length).toBeGreaterThan(0);
  });
});
