import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadResponseSchema } from '@tallysheet/contracts';
import { upload } from '../src/db/schema/conversions.js';
import { sanitizeFileName } from '../src/modules/uploads/service.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from './support/index.js';
import { invoicePdf } from './support/invoice-pdf.js';
import { authHeaders, uploadFile } from './support/conversions.js';
import { eq } from 'drizzle-orm';
import { subscription } from '../src/db/schema/billing.js';

// Worker threads start cold and CI machines are small: conversions get room.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let app: TestApp;
let user: SignedIn;

beforeAll(async () => {
  app = await createTestApp();
  user = await signIn(app, 'uploader@example.com');
});
afterAll(async () => {
  await app?.close();
});

async function storedFiles(): Promise<string[]> {
  return readdir(join(app.dataDir, 'files', 'uploads')).catch(() => []);
}

describe('POST /api/invoices/upload', () => {
  it('stores a PDF under a random key and answers files[0].id', async () => {
    const pdf = invoicePdf();
    const res = await uploadFile(app, { token: user.token }, 'Invoice 7.pdf', pdf);
    expect(res.statusCode).toBe(200);
    const body = uploadResponseSchema.parse(res.json());
    expect(body.files[0]).toMatchObject({ fileName: 'Invoice 7.pdf', size: pdf.length });
    const [row] = await app.db.select().from(upload).where(eq(upload.id, body.files[0]!.id));
    expect(row).toMatchObject({ userId: user.user.id, size: pdf.length, deletedAt: null });
    expect(row!.storageKey).toMatch(/^uploads\/[0-9a-f-]{36}\.pdf$/);
    expect(row!.storageKey).not.toContain('Invoice');
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(24 * 3600_000);
    expect(await storedFiles()).toContain(row!.storageKey.split('/')[1]);
  });

  it('refuses a file that is not a PDF by its bytes, whatever its name, and keeps nothing', async () => {
    const before = await storedFiles();
    const res = await uploadFile(app, user, 'fake.pdf', Buffer.from('<html>not a pdf</html>'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'Invalid file type: only PDF files are allowed for conversion.' });
    const empty = await uploadFile(app, user, 'empty.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(415);
    const tiny = await uploadFile(app, user, 'tiny.pdf', Buffer.from('%PD'));
    expect(tiny.statusCode).toBe(415);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file over the plan limit while streaming (413) and keeps nothing', async () => {
    const before = await storedFiles();
    const big = invoicePdf({ padToBytes: 600 * 1024 });
    expect(big.length).toBeGreaterThan(500 * 1024);
    const res = await uploadFile(app, user, 'big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'File too large. Maximum allowed: 500KB per file on the Free plan.' });
    expect(await storedFiles()).toEqual(before);
    const atLimit = await uploadFile(app, user, 'at-limit.pdf', invoicePdf({ padToBytes: 500 * 1024 - 300 }));
    expect(atLimit.statusCode).toBe(200);
  });

  it('applies the paid plan’s larger limit', async () => {
    const paid = await signIn(app, 'uploader-paid@example.com');
    await app.inject({ method: 'GET', url: '/api/billing/subscription', headers: authHeaders(paid) });
    await app.db
      .update(subscription)
      .set({ plan: 'standard', status: 'active', currentPeriodStart: new Date(Date.now() - 86400_000), currentPeriodEnd: new Date(Date.now() + 29 * 86400_000) })
      .where(eq(subscription.userId, paid.user.id));
    const ok = await uploadFile(app, paid, 'one-mb.pdf', invoicePdf({ padToBytes: 1024 * 1024 }));
    expect(ok.statusCode).toBe(200);
    const tooBig = await uploadFile(app, paid, 'three-mb.pdf', invoicePdf({ padToBytes: 3 * 1024 * 1024 }));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: 'File too large. Maximum allowed: 2MB per file on the Standard plan.' });
  });

  it('needs a session, the field invoices and a multipart body', async () => {
    const anon = await app.inject({ method: 'POST', url: '/api/invoices/upload', payload: {} });
    expect(anon.statusCode).toBe(401);
    const wrongField = await uploadFile(app, user, 'a.pdf', invoicePdf(), 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toContain("'invoices'");
    const json = await app.inject({ method: 'POST', url: '/api/invoices/upload', headers: authHeaders(user), payload: { a: 1 } });
    expect(json.statusCode).toBe(400);
  });

  it('sanitises file names', async () => {
    const res = await uploadFile(app, user, '..\\..\\evil\u202e<fdp>.pdf', invoicePdf());
    expect(res.statusCode).toBe(200);
    expect(res.json().files[0].fileName).toBe('evilfdp.pdf');
    expect(sanitizeFileName('/etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('  ')).toBe('invoice.pdf');
    expect(sanitizeFileName(`${'a'.repeat(300)}.pdf`)).toBe(`${'a'.repeat(196)}.pdf`);
    expect(sanitizeFileName('Rechnung März.pdf')).toBe('Rechnung März.pdf');
  });
});
