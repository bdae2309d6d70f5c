/**
 * The content type of an upload, decided from its first bytes (magic numbers), never from what the client says.
 * Anything not recognised is application/octet-stream; text is recognised only as valid UTF-8 without control
 * characters, and is always served as plain text (never as HTML or SVG, which a browser would run).
 */

import { SNIFF_BYTES } from '../../storage/index.ts';

/** How many leading bytes the detection reads (the storage keeps that much of each file's head). */
export { SNIFF_BYTES };

export const OCTET_STREAM = 'application/octet-stream';

interface Signature {
  type: string;
  offset?: number;
  bytes: (number | null)[];
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Checked in order; null matches any byte. */
const SIGNATURES: Signature[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: ascii('GIF87a') },
  { type: 'image/gif', bytes: ascii('GIF89a') },
  { type: 'image/webp', bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')] },
  // Signatures that could start a text file also need a NUL byte where the format has one.
  { type: 'image/bmp', bytes: [...ascii('BM'), null, null, null, null, 0x00, 0x00, 0x00, 0x00] },
  { type: 'image/tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { type: 'image/tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  { type: 'image/x-icon', bytes: [0x00, 0x00, 0x01, 0x00] },
  { type: 'application/pdf', bytes: ascii('%PDF-') },
  { type: 'application/gzip', bytes: [0x1f, 0x8b] },
  { type: 'application/x-7z-compressed', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { type: 'application/vnd.rar', bytes: ascii('Rar!\x1a\x07') },
  { type: 'application/x-tar', offset: 257, bytes: [...ascii('ustar'), 0x00] },
  { type: 'application/x-tar', offset: 257, bytes: [...ascii('ustar  '), 0x00] },
  // Old Office (doc, xls, ppt) share the compound file container; told apart no further.
  { type: 'application/x-ole-storage', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { type: 'audio/mpeg', bytes: [...ascii('ID3'), null, 0x00] },
  { type: 'audio/ogg', bytes: [...ascii('OggS'), 0x00] },
  { type: 'audio/wav', bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WAVE')] },
  { type: 'video/webm', bytes: [0x1a, 0x45, 0xdf, 0xa3] },
  { type: 'video/mp4', bytes: [0x00, null, null, null, ...ascii('ftyp')] },
];

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];

function matches(sample: Uint8Array, bytes: (number | null)[], offset = 0): boolean {
  if (sample.length < offset + bytes.length) return false;
  return bytes.every((byte, index) => byte === null || sample[offset + index] === byte);
}

/** OOXML and OpenDocument files are zips; their first entries say which kind. */
function zipType(sample: Uint8Array): string {
  const text = Buffer.from(sample.buffer, sample.byteOffset, sample.length).toString('latin1');
  // OpenDocument: an uncompressed first entry "mimetype" holding the type (at offset 30 + 8).
  if (text.startsWith('mimetype', 30)) {
    const match = /^application\/vnd\.oasis\.opendocument\.[a-z.-]+/.exec(text.slice(38, 38 + 80));
    if (match) return match[0];
  }
  if (text.includes('[Content_Types].xml') || text.includes('_rels/.rels')) {
    if (text.includes('word/')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (text.includes('xl/')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    if (text.includes('ppt/')) return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  }
  return 'application/zip';
}

/** Valid UTF-8 (a multi-byte sequence cut by the sample's end is fine) with no control characters but tab, CR, LF, FF. */
function isText(sample: Uint8Array, complete: boolean): boolean {
  if (sample.length === 0) return true;
  for (const byte of sample) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
    if (byte === 0x7f) return false;
  }
  let end = sample.length;
  if (!complete) {
    // Step back over a multi-byte sequence the sample may have cut in two.
    let back = 0;
    while (back < 3 && end - back - 1 >= 0 && (sample[end - back - 1] & 0xc0) === 0x80) back += 1;
    const lead = end - back - 1;
    if (lead >= 0 && sample[lead] >= 0xc0) end = lead;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, end));
    return true;
  } catch {
    return false;
  }
}

/** Text types chosen by the name once the content is known to be text: all of them are shown as text, never run. */
const TEXT_TYPES: Record<string, string> = {
  csv: 'text/csv',
  md: 'text/markdown',
  markdown: 'text/markdown',
};

/**
 * The content type of a file from its first bytes (`complete`: the sample is the whole file). The file name only
 * picks among text types once the bytes are known to be text.
 */
export function detectContentType(sample: Uint8Array, fileName: string, complete: boolean): string {
  for (const signature of SIGNATURES) {
    if (matches(sample, signature.bytes, signature.offset)) return signature.type;
  }
  if (matches(sample, ZIP) || matches(sample, ZIP_EMPTY)) return zipType(sample);
  if (isText(sample, complete)) {
    const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
    return TEXT_TYPES[extension] ?? 'text/plain';
  }
  return OCTET_STREAM;
}

/** Shown in the browser rather than downloaded: images the browser renders safely, and PDF. SVG is not among them. */
const INLINE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'image/x-icon', 'application/pdf']);

export const isInlineType = (contentType: string) => INLINE_TYPES.has(contentType);

/** The Content-Type header of a download: text is UTF-8 (that is how it was recognised). */
export const contentTypeHeader = (contentType: string) => (contentType.startsWith('text/') ? `${contentType}; charset=utf-8` : contentType);
