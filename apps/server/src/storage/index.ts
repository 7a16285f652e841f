import { join } from 'node:path';
import { LocalDiskStorage } from './local.js';
import { S3Storage } from './s3.js';
import type { BlobStorage } from './types.js';

export type { BlobStorage, StoredBlob } from './types.js';
export { BlobNotFoundError, readAll } from './types.js';

export interface StorageConfig {
  dataDir: string;
  /** `s3://bucket[/prefix]`; unset = local disk under `$DATA_DIR/files` */
  storageUrl?: string;
  s3Endpoint?: string;
  s3Region?: string;
  s3AccessKeyId?: string;
  s3SecretAccessKey?: string;
}

/** The one place that picks the storage adapter from configuration. */
export function createStorage(config: StorageConfig): BlobStorage {
  if (!config.storageUrl) return new LocalDiskStorage(join(config.dataDir, 'files'));
  const url = new URL(config.storageUrl);
  if (url.protocol !== 's3:') throw new Error(`STORAGE_URL must look like s3://bucket[/prefix], got "${config.storageUrl}"`);
  return new S3Storage({
    bucket: url.hostname,
    prefix: url.pathname.replace(/^\/+/, '') || undefined,
    endpoint: config.s3Endpoint,
    region: config.s3Region ?? 'us-east-1',
    accessKeyId: config.s3AccessKeyId,
    secretAccessKey: config.s3SecretAccessKey,
  });
}
