// A failed page or section: what went wrong, and a way to try again.
import type { ReactNode } from 'react';
import { Button, Result } from './antd';

export interface PageErrorProps {
  title?: ReactNode;
  message: ReactNode;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** More actions next to Retry (e.g. a back link). */
  extra?: ReactNode;
  status?: 'error' | 'warning' | 'info' | '404' | '403' | '500';
}

export function PageError({ title = 'Error', message, onRetry, retryLabel = 'Retry', extra, status = 'error' }: PageErrorProps) {
  const actions = [
    onRetry ? (
      <Button key="retry" type="primary" onClick={onRetry}>
        {retryLabel}
      </Button>
    ) : null,
    extra ? <span key="extra">{extra}</span> : null,
  ].filter(Boolean);
  return <Result status={status} title={title} subTitle={message} extra={actions.length > 0 ? actions : undefined} />;
}
