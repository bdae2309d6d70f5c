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
  /**
   * The title as a heading of this level: 1 when the error is the whole page (the page's one h1), 2 inside a page
   * whose h1 is elsewhere. Without it the title is plain text (a section inside a view).
   */
  headingLevel?: 1 | 2 | 3;
}

/** A Result title as a heading that keeps Result's look. */
export function ResultHeading({ level, children }: { level: 1 | 2 | 3; children: ReactNode }) {
  const Heading = `h${level}` as const;
  return <Heading style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{children}</Heading>;
}

export function PageError({ title = 'Error', message, onRetry, retryLabel = 'Retry', extra, status = 'error', headingLevel }: PageErrorProps) {
  const actions = [
    onRetry ? (
      <Button key="retry" type="primary" onClick={onRetry}>
        {retryLabel}
      </Button>
    ) : null,
    extra ? <span key="extra">{extra}</span> : null,
  ].filter(Boolean);
  return (
    <Result
      status={status}
      title={headingLevel ? <ResultHeading level={headingLevel}>{title}</ResultHeading> : title}
      subTitle={message}
      extra={actions.length > 0 ? actions : undefined}
    />
  );
}
