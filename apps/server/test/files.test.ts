import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../src/modules/files/routes.js';
import { conversionError, outputBaseNames } from '../src/modules/conversions/job.js';
import { fileTooLargeMessage, formatLimit } from '../src/modules/uploads/service.js';

describe('download file names', () => {
  it('sends an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987)', () => {
    expect(contentDisposition('Rechnung März.xlsx')).toBe(
      `attachment; filename="Rechnung Marz.xlsx"; filename*=UTF-8''Rechnung%20M%C3%A4rz.xlsx`,
    );
    expect(contentDisposition('请求书.csv')).toBe(`attachment; filename="download.csv"; filename*=UTF-8''%E8%AF%B7%E6%B1%82%E4%B9%A6.csv`);
    expect(contentDisposition(`it's "(1)".xlsx`)).toBe(
      `attachment; filename="it's _(1)_.xlsx"; filename*=UTF-8''it%27s%20%22%281%29%22.xlsx`,
    );
  });

  it('names outputs after their PDF and keeps repeated names apart', () => {
    expect(outputBaseNames(['a.pdf', 'A.PDF', 'b.Pdf', 'a.pdf', 'noext'])).toEqual(['a', 'A (2)', 'b', 'a (3)', 'noext']);
    expect(outputBaseNames(['.pdf'])).toEqual(['invoice']);
  });
});

describe('messages', () => {
  it('words a conversion’s error from its failed PDFs', () => {
    expect(conversionError(2, [])).toBeNull();
    expect(conversionError(1, [{ fileName: 'a.pdf', error: 'Scanned PDF' }])).toBe('Scanned PDF');
    expect(conversionError(3, [{ fileName: 'b.pdf', error: 'Broken' }, { fileName: 'c.pdf', error: 'Encrypted' }])).toBe(
      '2 of 3 files could not be converted. b.pdf: Broken; c.pdf: Encrypted',
    );
    expect(conversionError(2, [{ fileName: 'a.pdf', error: 'X' }, { fileName: 'b.pdf', error: 'Y' }])).toBe(
      'None of the 2 files could be converted. a.pdf: X; b.pdf: Y',
    );
    expect(conversionError(2, [{ fileName: 'a.pdf', error: 'No text layer. Only text-based PDFs are supported.' }, { fileName: 'b.pdf', error: 'Encrypted.' }])).toBe(
      'None of the 2 files could be converted. a.pdf: No text layer. Only text-based PDFs are supported; b.pdf: Encrypted',
    );
  });

  it('states each plan’s size limit as the banner does', () => {
    expect(formatLimit(500 * 1024)).toBe('500KB');
    expect(formatLimit(2 * 1024 * 1024)).toBe('2MB');
    expect(fileTooLargeMessage('premium')).toBe('File too large. Maximum allowed: 10MB per file on the Premium plan.');
  });
});
