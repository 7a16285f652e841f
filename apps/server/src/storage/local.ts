import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, BlobNotFoundError, type BlobStorage, type StoredBlob } from './types.js';

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
    let out: ReturnType<typeof createWriteStream> | null = null;
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
      out = createWriteStream(temp);
      await pipeline(body, counter, out);
      await rename(temp, target);
      return { size };
    } catch (err) {
      // (pipeline rejects at the first error; the file stream may still be opening or closing its file: removing the
      // temporary file before it has closed left a ".part" behind a refused upload)
      const stream = out;
      if (stream && !stream.closed) await new Promise<void>((resolve) => stream.once('close', () => resolve()));
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

  async list(prefix: string): Promise<StoredBlob[]> {
    // Keys are folders and file names: list the prefix's folder (recursively) and keep what starts with the prefix.
    const slash = prefix.lastIndexOf('/');
    const folder = slash < 0 ? '' : prefix.slice(0, slash);
    if (folder) assertSafeKey(folder);
    const base = folder ? join(this.root, ...folder.split('/')) : this.root;
    let names: string[];
    try {
      names = await readdir(base, { recursive: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const found: StoredBlob[] = [];
    for (const name of names) {
      const key = (folder ? `${folder}/` : '') + name.split(/[\\/]/).join('/');
      if (!key.startsWith(prefix)) continue;
      const info = await stat(join(base, name)).catch(() => null);
      if (info?.isFile()) found.push({ key, modifiedAt: info.mtime });
    }
    return found;
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.path(key))).isFile();
    } catch {
      return false;
    }
  }
}
