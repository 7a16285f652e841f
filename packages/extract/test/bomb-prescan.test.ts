/**
 * The decompression-bomb pre-scan (src/extract.ts `checkCompressedStreams`) inflates a file's Flate streams only when
 * deflate's largest expansion could take them past a limit; a small file is passed without inflating anything.
 */
import { randomBytes } from 'node:crypto';
import { deflateSync, inflateSync as realInflateSync } from 'node:zlib';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const inflated = vi.hoisted(() => ({ calls: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  return {
    ...zlib,
    inflateSync: (...args: Parameters<typeof zlib.inflateSync>) => {
      inflated.calls++;
      return zlib.inflateSync(...args);
    },
  };
});

const { checkCompressedStreams, MAX_FLATE_RATIO, MAX_INFLATED_BYTES, MAX_STREAM_BYTES } = await import('../src/extract.js');

/** PDF-like bytes with one FlateDecode stream object per given (already deflated) stream: all the pre-scan looks at. */
function withStreams(streams: Buffer[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  streams.forEach((z, i) => {
    parts.push(Buffer.from(`${i + 1} 0 obj\n<< /Length ${z.length} /Filter /FlateDecode >>\nstream\n`), z, Buffer.from('\nendstream\nendobj\n'));
  });
  return new Uint8Array(Buffer.concat(parts));
}
const { makeDeflateBombPdf } = await import('../src/fixtures/index.js');

/** PDF-like bytes with one image XObject stream of the given dictionary entries (already deflated data). */
function withImage(z: Buffer, dict: string): Uint8Array {
  return new Uint8Array(
    Buffer.concat([Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /XObject /Subtype /Image ${dict} /Filter /FlateDecode /Length ${z.length} >>\nstream\n`), z, Buffer.from('\nendstream\nendobj\n')]),
  );
}

describe('decompression-bomb pre-scan', () => {
  beforeEach(() => {
    inflated.calls = 0;
  });

  it('inflates nothing when the streams could not reach a limit even at the largest deflate ratio', () => {
    const pdf = makeDeflateBombPdf(1); // 1 MB of blanks in about a kilobyte
    expect(() => checkCompressedStreams(pdf)).not.toThrow();
    expect(inflated.calls).toBe(0);
  });

  it('still inflates, and refuses, a stream whose compressed size allows a bomb', () => {
    const pdf = makeDeflateBombPdf(80); // 80 MB > MAX_STREAM_BYTES (64 MB)
    expect(() => checkCompressedStreams(pdf)).toThrow(/decompression bomb/);
    expect(inflated.calls).toBeGreaterThan(0);
  });

  it('inflates only the streams large enough to pass the per-stream limit while the bounds of the others stay under the sum limit', () => {
    const big = deflateSync(randomBytes(80 * 1024)); // incompressible: 80 KB x 1032 > 64 MB
    const small = Array.from({ length: 5 }, () => deflateSync(randomBytes(1024)));
    expect(() => checkCompressedStreams(withStreams([small[0]!, big, ...small.slice(1)]))).not.toThrow();
    expect(inflated.calls).toBe(1);
  });

  it('inflates the small streams too when their bounds could pass the sum limit, and refuses a bomb made of them', () => {
    // five streams of 60 MB of zeros: each compresses under MAX_STREAM_BYTES / MAX_FLATE_RATIO, together 300 MB
    const z = deflateSync(Buffer.alloc(60 * 1024 * 1024), { level: 9 });
    expect(z.length * MAX_FLATE_RATIO).toBeLessThanOrEqual(MAX_STREAM_BYTES);
    expect(5 * 60 * 1024 * 1024).toBeGreaterThan(MAX_INFLATED_BYTES);
    expect(() => checkCompressedStreams(withStreams([z, z, z, z, z]))).toThrow(/decompression bomb/);
    expect(inflated.calls).toBeGreaterThan(0);
    inflated.calls = 0;
    // five small streams of random data: bounds past the sum limit (5 x 60 KB x 1032), real sizes tiny
    const r = Array.from({ length: 5 }, () => deflateSync(randomBytes(60 * 1024)));
    expect(r.reduce((s, b) => s + b.length * MAX_FLATE_RATIO, 0)).toBeGreaterThan(MAX_INFLATED_BYTES);
    expect(() => checkCompressedStreams(withStreams(r))).not.toThrow();
    expect(inflated.calls).toBe(5);
  });

  it('passes an image whose stream inflates to the size its dictionary declares, past the per-stream limit (a page scan behind the text)', () => {
    // 4000 x 6000 RGB, 8 bits, a predictor byte per row: 72 MB of samples > MAX_STREAM_BYTES (64 MB)
    const raw = Buffer.alloc(6000 * (4000 * 3 + 1), 0xff);
    expect(raw.length).toBeGreaterThan(MAX_STREAM_BYTES);
    const z = deflateSync(raw, { level: 1 });
    expect(() => checkCompressedStreams(withImage(z, '/Width 4000 /Height 6000 /BitsPerComponent 8 /ColorSpace /DeviceRGB'))).not.toThrow();
    // the same stream as anything but an image, or as an image declaring fewer samples, is refused
    expect(() => checkCompressedStreams(withStreams([z]))).toThrow(/decompression bomb/);
    expect(() => checkCompressedStreams(withImage(z, '/Width 4000 /Height 6000 /BitsPerComponent 8 /ColorSpace /DeviceGray'))).toThrow(/decompression bomb/);
  });

  it('refuses an image stream past the limit of the whole file, whatever its dictionary declares', () => {
    const z = deflateSync(Buffer.alloc(300 * 1024 * 1024), { level: 9 });
    expect(() => checkCompressedStreams(withImage(z, '/Width 100000 /Height 100000 /BitsPerComponent 8 /ColorSpace /DeviceRGB'))).toThrow(/decompression bomb/);
  });

  it('MAX_FLATE_RATIO bounds what zlib makes of its most compressible input', () => {
    for (const byte of [0x00, 0x20]) {
      const raw = Buffer.alloc(MAX_STREAM_BYTES / 4, byte);
      const z = deflateSync(raw, { level: 9 });
      expect(realInflateSync(z).length).toBe(raw.length);
      expect(raw.length / z.length).toBeGreaterThan(1000);
      expect(raw.length).toBeLessThanOrEqual(z.length * MAX_FLATE_RATIO);
    }
  });
});
