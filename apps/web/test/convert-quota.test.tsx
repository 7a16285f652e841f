import type { FileRejection } from 'react-dropzone';
import { describe, expect, it } from 'vitest';
import {
  checkQuota,
  convertButtonText,
  maxUploadBytes,
  sizeLimitLabel,
  stickyBarTexts,
  usagePercent,
  usageTone,
  usageWarning,
} from '@/features/convert/quota';
import { isTooManyDrop, rejectionNotices } from '@/features/convert/rejections';
import { MAX_POLLS, nextPoll } from '@/features/convert/polling';
import { dropZoneHeading } from '@/features/convert/drop-zone';

const free = { plan: 'free' as const, monthlyConversionsLimit: 5, monthlyConversionsUsed: 3, daysUntilReset: 12, fileSizeLimit: 500 / 1024 };

describe('quota check (spec §5)', () => {
  it('allows a count within limit minus used', () => {
    expect(checkQuota(2, free)).toBeNull();
    expect(checkQuota(1, free)).toBeNull();
  });

  it('refuses more files than remain, naming how many are left', () => {
    const refusal = checkQuota(3, free);
    expect(refusal).toEqual({
      title: 'Not enough conversions remaining! You can only convert 2 more files this billing cycle.',
      description: '3/5 conversions used. Resets in 12 days.',
      offerUpgrade: true,
    });
  });

  it('says the limit is reached when nothing remains, and "Resets soon." without days left', () => {
    const refusal = checkQuota(1, { ...free, monthlyConversionsUsed: 5, daysUntilReset: 0 });
    expect(refusal?.title).toBe("Conversion limit reached! You've used all 5 conversions this billing cycle.");
    expect(refusal?.description).toBe('5/5 conversions used. Resets soon.');
  });

  it('treats usage above the limit as none remaining', () => {
    expect(checkQuota(1, { ...free, monthlyConversionsUsed: 7 })?.title).toMatch(/^Conversion limit reached!/);
  });

  it('offers no upgrade on premium', () => {
    expect(checkQuota(2000, { ...free, plan: 'premium', monthlyConversionsLimit: 1000 })?.offerUpgrade).toBe(false);
  });

  it('defaults the limit to 5 when absent and refuses nothing without a subscription', () => {
    expect(checkQuota(6, { ...free, monthlyConversionsLimit: null, monthlyConversionsUsed: 0 })?.title).toMatch(/only convert 5 more/);
    expect(checkQuota(100, null)).toBeNull();
  });
});

describe('usage bar and warnings', () => {
  it('is green below 60 %, yellow from 60 %, red from 80 %', () => {
    expect(usageTone(59.9)).toBe('green');
    expect(usageTone(60)).toBe('yellow');
    expect(usageTone(79)).toBe('yellow');
    expect(usageTone(80)).toBe('red');
    expect(usageTone(100)).toBe('red');
  });

  it('warns from 80 % and says the limit is reached at 100 %', () => {
    expect(usageWarning(usagePercent(3, 5))).toBeNull();
    expect(usageWarning(usagePercent(4, 5))).toBe('Approaching conversion limit');
    expect(usageWarning(usagePercent(5, 5))).toBe('Conversion limit reached!');
    expect(usageWarning(usagePercent(6, 5))).toBe('Conversion limit reached!');
  });

  it('shows the size limit in KB under 1 MB, else MB', () => {
    expect(sizeLimitLabel(500 / 1024)).toBe('500 KB');
    expect(sizeLimitLabel(2)).toBe('2 MB');
    expect(sizeLimitLabel(10)).toBe('10 MB');
  });

  it('caps uploads at the plan limit, 100 MB when the plan is unknown', () => {
    expect(maxUploadBytes({ fileSizeLimit: 500 / 1024 })).toBe(500 * 1024);
    expect(maxUploadBytes(undefined)).toBe(100 * 1024 * 1024);
  });
});

describe('button and bar texts', () => {
  it('names one invoice, several, and the busy state', () => {
    expect(convertButtonText(1, false)).toBe('Convert Invoice');
    expect(convertButtonText(3, false)).toBe('Convert 3 Invoices');
    expect(convertButtonText(0, false)).toBe('Convert Invoice');
    expect(convertButtonText(3, true)).toBe('Converting...');
  });

  it('repeats the state in the sticky bar', () => {
    expect(stickyBarTexts(2, 1)).toEqual({ ready: '2 file(s) ready', detail: '1 uploading...' });
    expect(stickyBarTexts(2, 0)).toEqual({ ready: '2 file(s) ready', detail: 'Ready to convert' });
  });

  it('titles the drop zone by state', () => {
    expect(dropZoneHeading(false, false)).toBe('Upload PDF Invoices');
    expect(dropZoneHeading(false, true)).toBe('Upload More PDFs');
    expect(dropZoneHeading(true, true)).toBe('Drop your PDF invoices here');
  });
});

describe('rejection notices (spec §5)', () => {
  const file = (name: string, size: number, type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });
  const reject = (f: File, code: string, message = code): FileRejection => ({ file: f as FileRejection['file'], errors: [{ code, message }] });

  it('explains a too-large file with its size and the plan limit, 8 s, with Upgrade', () => {
    const [notice] = rejectionNotices([reject(file('big.pdf', 1024 * 1024 + 512 * 1024), 'file-too-large')], free, free.fileSizeLimit);
    expect(notice).toEqual({
      title: 'File too large: "big.pdf"',
      description: 'File size: 1.50MB. Maximum allowed: 500 KB per file on Free plan.',
      durationMs: 8000,
      offerUpgrade: true,
    });
  });

  it('refuses other types for 5 s and says too many files once', () => {
    const notices = rejectionNotices(
      [
        reject(file('a.png', 10, 'image/png'), 'file-invalid-type'),
        reject(file('b.pdf', 10), 'too-many-files'),
        reject(file('c.pdf', 10), 'too-many-files'),
        reject(file('d.pdf', 10), 'custom', 'Looks odd'),
      ],
      free,
      free.fileSizeLimit,
    );
    expect(notices.map((n) => [n.title, n.description, n.durationMs])).toEqual([
      ['Invalid file type: "a.png"', 'Only PDF files are allowed for conversion.', 5000],
      ['Too many files selected', 'You can upload up to 10 files at once.', 5000],
      ['File rejected: "d.pdf"', 'Looks odd', 5000],
    ]);
  });
});

describe('too many files', () => {
  it('marks a drop with any too-many-files rejection, so the whole drop is refused', () => {
    const f = new File(['x'], 'a.pdf', { type: 'application/pdf' }) as FileRejection['file'];
    expect(isTooManyDrop([{ file: f, errors: [{ code: 'too-many-files', message: 'Too many files' }] }])).toBe(true);
    expect(isTooManyDrop([{ file: f, errors: [{ code: 'file-invalid-type', message: 'type' }] }])).toBe(false);
    expect(isTooManyDrop([])).toBe(false);
  });
});

describe('polling schedule', () => {
  it('polls every 5 s until the 60th poll, then times out', () => {
    expect(nextPoll(1)).toEqual({ delayMs: 5000 });
    expect(nextPoll(MAX_POLLS - 1)).toEqual({ delayMs: 5000 });
    expect(nextPoll(MAX_POLLS)).toBe('timeout');
  });
});
