import { afterAll, describe, expect, test } from 'vitest';
import { SendLimiter } from '../src/auth/send-limiter.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { authSend } from '../src/db/schema/index.js';
import { createPostgresDatabase } from './support/createTestApp.js';
import { createTestApp, TEST_APP_URL } from './support/index.js';

// Magic-link send limits live in the database: two limiters (two server instances) on one database share them.
const PG = process.env.TEST_DATABASE_URL;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

async function twoInstances(kind: 'pglite' | 'postgres'): Promise<[DatabaseHandle, DatabaseHandle]> {
  if (kind === 'pglite') {
    const one = await openDatabase({ database: { kind: 'pglite', dataDir: null } });
    cleanups.push(() => one.close());
    // PGlite is one in-process database: both "instances" use the same handle.
    return [one, one];
  }
  const created = await createPostgresDatabase(PG!);
  cleanups.push(() => created.drop());
  const a = await openDatabase({ database: { kind: 'postgres', url: created.url } });
  const b = await openDatabase({ database: { kind: 'postgres', url: created.url } });
  cleanups.push(() => a.close(), () => b.close());
  return [a, b];
}

const kinds = PG ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
const WINDOW = 60 * 60 * 1000;

describe.each(kinds)('SendLimiter on %s', (kind) => {
  test('two instances count the same sends; the window slides; released sends do not count', async () => {
    const [a, b] = await twoInstances(kind);
    const one = new SendLimiter(a.db, { perIp: 100, perEmail: 3, windowMs: WINDOW });
    const two = new SendLimiter(b.db, { perIp: 100, perEmail: 3, windowMs: WINDOW });
    const t0 = new Date('2026-11-25T10:00:00Z');
    const at = (min: number) => new Date(t0.getTime() + min * 60_000);

    expect((await one.take('10.0.0.1', 'x@example.com', at(0))).ok).toBe(true);
    expect((await two.take('10.0.0.2', 'x@example.com', at(1))).ok).toBe(true);
    // A send that was refused after all is taken back and leaves room for another.
    const refused = await one.take('10.0.0.1', 'x@example.com', at(2));
    expect(refused.ok).toBe(true);
    if (refused.ok) await refused.release();
    expect((await two.take('10.0.0.3', 'x@example.com', at(3))).ok).toBe(true);
    const fourth = await one.take('10.0.0.4', 'x@example.com', at(4));
    expect(fourth).toEqual({ ok: false, scope: 'email', retryAfterSeconds: 56 * 60 });
    // Other addresses are not affected.
    expect((await two.take('10.0.0.4', 'y@example.com', at(4))).ok).toBe(true);
    // The first send leaves the window an hour after it went out.
    expect((await two.take('10.0.0.4', 'x@example.com', at(59))).ok).toBe(false);
    expect((await two.take('10.0.0.4', 'x@example.com', at(60))).ok).toBe(true);
  });

  test('parallel sends on both instances never pass the limit', async () => {
    const [a, b] = await twoInstances(kind);
    const limits = { perIp: 5, perEmail: 100, windowMs: WINDOW };
    const one = new SendLimiter(a.db, limits);
    const two = new SendLimiter(b.db, limits);
    const now = new Date('2026-11-25T10:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? one : two).take('192.0.2.9', `p${i}@example.com`, now)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(11);
    expect(refused.every((r) => !r.ok && r.scope === 'ip')).toBe(true);
    // A refused check records nothing: 5 sends, each counted once per IP and once per address.
    expect(await a.db.$count(authSend)).toBe(10);
  });
});

describe.skipIf(!PG)('two app instances on one PostgreSQL database (TEST_DATABASE_URL)', () => {
  test('the per-address limit holds across instances and a refused send does not count', async () => {
    const first = await createTestApp({ env: { EMBEDDED_WORKER: 'false', AUTH_RATE_LIMIT_EMAIL: '3' } });
    cleanups.push(() => first.close());
    const url = first.config.database.kind === 'postgres' ? first.config.database.url : '';
    const second = await createTestApp({ env: { EMBEDDED_WORKER: 'false', AUTH_RATE_LIMIT_EMAIL: '3', DATABASE_URL: url } });
    cleanups.push(() => second.close());
    const email = `shared-${Date.now()}@example.com`;
    const send = (app: typeof first, payload: Record<string, unknown> = { email }) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/magic-link',
        headers: { origin: TEST_APP_URL, 'content-type': 'application/json' },
        payload,
      });
    expect((await send(first)).statusCode).toBe(200);
    // Better Auth refuses a foreign callbackURL: no mail, and the send is not counted.
    expect((await send(second, { email, callbackURL: 'https://evil.example/' })).statusCode).toBe(403);
    expect((await send(second)).statusCode).toBe(200);
    expect((await send(first)).statusCode).toBe(200);
    const fourth = await send(second);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toContain('rate limit');
    expect(first.mailbox!.countFor(email) + second.mailbox!.countFor(email)).toBe(3);
  });
});
