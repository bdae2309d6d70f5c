import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileRemovalLog, FileStore, StoredFile, StoredObject } from './file-store.ts';

/**
 * Attachment bytes on disk: DATA_DIR/attachments/<2 hex>/<32 hex>, random names (never the client's), spread over
 * 256 folders so none grows huge. The database keeps the relative name (`disk_file`).
 */
/** How many leading bytes of a stored file are kept for content detection (enough for the zip entries that tell office documents apart). */
export const SNIFF_BYTES = 8192;

export const ATTACHMENTS_FOLDER = 'attachments';

export const DISK_FILE_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{32}$/;

export function attachmentsRoot(dataDir: string): string {
  return path.join(dataDir, ATTACHMENTS_FOLDER);
}

/** The absolute path of a stored file; refuses anything but the names this module makes. */
export function diskPath(dataDir: string, diskFile: string): string {
  if (!DISK_FILE_PATTERN.test(diskFile)) throw new Error(`not an attachment file name: ${diskFile}`);
  return path.join(attachmentsRoot(dataDir), ...diskFile.split('/'));
}

export function newDiskFile(): string {
  const name = randomBytes(16).toString('hex');
  return `${name.slice(0, 2)}/${name}`;
}

export type { FileRemovalLog, StoredFile } from './file-store.ts';

/** Passes bytes through while counting, hashing and keeping the first ones. */
export class Meter extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  private readonly head: Buffer[] = [];
  private headSize = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null, data?: Buffer) => void): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    if (this.headSize < SNIFF_BYTES) {
      const part = chunk.subarray(0, SNIFF_BYTES - this.headSize);
      this.head.push(Buffer.from(part));
      this.headSize += part.length;
    }
    callback(null, chunk);
  }

  sample(): Buffer {
    return Buffer.concat(this.head);
  }
}

/**
 * Streams an upload to a new file (never overwriting one). On any failure the partial file is removed and the
 * error passed on; `accept` runs on the finished stream and may throw (a too large file), with the same cleanup.
 */
export async function storeStream(dataDir: string, source: Readable, accept: () => void = () => {}): Promise<StoredFile> {
  const diskFile = newDiskFile();
  const target = diskPath(dataDir, diskFile);
  await mkdir(path.dirname(target), { recursive: true });
  const meter = new Meter();
  try {
    await pipeline(source, meter, createWriteStream(target, { flags: 'wx', mode: 0o640 }));
    accept();
  } catch (error) {
    await unlink(target).catch(() => {});
    throw error;
  }
  return { diskFile, size: meter.size, digest: meter.hash.digest('hex'), sample: meter.sample() };
}

/** Removes stored files; one already gone is fine, other failures are logged (an orphan file harms no one). */
export async function removeFiles(dataDir: string, diskFiles: Iterable<string>, log: FileRemovalLog): Promise<void> {
  for (const diskFile of new Set(diskFiles)) {
    try {
      await unlink(diskPath(dataDir, diskFile));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log.warn({ err: error, diskFile }, 'an attachment file could not be removed');
    }
  }
}

/** The embedded default: files under DATA_DIR/attachments, on this machine's disk. */
export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;

  private readonly dataDir: string;

  constructor(dataDir: string) {
    this.dataDir = dataDir;
  }

  store(source: Readable, accept?: () => void): Promise<StoredFile> {
    return storeStream(this.dataDir, source, accept);
  }

  async read(diskFile: string): Promise<Readable | null> {
    let handle;
    try {
      handle = await open(diskPath(this.dataDir, diskFile), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return handle.createReadStream();
  }

  remove(diskFiles: Iterable<string>, log: FileRemovalLog): Promise<void> {
    return removeFiles(this.dataDir, diskFiles, log);
  }

  async *list(): AsyncIterable<StoredObject[]> {
    const root = attachmentsRoot(this.dataDir);
    const shards = await readdir(root).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    for (const shard of shards.sort()) {
      const names = await readdir(path.join(root, shard)).catch(() => [] as string[]);
      const page: StoredObject[] = [];
      for (const name of names) {
        const diskFile = `${shard}/${name}`;
        if (!DISK_FILE_PATTERN.test(diskFile)) continue;
        // A file removed between the listing and now is simply not there any more.
        const info = await stat(path.join(root, shard, name)).catch(() => null);
        if (info?.isFile()) page.push({ diskFile, modifiedAt: info.mtime });
      }
      if (page.length > 0) yield page;
    }
  }

  // DATA_DIR was created and checked with the configuration.
  async check(): Promise<void> {}

  async close(): Promise<void> {}
}
