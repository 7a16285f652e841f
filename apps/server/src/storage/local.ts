import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, BlobNotFoundError, type BlobStorage } from './types.js';

/** Blobs as files under one root folder (`$DATA_DIR/files`). Writes go to a temp file first, then are renamed into place. */
export class LocalDiskStorage implements BlobStorage {
  constructor(private readonly root: string) {}

  private path(key: string): string {
    assertSafeKey(key);
    return join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable | Uint8Array): Promise<{ size: number }> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.part`;
    try {
      if (body instanceof Uint8Array) {
        await writeFile(temp, body);
        await rename(temp, target);
        return { size: body.byteLength };
      }
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(body, counter, createWriteStream(temp));
      await rename(temp, target);
      return { size };
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    const path = this.path(key);
    if (!(await this.exists(key))) throw new BlobNotFoundError(key);
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.path(key))).isFile();
    } catch {
      return false;
    }
  }
}
