/** File names as the client gives them are only a label: they never reach the file system (files get random names). */

/** The stored name's limit, in UTF-8 bytes (most file systems' limit for a name, and the column's length in characters). */
export const MAX_FILE_NAME_BYTES = 255;

/**
 * C0/C1 control characters, and the bidirectional overrides and isolates that can make "gpj.exe" read as
 * "exe.jpg" in a list.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

function truncateUtf8(text: string, maxBytes: number): string {
  let bytes = 0;
  let result = '';
  for (const char of text) {
    const size = Buffer.byteLength(char, 'utf8');
    if (bytes + size > maxBytes) break;
    bytes += size;
    result += char;
  }
  return result;
}

/**
 * The safe form of a client's file name: the last path segment (of / or \ paths), NFC, without control and
 * direction-changing characters, whitespace collapsed, without leading or trailing dots and spaces (Windows drops
 * them), at most 255 UTF-8 bytes keeping the extension. '' when nothing is left.
 */
export function sanitizeFileName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (Buffer.byteLength(cleaned, 'utf8') <= MAX_FILE_NAME_BYTES) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : '';
  const stem = truncateUtf8(cleaned.slice(0, cleaned.length - extension.length), MAX_FILE_NAME_BYTES - Buffer.byteLength(extension, 'utf8'));
  return `${stem.trimEnd()}${extension}`;
}

/** RFC 5987 encoding: everything but the attr-chars percent-encoded from UTF-8. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Content-Disposition with the name twice (RFC 6266): an ASCII fallback for old clients (non-ASCII, quotes and
 * backslashes replaced) and the exact UTF-8 name in filename*.
 */
export function contentDisposition(fileName: string, inline: boolean): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
