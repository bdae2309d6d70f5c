// Issue 21: what the shared UI does for accessibility: colours at 4.5:1, reduced motion, toasts read out, headings.
import { act, render, screen } from '@testing-library/react';
import { blue, cyan, gold, green, lime, orange, volcano, yellow } from '@ant-design/colors';
import { useEffect } from 'react';
import { App } from '../src/ui/antd';
import { AppProviders } from '../src/ui/AppProviders';
import { ACCESSIBILITY_STYLES_HREF } from '../src/ui/AccessibilityStyles';
import { PageError } from '../src/ui/PageError';
import { AVATAR_COLORS } from '../src/ui/UserAvatar';
import { theme, useThemeToken } from '../src/ui/theme';
import { REDUCED_MOTION_QUERY } from '../src/ui/useReducedMotion';

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
      .map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

describe('colours (WCAG 2.2 AA, 4.5:1 for text)', () => {
  it.each([...AVATAR_COLORS])('white initials on avatar colour %s', (colour) => {
    expect(contrast('#ffffff', colour)).toBeGreaterThanOrEqual(4.5);
  });

  // A preset Tag writes shade 7 on shade 1 of its palette; blue is antd's own and already passes.
  it.each(Object.entries({ gold, lime, yellow, cyan, green, orange, volcano, blue }))('the %s Tag', (name, palette) => {
    const token = theme.token as Record<string, string>;
    const text = token[`${name}-7`] ?? palette[6];
    // Both spellings: antd reads `gold7` in code and writes `gold-7` as the CSS variable the Tag uses.
    expect(token[`${name}7`] ?? palette[6]).toBe(text);
    expect(contrast(text, palette[0])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('reduced motion', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  function preferReducedMotion(reduce: boolean) {
    window.matchMedia = ((query: string) => ({
      matches: reduce && query === REDUCED_MOTION_QUERY, media: query, onchange: null, addListener() {}, removeListener() {},
      addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
  }

  function MotionProbe() {
    const { token } = useThemeToken();
    return <output data-testid="motion">{`${String(token.motion)} ${token.motionDurationMid}`}</output>;
  }

  it("turns antd's motion off when the system asks for reduced motion", () => {
    preferReducedMotion(true);
    render(<AppProviders><MotionProbe /></AppProviders>);
    expect(screen.getByTestId('motion')).toHaveTextContent('false 0s');
  });

  it('keeps it otherwise', () => {
    preferReducedMotion(false);
    render(<AppProviders><MotionProbe /></AppProviders>);
    expect(screen.getByTestId('motion')).not.toHaveTextContent('0s');
  });

  it('stops CSS transitions and animations too', () => {
    render(<AppProviders>content</AppProviders>);
    const rules = document.head.querySelector(`style[data-href="${ACCESSIBILITY_STYLES_HREF}"]`);
    expect(rules?.textContent).toMatch(/prefers-reduced-motion: reduce[\s\S]*transition-duration/);
  });
});

describe('toasts', () => {
  function Toast({ text }: { text: string }) {
    const { message } = App.useApp();
    useEffect(() => {
      message.success(text);
    }, [message, text]);
    return null;
  }

  it('are read out: each message is an alert', async () => {
    render(<AppProviders><Toast text="Your password has been changed." /></AppProviders>);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password has been changed.');
    await act(async () => {});
  });
});

describe('PageError', () => {
  it('titles a whole-page error with the page h1', () => {
    render(<PageError title="Could not load your account" message="Try again." headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Could not load your account' })).toBeInTheDocument();
  });

  it('has no heading of its own by default (a section inside a view)', () => {
    render(<PageError message="Gone." />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
