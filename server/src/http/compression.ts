import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this an answer is sent as it is: compressing it would cost more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli's quality 4 compresses JSON about as well as gzip -9, several times faster than its default 11. */
const BROTLI_QUALITY = 4;

/** The best encoding the client accepts (q > 0), br before gzip; null for none. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * onSend hook for routes whose answers can be large (collections: a 1,000-project page is 1.3 MB of JSON).
 * Only those routes carry it, so the many small answers pay nothing. Built assets are compressed on disk.
 */
export async function compressLargeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!(typeof payload === 'string' || Buffer.isBuffer(payload)) || payload.length < COMPRESS_THRESHOLD_BYTES) return payload;
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  if (typeof payload === 'string') return compress(payload, encoding);
  // A cached answer (the same Buffer sent again, as work package pages are) is compressed once per encoding.
  const compressed = compressedBuffers.get(payload) ?? compressedBuffers.set(payload, {}).get(payload)!;
  return (compressed[encoding] ??= compress(payload, encoding));
}

const compressedBuffers = new WeakMap<Buffer, Partial<Record<'br' | 'gzip', Promise<Buffer>>>>();

function compress(payload: string | Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: payload.length } })
    : gzipAsync(payload);
}
