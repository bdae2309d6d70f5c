// Catches a remote that fails to load or to render, so only its own slot degrades.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result, ResultHeading, Space, Tooltip, Typography } from '@tessera/shared';
import { REMOTE_VIEW_FALLBACK_TITLE, describeRemoteError } from './remote-errors';

interface Props {
  remoteId: string;
  onRetry: () => Promise<void> | void;
  children: ReactNode;
  /** One line (the reason in a tooltip) instead of a full result panel. */
  inline?: boolean;
  /** What is unavailable; REMOTE_VIEW_FALLBACK_TITLE when not given. */
  title?: string;
  /** The full fallback's title level: 1 when the remote is the whole page, else 2 (a view under the page's h1). */
  headingLevel?: 1 | 2;
}

interface State {
  error: unknown;
  hasError: boolean;
  retrying: boolean;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false, retrying: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console for whoever investigates; the user sees one readable line.
    // eslint-disable-next-line no-console -- deliberate diagnostics
    console.warn(`[remote] ${this.props.remoteId} failed`, error, info.componentStack);
  }

  private retry = async () => {
    this.setState({ retrying: true });
    try {
      await this.props.onRetry();
    } finally {
      // The parent remounts this boundary on success; this only matters when retrying itself failed.
      this.setState({ retrying: false });
    }
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    const title = this.props.title ?? REMOTE_VIEW_FALLBACK_TITLE;
    const retryButton = (
      <Button
        type={this.props.inline ? 'default' : 'primary'}
        size={this.props.inline ? 'small' : undefined}
        onClick={() => void this.retry()}
        loading={this.state.retrying}
      >
        Retry
      </Button>
    );
    if (this.props.inline) {
      return (
        <Space size="small" data-testid="remote-view-unavailable">
          <Tooltip title={describeRemoteError(this.state.error)}>
            <Typography.Text type="secondary">{title}</Typography.Text>
          </Tooltip>
          {retryButton}
        </Space>
      );
    }
    return (
      <Result
        status="warning"
        title={<ResultHeading level={this.props.headingLevel ?? 2}>{title}</ResultHeading>}
        subTitle={describeRemoteError(this.state.error)}
        extra={retryButton}
      />
    );
  }
}
