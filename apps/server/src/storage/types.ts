import type { Readable } from 'node:stream';

/** Where PDFs and generated files live: local disk in embedded mode, an S3-compatible bucket when scaled out. */
export interface BlobStorage {
  /** Stores the bytes under `key` (replacing what was there); answers the stored size. A failing stream leaves nothing behind. */
  put(key: string, body: Readable | Uint8Array): Promise<{ size: number }>;
  /** A stream of the stored bytes; rejects with BlobNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the blob; removing a missing blob is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * The blobs whose key starts with `prefix` (a folder such as `outputs/<conversion id>/`), with when each was last
   * written — what recovery and expiry need to find bytes no row refers to (a run killed between a write and its
   * row). Local disk also lists the temporary files of writes that never finished.
   */
  list(prefix: string): Promise<StoredBlob[]>;
}

export interface StoredBlob {
  key: string;
  modifiedAt: Date;
}

export class BlobNotFoundError extends Error {
  constructor(public readonly key: string) {
    super(`No stored file under "${key}"`);
    this.name = 'BlobNotFoundError';
  }
}

/** Keys are made by us (random ids and fixed prefixes); anything else is refused so no key can walk out of the store. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) || key.includes('..')) {
    throw new Error(`Invalid storage key "${key}"`);
  }
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
