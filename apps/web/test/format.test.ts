import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatPercent, formatSizeLimitMb, percentOf, plural, shortId } from '@/lib/format';

describe('formatBytes (1024 steps, 2 decimals)', () => {
  it.each([
    [0, '0 Bytes'],
    [-5, '0 Bytes'],
    [Number.NaN, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1234567, '1.18 MB'],
    [1024 ** 3 * 2.25, '2.25 GB'],
  ])('%s → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('treats null and undefined as nothing', () => {
    expect(formatBytes(null)).toBe('0 Bytes');
    expect(formatBytes(undefined)).toBe('0 Bytes');
  });
});

describe('formatSizeLimitMb (KB under 1 MB, else MB)', () => {
  it.each([
    [0.48828125, '500 KB'],
    [0.5, '512 KB'],
    [1, '1 MB'],
    [2, '2 MB'],
    [10, '10 MB'],
    [1.5, '1.5 MB'],
  ])('%s MB → %s', (mb, text) => {
    expect(formatSizeLimitMb(mb)).toBe(text);
  });
});

describe('percentages', () => {
  it('computes a rounded, clamped share', () => {
    expect(percentOf(3, 5)).toBe(60);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(7, 5)).toBe(100);
    expect(percentOf(-1, 5)).toBe(0);
    expect(percentOf(4, 0)).toBe(0);
    expect(percentOf(42.4)).toBe(42);
  });

  it('formats with a percent sign', () => {
    expect(formatPercent(4, 5)).toBe('80%');
    expect(formatPercent(120)).toBe('100%');
  });
});

describe('dates, ids and plurals', () => {
  it('formats ISO strings and ignores invalid input', () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('Mar 5, 2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('keeps the last 8 characters of an id', () => {
    expect(shortId('conv_1234567890abcdef')).toBe('90abcdef');
    expect(shortId('abc')).toBe('abc');
    expect(shortId(undefined)).toBe('');
  });

  it('pluralises', () => {
    expect(plural(1, 'file')).toBe('1 file');
    expect(plural(0, 'file')).toBe('0 files');
    expect(plural(3, 'conversion')).toBe('3 conversions');
  });
});
