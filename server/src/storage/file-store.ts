import type { Readable } from 'node:stream';
import { ApiError } from '../http/errors.ts';

/**
 * Where attachment bytes live: DATA_DIR on this machine (the embedded default) or an S3-compatible object store
 * shared by several instances (S3_BUCKET). The database keeps each file's name (`disk_file`, `<2 hex>/<32 hex>`);
 * a file is written once under a new random name and never changed in place, so copies of a project share them.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /**
   * Streams an upload into a new file. `accept` runs once the source has ended and may throw (a too large file); on
   * any failure nothing is left behind and the error is passed on (the store's own as FILE_STORE_UNAVAILABLE).
   */
  store(source: Readable, accept?: () => void): Promise<StoredFile>;
  /** A stored file's bytes; null when it is missing. */
  read(diskFile: string): Promise<Readable | null>;
  /** Removes files; one already gone is fine, other failures are logged (an orphan harms no one; the sweep takes it). */
  remove(diskFiles: Iterable<string>, log: FileRemovalLog): Promise<void>;
  /** Every stored file, a page at a time (the sweep). */
  list(): AsyncIterable<StoredObject[]>;
  /** At start: throws an error whose message says what to fix when the store cannot be used (a bucket that is not there). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export interface StoredFile {
  diskFile: string;
  size: number;
  /** sha256, hex. */
  digest: string;
  /** The first SNIFF_BYTES bytes, for content detection. */
  sample: Buffer;
}

export interface StoredObject {
  diskFile: string;
  modifiedAt: Date;
}

export interface FileRemovalLog {
  warn(object: object, message: string): void;
}

export const FILE_STORE_MESSAGES = {
  unavailable: 'The file store is not available at the moment: nothing was changed. Try again later.',
} as const;

/** The object store failed (or answered an error) after its retries: a 503 the client may retry, nothing half-written. */
export const fileStoreUnavailable = () => new ApiError(503, 'InternalServerError', FILE_STORE_MESSAGES.unavailable);

declare module 'fastify' {
  interface FastifyInstance {
    /** Where attachment files live (see storage/file-store.ts): DATA_DIR, or the S3 bucket when configured. */
    files: FileStore;
  }
}
