// The small pieces of the GitHub view: a section with its h3, a load failure with Retry, a link that opens GitHub.
import type { ReactNode } from 'react';
import { Alert, Button, Typography, VisuallyHidden, errorMessage } from '@tessera/shared';
import { GITHUB_TEXT } from '../model/github-constants';

export function Section({ title, testId, children, extra }: { title: string; testId: string; children: ReactNode; extra?: ReactNode }) {
  const headingId = `${testId}-heading`;
  return (
    <section aria-labelledby={headingId} data-testid={testId} style={{ marginTop: 24 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between', marginBottom: 12 }}>
        {/* The view's title is an h2. */}
        <Typography.Title level={3} id={headingId} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </div>
      {children}
    </section>
  );
}

export function LoadFailure({ title, error, onRetry, testId }: { title: string; error: unknown; onRetry: () => void; testId: string }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={errorMessage(error)}
      data-testid={testId}
      action={<Button size="small" onClick={onRetry}>{GITHUB_TEXT.retry}</Button>}
    />
  );
}

/** A link to GitHub, in a new tab (said to screen readers). */
export function ExternalLink({ href, children, label }: { href: string; children: ReactNode; label?: string }) {
  // Only web addresses: a stored URL is GitHub's, but never let it run script.
  const safe = /^https?:\/\//i.test(href) ? href : undefined;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" aria-label={label ? `${label} (opens in a new tab)` : undefined}>
      {children}
      {label ? null : <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
    </a>
  );
}
