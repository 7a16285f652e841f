import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { conversion } from '../src/db/schema/conversions.js';
import { usage } from '../src/db/schema/billing.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from './support/index.js';
import { invoicePdf } from './support/invoice-pdf.js';
import { authHeaders, startConversion, uploadPdf } from './support/conversions.js';

// Worker threads start cold and CI machines are small: conversions get room.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let app: TestApp;

beforeAll(async () => {
  // No worker here: quota rules only, and failed files must not give conversions back mid-test.
  app = await createTestApp({ env: { EMBEDDED_WORKER: 'false' } });
});
afterAll(async () => {
  await app?.close();
});

describe('quota', () => {
  it('20 parallel starts never exceed the plan limit', async () => {
    const user = await signIn(app, 'racer@example.com');
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await uploadPdf(app, user, `r${i}.pdf`, invoicePdf({ number: `R-${i}` })));
    const results = await Promise.all(ids.map((id) => startConversion(app, user, [id])));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 403)).toHaveLength(15);
    for (const r of results.filter((r) => r.statusCode === 403)) {
      expect(r.json().error).toMatch(/^Conversion limit reached! You've used all 5 conversions this billing cycle\. 5\/5 conversions used\. Resets in \d+ days\.$/);
    }
    const rows = await app.db.select().from(conversion).where(eq(conversion.userId, user.user.id));
    expect(rows).toHaveLength(5);
    const [u] = await app.db.select().from(usage).where(eq(usage.userId, user.user.id));
    expect(u!.used).toBe(5);
  });

  it('20 parallel two-file starts reserve whole requests only', async () => {
    const user = await signIn(app, 'racer2@example.com');
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push(await uploadPdf(app, user, `p${i}.pdf`, invoicePdf()));
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => startConversion(app, user, [ids[2 * i]!, ids[2 * i + 1]!])));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.statusCode === 403).map((r) => r.json().error as string);
    expect(refused).toHaveLength(18);
    // After two starts 4/5 are used: one more file fits, two do not.
    expect(refused.every((m) => m.startsWith('Not enough conversions remaining! You can only convert 1 more files this billing cycle. 4/5 conversions used.'))).toBe(true);
    const one = await startConversion(app, user, [ids[39]!]);
    expect(one.statusCode).toBe(201);
    expect(one.json().subscription).toMatchObject({ monthlyConversionsUsed: 5, monthlyConversionsLimit: 5 });
  });

  it('a refused start creates nothing and a start with a foreign id reserves nothing', async () => {
    const a = await signIn(app, 'quota-a@example.com');
    const b = await signIn(app, 'quota-b@example.com');
    const mine = await uploadPdf(app, a, 'mine.pdf', invoicePdf());
    const theirs = await uploadPdf(app, b, 'theirs.pdf', invoicePdf());
    const res = await startConversion(app, a, [mine, theirs]);
    expect(res.statusCode).toBe(404);
    const sub = (await app.inject({ method: 'GET', url: '/api/billing/subscription', headers: authHeaders(a) })).json();
    expect(sub.monthlyConversionsUsed).toBe(0);
    const rows = await app.db.select().from(conversion).where(eq(conversion.userId, a.user.id));
    expect(rows).toHaveLength(0);
  });
});
