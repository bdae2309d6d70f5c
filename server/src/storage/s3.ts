import { createReadStream, createWriteStream, mkdtempSync } from 'node:fs';
import { rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { ObjectStorageConfig } from '../config.ts';
import { fileStoreUnavailable, type FileRemovalLog, type FileStore, type StoredFile, type StoredObject } from './file-store.ts';
import { DISK_FILE_PATTERN, Meter, newDiskFile } from './files.ts';

/** Attempts of one upload: the SDK does not retry a streamed body, so each attempt reopens the spooled file. */
export const S3_PUT_ATTEMPTS = 3;
const PUT_RETRY_DELAY_MS = 100;
/** Keys per ListObjectsV2 page (S3's own maximum): one reference lookup per page in the sweep. */
const LIST_PAGE_SIZE = 1000;
const PARALLEL_DELETES = 8;

/**
 * Attachment files in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, ...) under `<prefix><2 hex>/<32 hex>`.
 * An upload is spooled to a temporary file first (hashed, counted and size-checked as it arrives) and then put with
 * its length, so an upload refused half way or a store that fails leaves no object, and a failed put can be retried.
 * Downloads stream through the server, which keeps the authorisation and the headers (type, disposition, sandbox
 * CSP) that a signed URL could not carry.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  /** Where uploads wait, this process's own folder, for the put (empty between uploads). */
  readonly spoolDir: string;
  private readonly config: ObjectStorageConfig;
  private readonly log: FastifyBaseLogger;

  constructor(config: ObjectStorageConfig, log: FastifyBaseLogger) {
    this.config = config;
    this.log = log;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      credentials: config.accessKeyId !== null && config.secretAccessKey !== null ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
      // Checksums only where the API requires them: MinIO, Ceph and older S3 services reject the SDK's default
      // aws-chunked trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 5000, socketTimeout: 60_000 },
      // The SDK's own notes (a streamed put it will not retry: this store retries it) go to the debug log, not the console.
      logger: { trace: () => {}, debug: () => {}, info: () => {}, warn: (...content: unknown[]) => log.debug({ s3: content }, 'S3 client'), error: (...content: unknown[]) => log.debug({ s3: content }, 'S3 client') },
    });
    this.spoolDir = mkdtempSync(path.join(tmpdir(), 'tessera-uploads-'));
  }

  private key(diskFile: string): string {
    if (!DISK_FILE_PATTERN.test(diskFile)) throw new Error(`not an attachment file name: ${diskFile}`);
    return `${this.config.prefix}${diskFile}`;
  }

  async store(source: Readable, accept: () => void = () => {}): Promise<StoredFile> {
    const diskFile = newDiskFile();
    const spooled = path.join(this.spoolDir, diskFile.replace('/', '-'));
    const meter = new Meter();
    try {
      await pipeline(source, meter, createWriteStream(spooled, { flags: 'wx', mode: 0o600 }));
      accept();
      await this.put(diskFile, spooled, meter.size);
    } finally {
      await unlink(spooled).catch(() => {});
    }
    return { diskFile, size: meter.size, digest: meter.hash.digest('hex'), sample: meter.sample() };
  }

  private async put(diskFile: string, spooled: string, size: number): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.client.send(
          new PutObjectCommand({ Bucket: this.config.bucket, Key: this.key(diskFile), Body: createReadStream(spooled), ContentLength: size, ContentType: 'application/octet-stream' }),
        );
        return;
      } catch (error) {
        if (attempt >= S3_PUT_ATTEMPTS || !retryable(error)) {
          this.log.error({ err: error, diskFile, bucket: this.config.bucket }, 'the object store did not take an upload');
          throw fileStoreUnavailable();
        }
        await sleep(PUT_RETRY_DELAY_MS * 2 ** (attempt - 1));
      }
    }
  }

  async read(diskFile: string): Promise<Readable | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(diskFile) }));
      return (answer.Body as Readable | undefined) ?? null;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      this.log.error({ err: error, diskFile, bucket: this.config.bucket }, 'the object store did not serve a file');
      throw fileStoreUnavailable();
    }
  }

  /**
   * One DeleteObject per file, a few at a time: the batch call (DeleteObjects) needs a checksum header that not every
   * S3-compatible service accepts, and many removals at once only happen in a sweep.
   */
  async remove(diskFiles: Iterable<string>, log: FileRemovalLog): Promise<void> {
    const pending = [...new Set(diskFiles)];
    for (let start = 0; start < pending.length; start += PARALLEL_DELETES) {
      await Promise.all(
        pending.slice(start, start + PARALLEL_DELETES).map(async (diskFile) => {
          try {
            // S3 answers 204 for a key that is already gone.
            await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(diskFile) }));
          } catch (error) {
            log.warn({ err: error, diskFile }, 'an attachment file could not be removed from the object store');
          }
        }),
      );
    }
  }

  async *list(): AsyncIterable<StoredObject[]> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: this.config.prefix, ContinuationToken: token, MaxKeys: LIST_PAGE_SIZE }));
      const objects: StoredObject[] = [];
      for (const object of page.Contents ?? []) {
        const diskFile = object.Key?.slice(this.config.prefix.length);
        // Keys of other kinds under the prefix are not ours to judge.
        if (diskFile !== undefined && DISK_FILE_PATTERN.test(diskFile)) objects.push({ diskFile, modifiedAt: object.LastModified ?? new Date(0) });
      }
      if (objects.length > 0) yield objects;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** One listing of the prefix: the bucket exists, the keys may read it, the endpoint answers. */
  async check(): Promise<void> {
    const where = `S3_BUCKET "${this.config.bucket}" at ${this.config.endpoint ?? `AWS S3 (${this.config.region})`}`;
    try {
      await this.client.send(new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: this.config.prefix, MaxKeys: 1 }));
    } catch (error) {
      const code = (error as { name?: string }).name ?? 'Error';
      const status = statusOf(error);
      if (code === 'NoSuchBucket' || (status === 404 && code !== 'Error')) throw new Error(`${where} does not exist: create the bucket, or correct S3_BUCKET (${code}).`);
      if (status === 403 || status === 401) {
        throw new Error(`${where} refused the credentials (${code}): check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket's policy (it must allow listing, reading, writing and deleting under "${this.config.prefix}").`);
      }
      throw new Error(`${where} cannot be used (${code}: ${(error as Error).message}): check S3_ENDPOINT, S3_REGION and S3_FORCE_PATH_STYLE.`);
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
    await rm(this.spoolDir, { recursive: true, force: true });
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** Server errors, throttling and broken connections are worth another attempt; a refusal (403, 400) is not. */
function retryable(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status >= 500 || status === 429;
}
