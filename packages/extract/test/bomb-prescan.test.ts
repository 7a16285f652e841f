/**
 * The decompression-bomb pre-scan (src/extract.ts `checkCompressedStreams`) inflates a file's Flate streams only when
 * deflate's largest expansion could take them past a limit; a small file is passed without inflating anything.
 */
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

const { checkCompressedStreams, MAX_FLATE_RATIO, MAX_STREAM_BYTES } = await import('../src/extract.js');
const { makeDeflateBombPdf } = await import('../src/fixtures/index.js');

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
