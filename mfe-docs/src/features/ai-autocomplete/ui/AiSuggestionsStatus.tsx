// Beside the editor's other status: the "AI suggestions on" tag (its tooltip tells about Tab and Escape), or the honest
// reason there are none ("not configured", "off for this project", ...); and the last failure, small and non-blocking.
// Rendering this decides whether the session asks at all.
import { errorMessage, Tag, Tooltip, Typography } from '@tessera/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { useAiHealth } from '../api/health';
import { aiAvailability, type AiAvailabilityState } from '../model/availability';
import type { AiAutocompleteSession } from '../model/session';

const TAG_COLORS: Partial<Record<AiAvailabilityState, string>> = { on: 'blue', degraded: 'gold' };

export interface AiSuggestionsStatusProps {
  session: AiAutocompleteSession;
  projectId: number | null;
  editable: boolean;
}

export function AiSuggestionsStatus({ session, projectId, editable }: AiSuggestionsStatusProps) {
  const health = useAiHealth(editable ? projectId : null);
  const availability = aiAvailability({
    health: health.data,
    pending: health.isPending,
    error: health.isError ? errorMessage(health.error) : null,
    editable,
    hasProject: projectId !== null,
  });
  useEffect(() => {
    session.setActive(availability.active);
  }, [session, availability.active]);
  useEffect(() => () => session.setActive(false), [session]);
  const status = useSyncExternalStore(session.subscribe, session.getStatus, session.getStatus);

  return (
    <>
      <Tooltip title={availability.detail}>
        <Tag
          color={TAG_COLORS[availability.state]}
          tabIndex={0}
          data-testid="ai-suggestions-tag"
          data-state={availability.state}
          style={{ marginInlineEnd: 0, cursor: 'help' }}
        >
          {availability.label}
        </Tag>
      </Tooltip>
      {availability.active && status.kind !== 'idle' ? (
        <Typography.Text type={status.kind === 'paused' ? 'warning' : 'danger'} role="status" data-testid="ai-suggestions-status" style={{ fontSize: 12 }}>
          {status.message}
        </Typography.Text>
      ) : null}
    </>
  );
}
