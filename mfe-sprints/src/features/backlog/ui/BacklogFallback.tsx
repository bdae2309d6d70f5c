// What the Backlog view shows when the backlog endpoint answers 403 or 404 (spec 002 sections 7 and 8: fall back to
// the versions list and the project's work packages). Honest about it: it says the backlog is unavailable and why
// (the server's own message), offers Retry, and lists the project's sprints with their work package counts, read
// only. When those cannot be read either, it says so too.
import { Alert, ApiError, Button, Flex, Spin, Typography, errorMessage } from '@tessera/shared';
import { sprintDateRange, STATUS_TAG_TONES, ToneTag, useProjectVersions } from '../../../entities/sprint';
import { useSprintTasks } from '../../../entities/task';

export const BACKLOG_UNAVAILABLE_TITLE = 'The backlog is unavailable';
export const BACKLOG_FALLBACK_SPRINTS_TITLE = 'Sprints of this project';

/** A 403 (no permission, or the Backlogs module switched off) or a 404 (no such project, or not visible). */
export function isBacklogUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/** Why, in words: the kind of refusal, then the server's message. */
export function unavailableReason(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  const kind = status === 403 ? 'You are not allowed to see the backlog of this project' : 'The backlog of this project was not found';
  return `${kind} (${errorMessage(error)}). The sprints are shown instead, without planning.`;
}

function FallbackSprints({ projectId }: { projectId: number }) {
  const versions = useProjectVersions(projectId);
  const tasks = useSprintTasks(projectId);
  if (versions.isPending) return <Spin aria-label="Loading sprints" />;
  if (versions.isError) {
    return (
      <Typography.Text type="secondary" data-testid="backlog-fallback-no-sprints">
        The sprints cannot be read either: {errorMessage(versions.error)}
      </Typography.Text>
    );
  }
  if (versions.data.length === 0) return <Typography.Text type="secondary">This project has no sprints.</Typography.Text>;
  // Counts only when the work packages could be read; the list stands without them.
  const counts = new Map<number | null, number>();
  for (const task of tasks.data ?? []) counts.set(task.versionId, (counts.get(task.versionId) ?? 0) + 1);
  return (
    <ul aria-label={BACKLOG_FALLBACK_SPRINTS_TITLE} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="backlog-fallback-sprints">
      {versions.data.map((version) => (
        <li key={version.id} style={{ background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6, padding: '8px 12px' }} data-testid={`backlog-fallback-sprint-${version.id}`}>
          <Flex wrap gap={8} align="center">
            <Typography.Text strong>{version.name}</Typography.Text>
            <ToneTag tone={STATUS_TAG_TONES[version.status]}>{version.status}</ToneTag>
            <Typography.Text type="secondary">{sprintDateRange(version.startDate, version.endDate)}</Typography.Text>
            {tasks.isSuccess ? (
              <Typography.Text type="secondary">
                {counts.get(version.id) ?? 0} work package{counts.get(version.id) === 1 ? '' : 's'}
              </Typography.Text>
            ) : null}
          </Flex>
        </li>
      ))}
    </ul>
  );
}

export function BacklogFallback({ projectId, error, onRetry }: { projectId: number; error: unknown; onRetry: () => void }) {
  return (
    <Flex vertical gap={12} data-testid="backlog-fallback">
      <Alert
        type="warning"
        showIcon
        title={BACKLOG_UNAVAILABLE_TITLE}
        description={unavailableReason(error)}
        action={<Button onClick={onRetry}>Retry</Button>}
        data-testid="backlog-unavailable"
      />
      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
        {BACKLOG_FALLBACK_SPRINTS_TITLE}
      </Typography.Title>
      <FallbackSprints projectId={projectId} />
    </Flex>
  );
}
