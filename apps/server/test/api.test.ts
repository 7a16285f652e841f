import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiKeyListResponseSchema,
  createApiKeyResponseSchema,
  v1ConversionListResponseSchema,
  v1ConversionResponseSchema,
  v1ErrorSchema,
} from '@tallysheet/contracts';
import { apiConversion, apiKey } from '../src/db/schema/api.js';
import { usage } from '../src/db/schema/billing.js';
import { conversion, upload } from '../src/db/schema/conversions.js';
import { hashKey } from '../src/modules/api-keys/service.js';
import { loadPlanState } from '../src/modules/quota/service.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from './support/index.js';
import { createApiKey, postConversion, setPlan, v1Get, waitForV1 } from './support/api.js';
import { invoicePdf } from './support/invoice-pdf.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let app: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let aliceKey: string;
let bobKey: string;

beforeAll(async () => {
  // Tests poll fast; the per-key limit has its own test (api-rate-limit.test.ts).
  app = await createTestApp({ env: { WORKER_THREADS: '1', API_KEY_RATE_LIMIT_PER_MINUTE: '100000' } });
  alice = await signIn(app, 'alice-api@example.com');
  bob = await signIn(app, 'bob-api@example.com');
  await setPlan(app, alice, 'premium');
  await setPlan(app, bob, 'premium');
  aliceKey = (await createApiKey(app, alice, 'alice main')).key;
  bobKey = (await createApiKey(app, bob, 'bob main')).key;
});
afterAll(async () => {
  await app?.close();
});

const pdf = (n: string) => ({ fileName: `${n}.pdf`, bytes: invoicePdf({ number: n }) });
const errorCode = (res: { json(): unknown }) => v1ErrorSchema.parse(res.json()).error.code;

describe('API keys (Settings → API)', () => {
  it('Free and Standard users get 403 with a clear message; Premium gets the key once', async () => {
    const carol = await signIn(app, 'carol-api@example.com');
    for (const plan of ['free', 'standard'] as const) {
      await setPlan(app, carol, plan);
      const res = await app.inject({ method: 'POST', url: '/api/keys', headers: { cookie: carol.cookie }, payload: { name: 'ci' } });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatch(/Premium plan/);
    }
    await setPlan(app, carol, 'premium');
    const created = await app.inject({ method: 'POST', url: '/api/keys', headers: { cookie: carol.cookie }, payload: { name: ' CI server ' } });
    expect(created.statusCode).toBe(201);
    const { data } = createApiKeyResponseSchema.parse(created.json());
    expect(data.key).toMatch(/^tsk_live_[A-Za-z0-9_-]{43}$/);
    expect(data.name).toBe('CI server');
    expect(data.last4).toBe(data.key.slice(-4));
    // Stored hashed: the key itself is nowhere in the table.
    const [row] = await app.db.select().from(apiKey).where(eq(apiKey.id, data.id));
    expect(row!.keyHash).toBe(hashKey(data.key));
    expect(JSON.stringify(row)).not.toContain(data.key);

    const list = apiKeyListResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/keys', headers: { cookie: carol.cookie } })).json());
    expect(list.data.map((k) => k.name)).toEqual(['CI server']);
    expect(JSON.stringify(list)).not.toContain(data.key);
    expect(list.data[0]!.lastUsedAt).toBeNull();
    await v1Get(app, data.key, '/api/v1/conversions');
    const after = apiKeyListResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/keys', headers: { cookie: carol.cookie } })).json());
    expect(after.data[0]!.lastUsedAt).not.toBeNull();
  });

  it('needs a session and a name; another user cannot revoke the key (404)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/keys' })).statusCode).toBe(401);
    const empty = await app.inject({ method: 'POST', url: '/api/keys', headers: { cookie: alice.cookie }, payload: { name: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Give the key a name');
    const k = await createApiKey(app, alice, 'temp');
    expect((await app.inject({ method: 'DELETE', url: `/api/keys/${k.id}`, headers: { cookie: bob.cookie } })).statusCode).toBe(404);
    expect((await v1Get(app, k.key, '/api/v1/conversions')).statusCode).toBe(200);
  });

  it('a revoked key answers 401 at once', async () => {
    const k = await createApiKey(app, alice, 'to revoke');
    expect((await v1Get(app, k.key, '/api/v1/conversions')).statusCode).toBe(200);
    const del = await app.inject({ method: 'DELETE', url: `/api/keys/${k.id}`, headers: { cookie: alice.cookie } });
    expect(del.statusCode).toBe(204);
    const res = await v1Get(app, k.key, '/api/v1/conversions');
    expect(res.statusCode).toBe(401);
    expect(errorCode(res)).toBe('unauthorized');
    const list = apiKeyListResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/keys', headers: { cookie: alice.cookie } })).json());
    expect(list.data.map((x) => x.id)).not.toContain(k.id);
  });
});

describe('/api/v1 authentication', () => {
  it('takes only a bearer API key: none, a session cookie, a session token or a made-up key get 401', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/v1/conversions' });
    expect(none.statusCode).toBe(401);
    expect(v1ErrorSchema.parse(none.json()).error).toMatchObject({ code: 'unauthorized' });
    expect((await app.inject({ method: 'GET', url: '/api/v1/conversions', headers: { cookie: alice.cookie } })).statusCode).toBe(401);
    expect((await v1Get(app, alice.token, '/api/v1/conversions')).statusCode).toBe(401);
    expect((await v1Get(app, `tsk_live_${'x'.repeat(43)}`, '/api/v1/conversions')).statusCode).toBe(401);
  });

  it('a key whose owner left Premium gets 403 plan_required', async () => {
    const dan = await signIn(app, 'dan-api@example.com');
    await setPlan(app, dan, 'premium');
    const k = await createApiKey(app, dan);
    await setPlan(app, dan, 'standard');
    const res = await v1Get(app, k.key, '/api/v1/conversions');
    expect(res.statusCode).toBe(403);
    expect(v1ErrorSchema.parse(res.json()).error).toMatchObject({ code: 'plan_required', message: expect.stringMatching(/Premium plan/) });
  });

  it('unknown v1 routes answer the v1 error shape', async () => {
    const res = await v1Get(app, aliceKey, '/api/v1/nope');
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe('not_found');
  });
});

describe('/api/v1 conversions', () => {
  it('converts a PDF: 202, then status with outputs, and the download with the same key', async () => {
    const res = await postConversion(app, aliceKey, [pdf('API-1')]);
    expect(res.statusCode).toBe(202);
    expect(res.headers['ratelimit-limit']).toBe('100000');
    const { data } = v1ConversionResponseSchema.parse(res.json());
    expect(res.headers.location).toBe(`/api/v1/conversions/${data.id}`);
    expect(data).toMatchObject({ status: 'pending', formats: ['xlsx', 'csv'], files: [{ fileName: 'API-1.pdf', status: 'pending', outputs: [] }] });

    const done = v1ConversionResponseSchema.shape.data.parse(await waitForV1(app, aliceKey, data.id));
    expect(done.status).toBe('succeeded');
    expect(done.progress).toBe(100);
    const outputs = done.files[0]!.outputs;
    expect(outputs.map((o) => o.format).sort()).toEqual(['csv', 'xlsx']);
    const xlsx = outputs.find((o) => o.format === 'xlsx')!;
    expect(xlsx).toMatchObject({ fileName: 'API-1.xlsx', url: expect.stringMatching(/^\/api\/v1\/files\//) });
    expect(done.files[0]!.result).toBeUndefined();
    const withResult = v1ConversionResponseSchema.parse((await v1Get(app, aliceKey, `/api/v1/conversions/${data.id}?include=result`)).json());
    expect(withResult.data.files[0]!.result).toMatchObject({ file: { name: 'API-1.pdf' }, invoice: { number: 'API-1' } });
    expect((await v1Get(app, aliceKey, `/api/v1/conversions/${data.id}?include=everything`)).statusCode).toBe(400);
    const file = await v1Get(app, aliceKey, xlsx.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');

    // Another user's ids do not exist for them.
    const other = await v1Get(app, bobKey, `/api/v1/conversions/${data.id}`);
    expect(other.statusCode).toBe(404);
    expect(errorCode(other)).toBe('not_found');
    expect((await v1Get(app, bobKey, xlsx.url)).statusCode).toBe(404);
    const bobs = v1ConversionListResponseSchema.parse((await v1Get(app, bobKey, '/api/v1/conversions')).json());
    expect(bobs.data.map((c) => c.id)).not.toContain(data.id);

    // Expired downloads answer 410.
    const later = app.now;
    try {
      (app as { now: () => Date }).now = () => new Date(Date.now() + 25 * 3600_000);
      const gone = await v1Get(app, aliceKey, xlsx.url);
      expect(gone.statusCode).toBe(410);
      expect(errorCode(gone)).toBe('gone');
    } finally {
      (app as { now: () => Date }).now = later;
    }
  });

  it('formats picks the outputs listed; unknown formats, non-PDFs, no files and 11 files are refused', async () => {
    const csvOnly = await postConversion(app, aliceKey, [pdf('API-CSV')], { fields: { formats: 'csv' } });
    expect(csvOnly.statusCode).toBe(202);
    const done = await waitForV1(app, aliceKey, csvOnly.json().data.id);
    expect(done.formats).toEqual(['csv']);
    expect(done.files[0].outputs.map((o: { format: string }) => o.format)).toEqual(['csv']);

    const used = async () => (await loadPlanState(app.db, alice.user.id, app.now())) && (await app.db.select().from(usage).where(eq(usage.userId, alice.user.id)))[0]!.used;
    const before = await used();
    const uploadsBefore = (await app.db.select().from(upload).where(eq(upload.userId, alice.user.id))).length;

    const bad = await postConversion(app, aliceKey, [pdf('API-X')], { fields: { formats: 'xlsx,pdf' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/Unknown format "pdf"/);
    const notPdf = await postConversion(app, aliceKey, [{ fileName: 'notes.pdf', bytes: Buffer.from('hello, not a pdf') }]);
    expect(notPdf.statusCode).toBe(415);
    expect(errorCode(notPdf)).toBe('unsupported_file_type');
    const none = await postConversion(app, aliceKey, [], { fields: { formats: 'csv' } });
    expect(none.statusCode).toBe(400);
    const eleven = await postConversion(app, aliceKey, Array.from({ length: 11 }, (_, i) => pdf(`E-${i}`)));
    expect(eleven.statusCode).toBe(400);
    expect(errorCode(eleven)).toBe('too_many_files');
    const wrongField = await postConversion(app, aliceKey, [{ ...pdf('W'), field: 'invoices' }]);
    expect(wrongField.statusCode).toBe(400);

    // Refused requests charged nothing and left no uploads behind.
    expect(await used()).toBe(before);
    expect((await app.db.select().from(upload).where(eq(upload.userId, alice.user.id))).length).toBe(uploadsBefore);
  });

  it('lists the owner’s conversions newest first with a cursor', async () => {
    const erin = await signIn(app, 'erin-api@example.com');
    await setPlan(app, erin, 'premium');
    const { key } = await createApiKey(app, erin);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await postConversion(app, key, [pdf(`L-${i}`)])).json().data.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await v1Get(app, key, `/api/v1/conversions?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = v1ConversionListResponseSchema.parse(res.json());
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((c) => c.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
    expect((await v1Get(app, key, '/api/v1/conversions?cursor=bogus')).statusCode).toBe(400);
    expect((await v1Get(app, key, '/api/v1/conversions?limit=0')).statusCode).toBe(400);
  });
});

describe('Idempotency-Key', () => {
  it('a retried POST answers the first conversion and charges once', async () => {
    const fay = await signIn(app, 'fay-api@example.com');
    await setPlan(app, fay, 'premium');
    const { key } = await createApiKey(app, fay);
    const body = [pdf('IDEM-1')];
    const first = await postConversion(app, key, body, { idempotencyKey: 'order-4711' });
    expect(first.statusCode).toBe(202);
    const again = await postConversion(app, key, body, { idempotencyKey: 'order-4711' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    const rows = await app.db.select().from(conversion).where(eq(conversion.userId, fay.user.id));
    expect(rows).toHaveLength(1);
    const [u] = await app.db.select().from(usage).where(eq(usage.userId, fay.user.id));
    expect(u!.used).toBe(1);

    // The same key with another request is refused; another key is a new conversion.
    const other = await postConversion(app, key, [pdf('IDEM-2')], { idempotencyKey: 'order-4711' });
    expect(other.statusCode).toBe(422);
    expect(errorCode(other)).toBe('idempotency_key_reused');
    expect((await postConversion(app, key, body, { idempotencyKey: 'order-4712' })).statusCode).toBe(202);
    expect((await postConversion(app, key, body, { idempotencyKey: 'bad key with spaces' })).statusCode).toBe(400);
  });

  it('parallel retries with one key make one conversion', async () => {
    const gus = await signIn(app, 'gus-api@example.com');
    await setPlan(app, gus, 'premium');
    const { key } = await createApiKey(app, gus);
    const body = [pdf('PAR-1')];
    const results = await Promise.all(Array.from({ length: 6 }, () => postConversion(app, key, body, { idempotencyKey: 'same' })));
    expect(results.map((r) => r.statusCode).filter((s) => s === 202)).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 202 || r.statusCode === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    expect(await app.db.select().from(conversion).where(eq(conversion.userId, gus.user.id))).toHaveLength(1);
    const [u] = await app.db.select().from(usage).where(eq(usage.userId, gus.user.id));
    expect(u!.used).toBe(1);
    expect(await app.db.select().from(upload).where(eq(upload.userId, gus.user.id))).toHaveLength(1);
    const recorded = await app.db.select().from(apiConversion).where(and(eq(apiConversion.userId, gus.user.id), eq(apiConversion.idempotencyKey, 'same')));
    expect(recorded).toHaveLength(1);
  });
});

describe('quota through the API', () => {
  it('parallel POSTs at the edge of the quota: only what is left is converted', async () => {
    const hal = await signIn(app, 'hal-api@example.com');
    await setPlan(app, hal, 'premium');
    const { key } = await createApiKey(app, hal);
    const state = await loadPlanState(app.db, hal.user.id, app.now());
    await app.db.insert(usage).values({ userId: hal.user.id, periodStart: state.period.start, used: 998 });
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => postConversion(app, key, [pdf(`Q-${i}`)])));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 202)).toHaveLength(2);
    const refused = results.filter((r) => r.statusCode === 403);
    expect(refused).toHaveLength(4);
    for (const r of refused) {
      expect(v1ErrorSchema.parse(r.json()).error).toMatchObject({ code: 'quota_exceeded', message: expect.stringMatching(/^Conversion limit reached!/) });
    }
    const [u] = await app.db.select().from(usage).where(eq(usage.userId, hal.user.id));
    expect(u!.used).toBe(1000);
    expect(await app.db.select().from(conversion).where(eq(conversion.userId, hal.user.id))).toHaveLength(2);
    expect(await app.db.select().from(upload).where(eq(upload.userId, hal.user.id))).toHaveLength(2);
    // A two-file request when one is left is refused whole.
    await app.db.update(usage).set({ used: 999 }).where(eq(usage.userId, hal.user.id));
    const two = await postConversion(app, key, [pdf('Q-a'), pdf('Q-b')]);
    expect(two.statusCode).toBe(403);
    expect(two.json().error.message).toMatch(/^Not enough conversions remaining! You can only convert 1 more files/);
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3.1 document generated from the contracts schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(['/api/v1/conversions', '/api/v1/conversions/{id}', '/api/v1/files/{id}']);
    expect(Object.keys(doc.paths['/api/v1/conversions'])).toEqual(['post', 'get']);
    // The component carries every field of the contract the route answers with.
    const conv = doc.components.schemas.Conversion;
    expect(Object.keys(conv.properties).sort()).toEqual(Object.keys(v1ConversionResponseSchema.shape.data.shape).sort());
    expect(doc.paths['/api/v1/conversions'].post.requestBody.content['multipart/form-data'].schema.properties.files.maxItems).toBe(10);
    expect(doc.webhooks.conversionEvent.post.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/WebhookEvent');
    // a delivery can arrive more than once: receivers are told what identifies it
    expect(doc.webhooks.conversionEvent.post.description).toContain('The same event can arrive more than once');
    expect(doc.webhooks.conversionEvent.post.description).toContain('deduplicate by `Tallysheet-Event-Id`');
  });
});
