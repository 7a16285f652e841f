import { describe, expect, it } from 'vitest';
import { pageWindow, showingText } from '@/features/history/pagination';
import { matchesSearch, rowDownloadLabels, visibleConversions } from '@/features/history/filters';
import { formatBytes } from '@/lib/format';

describe('page window', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('shows first, last and current ±1 with ellipses for skipped pages', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pageWindow(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
    expect(pageWindow(8, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
  });

  it('clamps an out-of-range page and has nothing for no pages', () => {
    expect(pageWindow(99, 4)).toEqual([1, 'ellipsis-start', 3, 4]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('says which results are shown', () => {
    expect(showingText(1, 10, 23)).toBe('Showing 1 to 10 of 23 results');
    expect(showingText(3, 10, 23)).toBe('Showing 21 to 23 of 23 results');
  });
});

describe('sizes (1024 steps, 2 decimals)', () => {
  it('formats Bytes, KB, MB and GB', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1234567)).toBe('1.18 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
  });
});

describe('rows', () => {
  it('labels one download "Download", otherwise 1-3 and +N', () => {
    expect(rowDownloadLabels(0)).toEqual({ labels: [], more: 0 });
    expect(rowDownloadLabels(1)).toEqual({ labels: ['Download'], more: 0 });
    expect(rowDownloadLabels(3)).toEqual({ labels: ['1', '2', '3'], more: 0 });
    expect(rowDownloadLabels(5)).toEqual({ labels: ['1', '2', '3'], more: 2 });
  });

  it('filters on PDF names case-insensitively and sorts newest first', () => {
    const rows = [
      { createdAt: '2026-01-01T10:00:00Z', pdfFiles: [{ fileName: 'ACME-invoice.pdf' }] },
      { createdAt: '2026-03-01T10:00:00Z', pdfFiles: [{ fileName: 'other.pdf' }, { fileName: 'acme-2.pdf' }] },
      { createdAt: '2026-02-01T10:00:00Z', pdfFiles: [{ fileName: 'globex.pdf' }] },
    ];
    expect(matchesSearch(rows[0], 'acme')).toBe(true);
    expect(matchesSearch(rows[2], 'acme')).toBe(false);
    expect(visibleConversions(rows, ' ACME ').map((r) => r.createdAt)).toEqual(['2026-03-01T10:00:00Z', '2026-01-01T10:00:00Z']);
    expect(visibleConversions(rows, '').map((r) => r.createdAt)).toEqual([
      '2026-03-01T10:00:00Z',
      '2026-02-01T10:00:00Z',
      '2026-01-01T10:00:00Z',
    ]);
  });
});
