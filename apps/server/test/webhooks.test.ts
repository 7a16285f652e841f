import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhookEndpointListResponseSchema, webhookEventSchema } from '@tallysheet/contracts';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { webhookDelivery, webhookEndpoint } from '../src/db/schema/api.js';
import { user } from '../src/db/schema/auth.js';
import { guardedLookup, isBlockedAddress } from '../src/modules/webhooks/address-guard.js';
import { postWebhook } from '../src/modules/webhooks/post.js';
import { attemptsOf, checkEndpointUrl, queueTestEvent, RETRY_WINDOW_MS } from '../src/modules/webhooks/service.js';
import { verifySignature } from '../src/modules/webhooks/signature.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from './support/index.js';
import { createApiKey, postConversion, setPlan, waitForV1 } from './support/api.js';
import { invoicePdf } from './support/invoice-pdf.js';
import { WebhookReceiver } from './support/webhook-receiver.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let app: TestApp;
let receiver: WebhookReceiver;
let owner: SignedIn;
/** the app's clock runs this far ahead of real time (retries are made due by moving it) */
let offsetMs = 0;

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  app = await createTestApp({
    env: { WORKER_THREADS: '1', WEBHOOK_ALLOW_PRIVATE: 'true', API_KEY_RATE_LIMIT_PER_MINUTE: '100000' },
    deps: { now: () => new Date(Date.now() + offsetMs) },
  });
  owner = await signIn(app, 'hooks@example.com');
  await setPlan(app, owner, 'premium');
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

const cookie = (a: SignedIn) => ({ cookie: a.cookie });

async function register(a: SignedIn, path: string) {
  const res = await app.inject({ method: 'POST', url: '/api/webhooks', headers: cookie(a), payload: { url: receiver.url(path) } });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; secret: string };
}

async function deliveryFor(endpointId: string) {
  const [d] = await app.db.select().from(webhookDelivery).where(eq(webhookDelivery.endpointId, endpointId));
  return d!;
}

/** Waits until the delivery has recorded `attempts` attempts (its row is written after the answer). */
async function waitAttempts(endpointId: string, attempts: number) {
  const until = Date.now() + 30_000;
  for (;;) {
    const d = await deliveryFor(endpointId);
    if (d && d.attempts === attempts && (d.status !== 'pending' || d.nextAttemptAt!.getTime() > Date.now() + offsetMs)) return d;
    if (Date.now() > until) throw new Error(`delivery still at ${d?.attempts} attempts (${d?.status})`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('webhook endpoints (Settings → API)', () => {
  it('Premium only, up to 5, https unless private addresses are allowed, 404 for another user', async () => {
    const free = await signIn(app, 'hooks-free@example.com');
    const refused = await app.inject({ method: 'POST', url: '/api/webhooks', headers: cookie(free), payload: { url: 'https://example.com/hook' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/Premium plan/);

    const limits = await signIn(app, 'hooks-limit@example.com');
    await setPlan(app, limits, 'premium');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await register(limits, `/limit-${i}`)).id);
    const sixth = await app.inject({ method: 'POST', url: '/api/webhooks', headers: cookie(limits), payload: { url: receiver.url('/limit-6') } });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().error).toMatch(/up to 5 endpoints/);
    const list = webhookEndpointListResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/webhooks', headers: cookie(limits) })).json());
    expect(list.data).toHaveLength(5);
    expect(list.data[0]!.secret).toMatch(/^whsec_/);
    expect((await app.inject({ method: 'DELETE', url: `/api/webhooks/${ids[0]}`, headers: cookie(owner) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/webhooks/${ids[0]}/test`, headers: cookie(owner) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/webhooks/${ids[0]}`, headers: cookie(limits) })).statusCode).toBe(204);

    expect(() => checkEndpointUrl('http://example.com/hook', false)).toThrow(/https/);
    expect(() => checkEndpointUrl('https://127.0.0.1/hook', false)).toThrow(/public address/);
    expect(() => checkEndpointUrl('https://[::1]/hook', false)).toThrow(/public address/);
    expect(() => checkEndpointUrl('https://169.254.169.254/latest/meta-data', false)).toThrow(/public address/);
    expect(() => checkEndpointUrl('https://api.localhost/hook', false)).toThrow(/public address/);
    expect(() => checkEndpointUrl('https://user:pw@example.com/hook', false)).toThrow(/user name/);
    expect(checkEndpointUrl('https://example.com/hook#x', false)).toBe('https://example.com/hook');
  });
});

describe('webhook deliveries', () => {
  it('POSTs conversion.succeeded, signed with HMAC-SHA256 over timestamp and body, and records the attempt', async () => {
    const ep = await register(owner, '/ok');
    const { key } = await createApiKey(app, owner);
    const res = await postConversion(app, key, [{ fileName: 'hooked.pdf', bytes: invoicePdf({ number: 'HOOK-1' }) }]);
    expect(res.statusCode).toBe(202);
    const conversionId = res.json().data.id as string;
    await waitForV1(app, key, conversionId);
    const [got] = await receiver.waitFor('/ok', 1);
    const header = String(got!.headers['tallysheet-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const nowSeconds = Math.floor((Date.now() + offsetMs) / 1000);
    expect(verifySignature(ep.secret, header, got!.body, nowSeconds)).toBe(true);
    expect(verifySignature(ep.secret, header, got!.body.replace('succeeded', 'failed'), nowSeconds)).toBe(false);
    expect(verifySignature('whsec_wrong', header, got!.body, nowSeconds)).toBe(false);
    expect(verifySignature(ep.secret, header, got!.body, nowSeconds + 3600)).toBe(false);
    const event = webhookEventSchema.parse(JSON.parse(got!.body));
    expect(event).toMatchObject({ type: 'conversion.succeeded', data: { conversion: { id: conversionId, status: 'succeeded' } } });
    expect(event.data.conversion!.files[0]!.outputs.length).toBe(2);
    expect(got!.headers['tallysheet-event-type']).toBe('conversion.succeeded');
    expect(got!.headers['tallysheet-event-id']).toBe(event.id);

    const d = await waitAttempts(ep.id, 1);
    expect(d).toMatchObject({ status: 'succeeded', lastResponseStatus: 200 });
    const list = webhookEndpointListResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/webhooks', headers: cookie(owner) })).json());
    expect(list.data.find((e) => e.id === ep.id)!.deliveries).toMatchObject([{ eventType: 'conversion.succeeded', status: 'succeeded', attempts: 1 }]);
    await app.inject({ method: 'DELETE', url: `/api/webhooks/${ep.id}`, headers: cookie(owner) });
  });

  it('a conversion that fails sends conversion.failed', async () => {
    const ep = await register(owner, '/failed');
    const { key } = await createApiKey(app, owner);
    // A valid PDF header and nothing a reader can use.
    const res = await postConversion(app, key, [{ fileName: 'broken.pdf', bytes: Buffer.from('%PDF-1.4\nthis is not really a pdf\n') }]);
    expect(res.statusCode).toBe(202);
    const done = await waitForV1(app, key, res.json().data.id);
    expect(done.status).toBe('failed');
    const [got] = await receiver.waitFor('/failed', 1);
    expect(webhookEventSchema.parse(JSON.parse(got!.body))).toMatchObject({ type: 'conversion.failed', data: { conversion: { status: 'failed' } } });
    await app.inject({ method: 'DELETE', url: `/api/webhooks/${ep.id}`, headers: cookie(owner) });
  });

  it('retries with backoff until the endpoint answers 2xx, recording every attempt', async () => {
    receiver.script('/flaky', [500, 502, 204]);
    const ep = await register(owner, '/flaky');
    const test = await app.inject({ method: 'POST', url: `/api/webhooks/${ep.id}/test`, headers: cookie(owner) });
    expect(test.statusCode).toBe(202);
    const first = await waitAttempts(ep.id, 1);
    expect(first).toMatchObject({ status: 'pending', lastResponseStatus: 500, lastError: 'The endpoint answered 500' });
    const attempt1 = (await attemptsOf(app.db, first.id))[0]!;
    expect(first.nextAttemptAt!.getTime() - attempt1.at.getTime()).toBeGreaterThanOrEqual(30_000);
    expect(first.nextAttemptAt!.getTime() - attempt1.at.getTime()).toBeLessThan(31_000);

    offsetMs += 31_000;
    app.queue.wake();
    const second = await waitAttempts(ep.id, 2);
    expect(second).toMatchObject({ status: 'pending', lastResponseStatus: 502 });
    offsetMs += 121_000;
    app.queue.wake();
    const third = await waitAttempts(ep.id, 3);
    expect(third).toMatchObject({ status: 'succeeded', lastResponseStatus: 204, lastError: null });

    const attempts = await attemptsOf(app.db, first.id);
    expect(attempts.map((a) => [a.attempt, a.responseStatus])).toEqual([
      [1, 500],
      [2, 502],
      [3, 204],
    ]);
    const got = receiver.at('/flaky');
    expect(got.map((r) => r.headers['tallysheet-delivery-attempt'])).toEqual(['1', '2', '3']);
    expect(new Set(got.map((r) => r.headers['tallysheet-event-id'])).size).toBe(1);
    expect(JSON.parse(got[0]!.body)).toMatchObject({ type: 'test', data: { conversion: null } });
    await app.inject({ method: 'DELETE', url: `/api/webhooks/${ep.id}`, headers: cookie(owner) });
  });

  it('gives up after 24 hours of failures', async () => {
    receiver.script('/down', [503]);
    const ep = await register(owner, '/down');
    await app.inject({ method: 'POST', url: `/api/webhooks/${ep.id}/test`, headers: cookie(owner) });
    let d = await waitAttempts(ep.id, 1);
    while (d.status === 'pending') {
      offsetMs = Math.max(offsetMs, d.nextAttemptAt!.getTime() - Date.now() + 1000);
      app.queue.wake();
      d = await waitAttempts(ep.id, d.attempts + 1);
    }
    expect(d.status).toBe('failed');
    expect(d.lastResponseStatus).toBe(503);
    const attempts = await attemptsOf(app.db, d.id);
    expect(attempts).toHaveLength(10);
    expect(attempts.at(-1)!.at.getTime() - d.createdAt.getTime()).toBeLessThan(RETRY_WINDOW_MS);
    expect(receiver.at('/down')).toHaveLength(10);
  });
});

describe('private-address guard', () => {
  it('classifies loopback, private, link-local and mapped addresses', () => {
    for (const ip of ['127.0.0.1', '10.2.3.4', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:a00:1', '[::1]']) {
      expect(isBlockedAddress(ip), ip).toBe(true);
    }
    for (const ip of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isBlockedAddress(ip), ip).toBe(false);
  });

  it('refuses to send to loopback unless WEBHOOK_ALLOW_PRIVATE=true', async () => {
    const strict = { allowPrivate: false, timeoutMs: 2000 };
    const before = receiver.at('/guard').length;
    expect((await postWebhook(receiver.url('/guard'), '{}', {}, strict)).error).toMatch(/Only https/);
    const port = new URL(receiver.url('/')).port;
    for (const url of [`https://127.0.0.1:${port}/guard`, `https://[::1]:${port}/guard`, `https://localhost:${port}/guard`]) {
      const out = await postWebhook(url, '{}', {}, strict);
      expect(out.status, url).toBeNull();
      expect(out.error, url).toMatch(/private or loopback address/);
    }
    // A name that resolves to loopback is refused at connect time.
    const looked = await new Promise<Error | null>((resolve) => guardedLookup('localhost', {}, (err) => resolve(err)));
    expect(looked?.message).toMatch(/private or loopback address/);
    expect(receiver.at('/guard').length).toBe(before);
    // Allowed, the same receiver is reached.
    const ok = await postWebhook(receiver.url('/guard'), '{}', {}, { allowPrivate: true, timeoutMs: 2000 });
    expect(ok).toMatchObject({ status: 200, error: null });
  });
});

describe('deliveries survive a restart', () => {
  it('an event queued while no worker runs is delivered by the next server start', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tallysheet-hooks-'));
    const env = {
      NODE_ENV: 'test',
      APP_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      WEB_DIST_DIR: join(dataDir, 'no-web-dist'),
      WEBHOOK_ALLOW_PRIVATE: 'true',
    };
    try {
      const first = await buildApp(loadConfig({ ...env, EMBEDDED_WORKER: 'false' }));
      await first.ready();
      const now = new Date();
      await first.db.insert(user).values({ id: 'restart-user', email: 'restart@example.com', createdAt: now, updatedAt: now });
      await first.db.insert(webhookEndpoint).values({ id: 'restart-ep', userId: 'restart-user', url: receiver.url('/restart'), secret: 'whsec_restart', createdAt: now });
      await queueTestEvent({ db: first.db, queue: first.queue, now: first.now, settings: first.config.conversions.webhooks }, 'restart-user', 'restart-ep');
      await first.close();
      expect(receiver.at('/restart')).toHaveLength(0);

      const second = await buildApp(loadConfig({ ...env, EMBEDDED_WORKER: 'true', WORKER_THREADS: '1' }));
      await second.ready();
      try {
        const [got] = await receiver.waitFor('/restart', 1);
        expect(verifySignature('whsec_restart', String(got!.headers['tallysheet-signature']), got!.body, Math.floor(Date.now() / 1000))).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
