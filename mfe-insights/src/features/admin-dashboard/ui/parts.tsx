// The admin dashboard's building blocks: a section (h2) with its own loading, error-with-Retry and empty states, and a
// figure whose label explains, on hover or focus (and to screen readers always), how its number is computed.
import { useId, type ReactNode } from 'react';
import { Alert, Button, Card, Skeleton, Tooltip, Typography, VisuallyHidden, errorMessage } from '@tessera/shared';

export const TEXT = {
  title: 'Admin dashboard',
  retry: 'Retry',
  adminsOnly: 'Only administrators can see the admin dashboard.',
  forbiddenTitle: '403: not allowed',
} as const;

interface SectionProps {
  title: string;
  testId: string;
  extra?: ReactNode;
  /** The query behind the section: its loading and error states are the section's. */
  state?: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  empty?: string | null;
  children?: ReactNode;
}

export function Section({ title, testId, extra, state, empty, children }: SectionProps) {
  const headingId = `${testId}-heading`;
  let body: ReactNode = children;
  if (state?.isPending) body = <Skeleton active paragraph={{ rows: 3 }} data-testid={`${testId}-loading`} />;
  else if (state?.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={`Could not load ${title.toLowerCase()}`}
        description={errorMessage(state.error)}
        data-testid={`${testId}-error`}
        action={
          <Button size="small" onClick={() => void state.refetch()}>
            {TEXT.retry}
          </Button>
        }
      />
    );
  else if (empty) body = <Typography.Text type="secondary" data-testid={`${testId}-empty`}>{empty}</Typography.Text>;
  return (
    <section aria-labelledby={headingId} data-testid={testId} style={{ marginTop: 24 }}>
      <Card
        size="small"
        title={
          <Typography.Title level={2} id={headingId} style={{ fontSize: 18, margin: 0 }}>
            {title}
          </Typography.Title>
        }
        extra={extra}
      >
        {body}
      </Card>
    </section>
  );
}

/** A label with its computation: a tooltip for sighted users, a description for screen readers. */
export function Explained({ label, how }: { label: ReactNode; how: string }) {
  const id = useId();
  return (
    <>
      <Tooltip title={how}>
        <span tabIndex={0} aria-describedby={id} style={{ borderBottom: '1px dotted currentColor', cursor: 'help' }}>
          {label}
        </span>
      </Tooltip>
      <VisuallyHidden id={id}>{how}</VisuallyHidden>
    </>
  );
}

export function Tile({ label, value, how, testId, detail }: { label: string; value: ReactNode; how: string; testId: string; detail?: ReactNode }) {
  return (
    <li style={{ listStyle: 'none' }} data-testid={testId}>
      <Card size="small" style={{ height: '100%' }}>
        <Typography.Text type="secondary">
          <Explained label={label} how={how} />
        </Typography.Text>
        <div style={{ fontSize: 26, fontWeight: 600, lineHeight: 1.3 }} data-testid={`${testId}-value`}>
          {value}
        </div>
        {detail ? <Typography.Text type="secondary">{detail}</Typography.Text> : null}
      </Card>
    </li>
  );
}

export const grid = (min: number) => ({ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`, gap: 12, margin: 0, padding: 0 }) as const;

/** Term / value rows, each term explained. */
export function Figures({ rows }: { rows: Array<[string, ReactNode, string]> }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '4px 16px', margin: 0 }}>
      {rows.map(([term, value, how]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt style={{ color: 'rgba(0,0,0,0.65)' }}>
            <Explained label={term} how={how} />
          </dt>
          <dd style={{ margin: 0, textAlign: 'right', fontWeight: 500 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
