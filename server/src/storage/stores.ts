import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { LocalFileStore } from './files.ts';
import { S3FileStore } from './s3.ts';

/** The configured store: the S3 bucket when S3_BUCKET is set, else DATA_DIR/attachments. */
export function createFileStore(config: AppConfig, log: FastifyBaseLogger): FileStore {
  return config.objectStorage ? new S3FileStore(config.objectStorage, log) : new LocalFileStore(config.dataDir);
}
