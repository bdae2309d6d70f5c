// Texts, sizes and failure messages of a message's attachments. The server decides who may attach and what it
// takes (its size limit, an empty file, the 15-minute window, a locked topic): its reason is shown as it says it.
import { ApiError } from '@tessera/shared';

export const ATTACHMENT_MESSAGES = {
  attach: 'Attach files',
  listLabel: 'Attached files',
  uploadsLabel: 'Files being uploaded',
  uploading: 'Uploading…',
  uploaded: (fileName: string) => `${fileName} attached`,
  uploadFailed: 'The file could not be uploaded. Please try again.',
  deleteConfirm: (fileName: string) => `Delete ${fileName}?`,
  deleteDescription: 'The file is removed from the message.',
  deleted: (fileName: string) => `${fileName} deleted`,
  deleteFailedTitle: 'Failed to delete the file',
  deleteFailed: 'The file could not be deleted. Please try again.',
  retry: 'Retry',
  dismiss: 'Dismiss',
} as const;

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 512 -> '512 B', 1536 -> '1.5 KB' (binary units, as file managers show them); GB is the largest. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}

/**
 * What a failed upload or deletion says: the server's reason when it gave one a user can act on (too large, empty,
 * the time limit, a locked topic, no permission, gone) or the network's; otherwise the fallback.
 */
export function attachmentFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.isClientError || error.status === 0) && error.message) return error.message;
  return fallback;
}
