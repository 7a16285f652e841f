/**
 * Scale-out start-up (#13 point 10, found by `npm run soak`): the server and several `npm run worker` processes
 * starting at the same moment against one fresh PostgreSQL database. Before the fix the losers of the migration
 * race died with "relation already exists", and concurrent pg-boss queue creation died with "deadlock detected".
 * Each process is played here by its own connection pool / pg-boss instance, as in separate processes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { PgBossQueue } from '../src/jobs/pgboss-queue.js';
import { createPostgresDatabase } from './support/createTestApp.js';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('several processes starting at once on one fresh PostgreSQL database (TEST_DATABASE_URL)', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanup.splice(0).reverse()) await c().catch(() => {});
  });

  it('all apply the migrations: one runs them, the others wait and find them applied', async () => {
    const pgdb = await createPostgresDatabase(adminUrl!);
    cleanup.push(() => pgdb.drop());
    const opened = await Promise.allSettled(Array.from({ length: 4 }, () => openDatabase({ database: { kind: 'postgres', url: pgdb.url } })));
    for (const o of opened) if (o.status === 'fulfilled') cleanup.push(() => o.value.close());
    expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
  });

  it('all set up their pg-boss queues without a deadlock, and each can enqueue and take jobs', { timeout: 120_000 }, async () => {
    const pgdb = await createPostgresDatabase(adminUrl!);
    cleanup.push(() => pgdb.drop());
    const database: DatabaseHandle = await openDatabase({ database: { kind: 'postgres', url: pgdb.url } });
    cleanup.push(() => database.close());
    // Several extra queue types make the window for opposite lock orders wide, as a real start's do.
    const extraTypes = ['webhook-delivery', 'extra-a', 'extra-b'];
    const queues = Array.from(
      { length: 4 },
      () => new PgBossQueue({ connectionString: pgdb.url, retryLimit: 1, expireInSeconds: 10, pollMs: 100, extraTypes }),
    );
    for (const q of queues) cleanup.push(() => q.stop());
    const seen: string[] = [];
    const started = await Promise.allSettled(
      queues.map((q) =>
        q.start(
          async (job) => {
            seen.push(String(job.payload.n));
          },
          async () => {},
        ),
      ),
    );
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
    await Promise.all(queues.map((q, n) => q.enqueue(undefined, { type: 'conversion', payload: { n } })));
    const until = Date.now() + 30_000;
    while (seen.length < 4 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(seen.sort()).toEqual(['0', '1', '2', '3']);
  });
});
