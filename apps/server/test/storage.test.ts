import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorage, readAll, BlobNotFoundError, type BlobStorage } from '../src/storage/index.js';
import { LocalDiskStorage } from '../src/storage/local.js';
import { S3Storage } from '../src/storage/s3.js';

// s3rver ships no types; it is a small local S3 (loopback only).
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import S3rver from 's3rver';

// Worker threads start cold and CI machines are small: conversions get room.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

function contract(name: string, make: () => BlobStorage) {
  describe(`${name} storage`, () => {
    it('puts bytes and streams, reads them back, knows what exists, deletes', async () => {
      const s = make();
      expect(await s.put('uploads/a.pdf', new Uint8Array([37, 80, 68, 70]))).toEqual({ size: 4 });
      expect((await readAll(await s.get('uploads/a.pdf'))).toString()).toBe('%PDF');
      expect(await s.exists('uploads/a.pdf')).toBe(true);
      const big = Buffer.alloc(300_000, 7);
      expect(await s.put('outputs/c/x.xlsx', Readable.from([big.subarray(0, 100_000), big.subarray(100_000)]))).toEqual({ size: 300_000 });
      expect((await readAll(await s.get('outputs/c/x.xlsx'))).equals(big)).toBe(true);
      await s.delete('uploads/a.pdf');
      expect(await s.exists('uploads/a.pdf')).toBe(false);
      await expect(s.get('uploads/a.pdf')).rejects.toBeInstanceOf(BlobNotFoundError);
      await s.delete('uploads/never-there.pdf');
    });

    it('lists the blobs under a prefix, with when they were written', async () => {
      const s = make();
      const before = Date.now() - 60_000;
      await s.put('outputs/list-c1/a.xlsx', new Uint8Array([1]));
      await s.put('outputs/list-c1/b.csv', new Uint8Array([2]));
      await s.put('outputs/list-c10/c.csv', new Uint8Array([3]));
      await s.put('results/list-c1/r.json', new Uint8Array([4]));
      const listed = await s.list('outputs/list-c1/');
      expect(listed.map((b) => b.key).sort()).toEqual(['outputs/list-c1/a.xlsx', 'outputs/list-c1/b.csv']);
      for (const b of listed) expect(b.modifiedAt.getTime()).toBeGreaterThan(before);
      expect(await s.list('outputs/never-written/')).toEqual([]);
      await s.delete('outputs/list-c1/a.xlsx');
      expect((await s.list('outputs/list-c1/')).map((b) => b.key)).toEqual(['outputs/list-c1/b.csv']);
    });

    it('leaves nothing behind when the incoming stream fails', async () => {
      const s = make();
      const failing = new Readable({
        read() {
          this.push(Buffer.from('%PDF-partial'));
          this.destroy(new Error('client went away'));
        },
      });
      await expect(s.put('uploads/broken.pdf', failing)).rejects.toThrow('client went away');
      expect(await s.exists('uploads/broken.pdf')).toBe(false);
    });

    it('refuses keys that could leave the store', async () => {
      const s = make();
      for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'a//b', '']) {
        await expect(s.put(key, new Uint8Array([1]))).rejects.toThrow('Invalid storage key');
      }
    });
  });
}

let localDir: string;
let s3dir: string;
let s3server: { run(): Promise<AddressInfo>; close(): Promise<void> };
let s3endpoint: string;

beforeAll(async () => {
  localDir = await mkdtemp(join(tmpdir(), 'tallysheet-storage-'));
  s3dir = await mkdtemp(join(tmpdir(), 'tallysheet-s3rver-'));
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir, configureBuckets: [{ name: 'tallysheet-test' }] });
  const addr = await s3server.run();
  s3endpoint = `http://127.0.0.1:${addr.port}`;
});
afterAll(async () => {
  await s3server?.close();
  await rm(localDir, { recursive: true, force: true });
  await rm(s3dir, { recursive: true, force: true });
});

contract('local disk', () => new LocalDiskStorage(localDir));
contract('S3 (s3rver)', () =>
  createStorage({
    dataDir: localDir,
    storageUrl: 's3://tallysheet-test/prefix',
    s3Endpoint: s3endpoint,
    s3Region: 'us-east-1',
    s3AccessKeyId: 'S3RVER',
    s3SecretAccessKey: 'S3RVER',
  }),
);

describe('createStorage', () => {
  it('picks local disk under $DATA_DIR/files by default and S3 for s3:// URLs', async () => {
    const local = createStorage({ dataDir: localDir });
    expect(local).toBeInstanceOf(LocalDiskStorage);
    await local.put('uploads/z.pdf', new Uint8Array([1, 2]));
    expect(await readdir(join(localDir, 'files', 'uploads'))).toContain('z.pdf');
    expect(createStorage({ dataDir: localDir, storageUrl: 's3://bucket', s3Region: 'eu-west-1' })).toBeInstanceOf(S3Storage);
    expect(() => createStorage({ dataDir: localDir, storageUrl: 'gs://bucket' })).toThrow('STORAGE_URL must look like s3://');
  });
});

describe('the app on S3 storage', () => {
  it('uploads, converts and downloads through the bucket', { timeout: 90_000 }, async () => {
    const { createTestApp, signIn } = await import('./support/index.js');
    const { invoicePdf } = await import('./support/invoice-pdf.js');
    const { authHeaders, startConversion, uploadPdf, waitForConversion } = await import('./support/conversions.js');
    const app = await createTestApp({
      env: {
        STORAGE_URL: 's3://tallysheet-test/app',
        S3_ENDPOINT: s3endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        WORKER_THREADS: '1',
      },
    });
    try {
      const user = await signIn(app, 's3@example.com');
      const id = await uploadPdf(app, user, 's3.pdf', invoicePdf({ number: 'S3-9' }));
      const start = await startConversion(app, user, [id]);
      const done = await waitForConversion(app, user, start.json().data._id);
      expect(done.conversion.status).toBe('succeeded');
      const csv = await app.inject({ method: 'GET', url: done.conversion.excelFiles[0]!.csvUrl!, headers: authHeaders(user) });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('S3-9');
      const objects = await readdir(join(s3dir, 'tallysheet-test', 'app'), { recursive: true });
      expect(objects.some((o) => String(o).startsWith('uploads'))).toBe(true);
      expect(objects.some((o) => String(o).startsWith('outputs'))).toBe(true);
    } finally {
      await app.close();
    }
  });
});
