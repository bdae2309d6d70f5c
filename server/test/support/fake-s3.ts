// A small S3-compatible server on loopback for the object storage tests: path-style addressing, one bucket, the calls
// the storage kernel makes (PutObject, GetObject, HeadObject, DeleteObject, ListObjectsV2) answered as S3 does
// (XML errors with S3's codes, ETags, Last-Modified, paged listings). Requests must carry a valid AWS Signature V4
// of the fake's key pair, and an upload must carry exactly its declared length. Failures can be injected per operation
// (a 5xx S3 answers when it is in trouble), and objects aged, to test the sweep's grace period.
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { AppConfig, ObjectStorageConfig } from '../../src/config.ts';

export type S3Operation = 'PutObject' | 'GetObject' | 'HeadObject' | 'DeleteObject' | 'ListObjectsV2';

export interface FakeObject {
  data: Buffer;
  lastModified: Date;
  etag: string;
}

interface Failure {
  operation: S3Operation;
  status: number;
  remaining: number;
}

export interface FakeS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Objects by key. */
  objects: Map<string, FakeObject>;
  /** Every request answered, in order. */
  requests: { operation: S3Operation | 'Unknown'; key: string; status: number }[];
  /** The next `times` requests of an operation answer `status` (an S3 InternalError or SlowDown) and change nothing. */
  fail(operation: S3Operation, times: number, status?: number): void;
  /** The config that points the server at this fake. */
  config(prefix?: string): ObjectStorageConfig;
  close(): Promise<void>;
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function errorXml(code: string, message: string, resource: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message><Resource>${xmlEscape(resource)}</Resource><RequestId>fake</RequestId></Error>`;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4 wants it for the query string. */
const uriEncode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Checks an AWS Signature Version 4 header signature as S3 does (the signed headers, the query, the path as sent, and
 * the payload's hash unless it is UNSIGNED-PAYLOAD), so a client that signs for the wrong region or key is refused.
 */
function signatureMatches(request: IncomingMessage, authorization: string, secretAccessKey: string, body: Buffer): boolean {
  const match = /^AWS4-HMAC-SHA256 Credential=[^/]+\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(authorization);
  if (!match) return false;
  const [, day, region, signedHeaders, signature] = match;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (!amzDate.startsWith(day) || payloadHash === '') return false;
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;
  const [rawPath, rawQuery = ''] = (request.url ?? '/').split('?');
  const query = [...new URLSearchParams(rawQuery)].map(([name, value]) => [uriEncode(name), uriEncode(value)] as const);
  query.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const headers = signedHeaders.split(';').map((name) => `${name}:${String(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`);
  const canonical = [request.method, rawPath, query.map(([name, value]) => `${name}=${value}`).join('&'), headers.join(''), signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function operationOf(method: string, key: string, query: URLSearchParams): S3Operation | 'Unknown' {
  if (key === '') return method === 'GET' && query.get('list-type') === '2' ? 'ListObjectsV2' : 'Unknown';
  switch (method) {
    case 'PUT':
      return 'PutObject';
    case 'GET':
      return 'GetObject';
    case 'HEAD':
      return 'HeadObject';
    case 'DELETE':
      return 'DeleteObject';
    default:
      return 'Unknown';
  }
}

export async function startFakeS3(options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'tessera-files';
  const accessKeyId = options.accessKeyId ?? 'TESSERATESTKEY';
  const secretAccessKey = options.secretAccessKey ?? 'tessera-test-secret-key';
  const objects = new Map<string, FakeObject>();
  const requests: FakeS3['requests'] = [];
  const failures: Failure[] = [];

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const operation = operationOf(request.method ?? 'GET', key, url.searchParams);
    const answer = (status: number, body: string | Buffer = '', headers: Record<string, string | number> = {}) => {
      requests.push({ operation, key, status });
      response.writeHead(status, { 'x-amz-request-id': 'fake', ...headers });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    const error = (status: number, code: string, message: string) => answer(status, errorXml(code, message, url.pathname), { 'content-type': 'application/xml' });

    const body = await readBody(request);
    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) return error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    if (!signatureMatches(request, authorization, secretAccessKey, body)) return error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
    if (bucketName !== bucket) return error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (operation === 'Unknown') return error(501, 'NotImplemented', 'The fake does not implement this call.');
    const failure = failures.find((candidate) => candidate.operation === operation && candidate.remaining > 0);
    if (failure) {
      failure.remaining -= 1;
      return failure.status === 503 ? error(503, 'SlowDown', 'Please reduce your request rate.') : error(failure.status, 'InternalError', 'We encountered an internal error. Please try again.');
    }

    if (operation === 'PutObject') {
      // The SDK's aws-chunked uploads (its default checksums) are what MinIO and Ceph refuse: the store must not send them.
      if (String(request.headers['content-encoding'] ?? '').includes('aws-chunked') || String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')) {
        return error(400, 'InvalidRequest', 'aws-chunked uploads are not supported.');
      }
      const declared = Number(request.headers['content-length']);
      if (!Number.isFinite(declared) || declared !== body.length) return error(400, 'IncompleteBody', 'You did not provide the number of bytes specified by the Content-Length HTTP header.');
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      objects.set(key, { data: body, lastModified: new Date(), etag });
      return answer(200, '', { etag });
    }
    if (operation === 'ListObjectsV2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const maxKeys = Math.min(Number(url.searchParams.get('max-keys') ?? 1000), 1000);
      const token = url.searchParams.get('continuation-token');
      const after = token ? Buffer.from(token, 'base64url').toString('utf8') : (url.searchParams.get('start-after') ?? '');
      const keys = [...objects.keys()].filter((candidate) => candidate.startsWith(prefix) && candidate > after).sort();
      const page = keys.slice(0, maxKeys);
      const truncated = keys.length > page.length;
      const contents = page
        .map((name) => {
          const object = objects.get(name)!;
          return `<Contents><Key>${xmlEscape(name)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${xmlEscape(object.etag)}</ETag><Size>${object.data.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
        })
        .join('');
      const next = truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1)!, 'utf8').toString('base64url')}</NextContinuationToken>` : '';
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${token ? `<ContinuationToken>${token}</ContinuationToken>` : ''}${next}${contents}</ListBucketResult>`;
      return answer(200, xml, { 'content-type': 'application/xml' });
    }
    if (operation === 'DeleteObject') {
      objects.delete(key);
      return answer(204);
    }
    const object = objects.get(key);
    if (!object) {
      return request.method === 'HEAD' ? answer(404) : error(404, 'NoSuchKey', 'The specified key does not exist.');
    }
    return answer(200, object.data, {
      'content-type': 'application/octet-stream',
      'content-length': object.data.length,
      etag: object.etag,
      'last-modified': object.lastModified.toUTCString(),
    });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(errorXml('InternalError', String(error), request.url ?? ''));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    fail(operation, times, status = 500) {
      failures.push({ operation, status, remaining: times });
    },
    config(prefix = 'attachments/') {
      return { bucket, endpoint, region: 'us-east-1', accessKeyId, secretAccessKey, forcePathStyle: true, prefix };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The two places attachment files live, for suites that run against both: DATA_DIR (the default) and an S3 bucket
 * (this fake). `storedFiles` lists what the store holds, as `disk_file` names; nothing else differs for a test.
 */
export type FileBackend = 'local' | 's3';
export const FILE_BACKENDS: FileBackend[] = ['local', 's3'];

export interface FileBackendWorld {
  backend: FileBackend;
  /** What createTestContext's config needs for this backend. */
  config: Partial<AppConfig>;
  /** The S3 fake (s3 only). */
  fake: FakeS3 | null;
  /** Every stored file, as `disk_file` names (`ab/ab12...`). */
  storedFiles(dataDir: string): string[];
  close(): Promise<void>;
}

export async function fileBackend(backend: FileBackend): Promise<FileBackendWorld> {
  if (backend === 'local') {
    return {
      backend,
      config: {},
      fake: null,
      storedFiles(dataDir) {
        const root = path.join(dataDir, 'attachments');
        if (!existsSync(root)) return [];
        return readdirSync(root).flatMap((shard) => readdirSync(path.join(root, shard)).map((name) => `${shard}/${name}`));
      },
      close: async () => {},
    };
  }
  const fake = await startFakeS3();
  const config = fake.config();
  return {
    backend,
    config: { objectStorage: config },
    fake,
    storedFiles: () => [...fake.objects.keys()].filter((key) => key.startsWith(config.prefix)).map((key) => key.slice(config.prefix.length)),
    close: () => fake.close(),
  };
}
