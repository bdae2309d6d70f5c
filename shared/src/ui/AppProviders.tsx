// Providers every tree of the suite needs: the theme (without motion when the user asks for less), the global
// accessibility styles, antd's App (message/modal/notification context), the one QueryClient and the live region. The shell renders these once; a remote's standalone bootstrap renders them itself.
import { useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from './antd';
import { theme } from './theme';
import { queryClient } from '../query/query-client';
import { LiveAnnouncer } from './LiveAnnouncer';
import { AccessibilityStyles } from './AccessibilityStyles';
import { useReducedMotion } from './useReducedMotion';
import { hasStaticAntdStyles, withZeroRuntime } from './static-antd-styles';

export function AppProviders({ children }: { children: ReactNode }) {
  // antd's own animations (modals zooming, drawers sliding, tabs' ink bar) stop when the user asks for less motion;
  // the CSS in AccessibilityStyles stops the rest.
  const reducedMotion = useReducedMotion();
  // Decided once per page: antd cannot switch between runtime and static styles while mounted.
  const [zeroRuntime] = useState(hasStaticAntdStyles);
  const appliedTheme = useMemo(() => {
    const motionTheme = reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;
    return withZeroRuntime(motionTheme, zeroRuntime);
  }, [reducedMotion, zeroRuntime]);
  return (
    <ConfigProvider theme={appliedTheme}>
      <AccessibilityStyles />
      <App>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        <LiveAnnouncer />
      </App>
    </ConfigProvider>
  );
}
