// The honest line shown instead of an AI button when AI cannot be used here (spec 002 §8).
import { isAdmin, Link, Typography, useCurrentUser } from '@tessera/shared';
import {
  AI_DISABLED_TEXT, AI_NOT_CONFIGURED_HINT_BEFORE, AI_NOT_CONFIGURED_TEXT, AI_PROJECT_DISABLED_TEXT, AI_SETTINGS_LABEL,
  AI_SETTINGS_PATH, type AiAvailability,
} from '../model/ai-availability';

export function AiUnavailableNote({ availability }: { availability: Exclude<AiAvailability, 'ready' | 'unknown'> }) {
  const { user } = useCurrentUser();
  let content;
  if (availability === 'not-configured') {
    content = (
      <>
        {AI_NOT_CONFIGURED_TEXT} {AI_NOT_CONFIGURED_HINT_BEFORE}{' '}
        {isAdmin(user) ? <Link to={AI_SETTINGS_PATH}>{AI_SETTINGS_LABEL}</Link> : AI_SETTINGS_LABEL}.
      </>
    );
  } else if (availability === 'project-disabled') {
    content = AI_PROJECT_DISABLED_TEXT;
  } else {
    content = AI_DISABLED_TEXT;
  }
  return (
    <Typography.Paragraph type="secondary" data-testid="ai-unavailable" style={{ marginBottom: 12 }}>
      {content}
    </Typography.Paragraph>
  );
}
