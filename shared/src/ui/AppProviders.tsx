// Providers every tree of the suite needs: the theme, antd's App (message/modal/notification context)
// and the one QueryClient. The shell renders these once; a remote's standalone bootstrap renders them itself.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from './antd';
import { theme } from './theme';
import { queryClient } from '../query/query-client';
import { LiveAnnouncer } from './LiveAnnouncer';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <App>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        <LiveAnnouncer />
      </App>
    </ConfigProvider>
  );
}
