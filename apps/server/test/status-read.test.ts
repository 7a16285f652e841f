/**
 * The status read (#13 point 8): one statement for the conversion and everything its view shows, and a short-lived
 * session cache on the polling routes that a sign-out empties at once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { conversion } from '../src/db/schema/conversions.js';
import { getConversion, listConversions, viewReads } from '../src/modules/conversions/service.js';
import { createTestApp, signIn, type TestApp } from './support/index.js';
import { TEST_APP_URL } from './support/createTestApp.js';
import { invoicePdf } from './support/invoice-pdf.js';
import { startConversion, uploadPdf, waitForConversion } from './support/conversions.js';

vi.setConfig({ testTimeout: 120_000 });

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('status read', () => {
  it('answers the same view as the history (files, outputs, combined pair, check summaries, export issues)', async () => {
    const u = await signIn(app, 'status-view@example.com');
    const ids = [await uploadPdf(app, u, 'one.pdf', invoicePdf()), await uploadPdf(app, u, 'two.pdf', invoicePdf({ number: 'INV-2' }))];
    const start = await startConversion(app, u, ids);
    expect(start.statusCode).toBe(201);
    const id = start.json().data._id as string;
    await waitForConversion(app, u, id);
    const now = app.now();
    const one = await getConversion(app.db, u.user.id, id, now);
    const [listed] = (await listConversions(app.db, u.user.id, { page: 1, limit: 10, sort: '-createdAt', status: 'all' }, now)).conversions;
    expect(one.excelFiles).toHaveLength(3);
    expect(one.excelFiles[0]!.checks?.total).toBeGreaterThan(0);
    expect(one.pdfFiles.map((f) => f.fileName)).toEqual(['one.pdf', 'two.pdf']);
    expect(typeof one.totalSize).toBe('number');
    // export issues have no order of their own (neither read orders them)
    const byFile = (c: typeof one) => ({ ...c, exportIssues: [...(c.exportIssues ?? [])].sort((a, b) => a.fileName.localeCompare(b.fileName)) });
    expect(one.exportIssues?.length).toBeGreaterThan(0);
    expect(byFile(one)).toEqual(byFile(listed!));
    // another user's conversion does not exist for them
    const other = await signIn(app, 'status-other@example.com');
    await expect(getConversion(app.db, other.user.id, id, now)).rejects.toMatchObject({ statusCode: 404 });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL the status read is a named statement (parsed once per connection, planned as a prepared one)', async () => {
    const u = await signIn(app, 'status-named@example.com');
    const start = await startConversion(app, u, [await uploadPdf(app, u, 'n.pdf', invoicePdf())]);
    const id = start.json().data._id as string;
    const pool = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = vi.spyOn(pool, 'query');
    try {
      const view = await getConversion(app.db, u.user.id, id, app.now());
      expect(view._id).toBe(id);
      const named = query.mock.calls.filter(([q]) => typeof q === 'object' && q !== null && (q as { name?: string }).name === 'tallysheet_conversion_view');
      expect(named).toHaveLength(1);
      // a second read on a pooled connection that has it skips the parse; the answer is the same
      expect(await getConversion(app.db, u.user.id, id, app.now())).toEqual(view);
    } finally {
      query.mockRestore();
    }
    await waitForConversion(app, u, id);
  });

  it.skipIf(!!process.env.TEST_DATABASE_URL)('embedded: a repeated read is answered from memory until any statement runs, then read again', async () => {
    const u = await signIn(app, 'status-remembered@example.com');
    const start = await startConversion(app, u, [await uploadPdf(app, u, 'r.pdf', invoicePdf())]);
    const id = start.json().data._id as string;
    await waitForConversion(app, u, id);
    const url = `/api/conversions/${id}`;
    const read = async () => {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: u.cookie } });
      expect(res.statusCode).toBe(200);
      return res.json().data.conversion as { progress: number; status: string; error?: string | null };
    };
    await read();
    const before = { ...viewReads };
    const first = await read();
    for (let i = 0; i < 4; i++) expect(await read()).toEqual(first);
    // nothing ran in between (the session check is cached too), but for the queue's idle poll every 500 ms
    expect(viewReads.remembered - before.remembered).toBeGreaterThanOrEqual(3);
    expect(viewReads.remembered - before.remembered + viewReads.read - before.read).toBe(5);
    const readBefore = viewReads.read;
    // a write by any path (here a plain update) is seen by the next read
    await app.db.update(conversion).set({ progress: 42 }).where(eq(conversion.id, id));
    expect((await read()).progress).toBe(42);
    expect(viewReads.read - readBefore).toBe(1);
    // and a transaction's (its writes are visible at its end)
    await app.db.transaction(async (tx) => {
      await tx.update(conversion).set({ progress: 43 }).where(eq(conversion.id, id));
    });
    expect((await read()).progress).toBe(43);
    // another user still gets 404, remembered or not
    const other = await signIn(app, 'status-remembered-other@example.com');
    expect((await app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
  });

  it('a sign-out ends status reads at once, though the polling routes cache sessions briefly', async () => {
    const u = await signIn(app, 'status-signout@example.com');
    const start = await startConversion(app, u, [await uploadPdf(app, u, 'a.pdf', invoicePdf())]);
    const id = start.json().data._id as string;
    for (const url of [`/api/conversions/${id}/status`, `/api/conversions/${id}`]) {
      expect((await app.inject({ method: 'GET', url, headers: { cookie: u.cookie } })).statusCode).toBe(200);
    }
    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: u.cookie, origin: TEST_APP_URL } });
    expect(out.statusCode).toBe(200);
    for (const url of [`/api/conversions/${id}/status`, `/api/conversions/${id}`]) {
      expect((await app.inject({ method: 'GET', url, headers: { cookie: u.cookie } })).statusCode).toBe(401);
    }
    await waitForConversion(app, await signIn(app, 'status-signout@example.com'), id);
  });
});
