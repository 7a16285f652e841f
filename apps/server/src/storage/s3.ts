import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { assertSafeKey, BlobNotFoundError, readAll, type BlobStorage, type StoredBlob } from './types.js';

export interface S3StorageOptions {
  bucket: string;
  /** key prefix inside the bucket, from `s3://bucket/prefix` */
  prefix?: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** path-style addressing (MinIO, s3rver and most self-hosted stores need it) */
  forcePathStyle?: boolean;
}

/**
 * Blobs in an S3-compatible bucket. A streamed upload is gathered in memory before the PUT: uploads are capped
 * by the plan (10 MB at most) and outputs are small, so one PutObject with a known length is simpler than multipart.
 */
export class S3Storage implements BlobStorage {
  private readonly client: S3Client;

  constructor(private readonly opts: S3StorageOptions) {
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle ?? Boolean(opts.endpoint),
      credentials:
        opts.accessKeyId && opts.secretAccessKey
          ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
          : undefined,
    });
  }

  private key(key: string): string {
    assertSafeKey(key);
    return this.opts.prefix ? `${this.opts.prefix.replace(/\/+$/, '')}/${key}` : key;
  }

  async put(key: string, body: Readable | Uint8Array): Promise<{ size: number }> {
    const bytes = body instanceof Uint8Array ? body : await readAll(body);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.opts.bucket, Key: this.key(key), Body: bytes, ContentLength: bytes.byteLength }),
    );
    return { size: bytes.byteLength };
  }

  async get(key: string): Promise<Readable> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.opts.bucket, Key: this.key(key) }));
      const body = res.Body;
      if (!body) throw new BlobNotFoundError(key);
      return body instanceof Readable ? body : Readable.from(Buffer.from(await body.transformToByteArray()));
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') throw new BlobNotFoundError(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: this.key(key) }));
  }

  async list(prefix: string): Promise<StoredBlob[]> {
    const full = this.opts.prefix ? `${this.opts.prefix.replace(/\/+$/, '')}/${prefix}` : prefix;
    const strip = full.length - prefix.length;
    const found: StoredBlob[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.opts.bucket, Prefix: full, ContinuationToken: token }));
      for (const o of page.Contents ?? []) {
        if (o.Key) found.push({ key: o.Key.slice(strip), modifiedAt: o.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.opts.bucket, Key: this.key(key) }));
      return true;
    } catch (err) {
      const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (err instanceof NotFound || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return false;
      throw err;
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}
