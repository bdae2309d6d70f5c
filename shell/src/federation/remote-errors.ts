// Turns what the federation runtime throws into one readable line for the fallback.
export const REMOTE_VIEW_FALLBACK_TITLE = 'This view is temporarily unavailable';
export const REMOTE_VIEW_UNKNOWN_ERROR = 'The view could not be loaded.';
const MAX_MESSAGE_LENGTH = 240;

export function describeRemoteError(error: unknown): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  // Runtime messages look like '[ Federation Runtime ]: Failed to get manifestJson for mfe_tasks ... #RUNTIME-003 args: {...}'.
  const cleaned = raw
    .replace(/^\s*\[\s*Federation Runtime\s*\]:?\s*/i, '')
    .split(/\n|\s#RUNTIME-|\sargs:/)[0]
    .trim();
  if (!cleaned) return REMOTE_VIEW_UNKNOWN_ERROR;
  return cleaned.length > MAX_MESSAGE_LENGTH ? `${cleaned.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : cleaned;
}
