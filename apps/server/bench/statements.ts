/**
 * `node --import tsx bench/statements.ts`: counts the database statements of one conversion, by statement (#13
 * point 8: on embedded PGlite each runs on the event loop that answers status reads). One warm-up conversion, then
 * one counted conversion of BENCH_STMT_FILES (4) PDFs, from its start request to its end; the status polls that
 * wait for it are not counted, the queue's idle polls in that window are. Embedded PGlite, or PostgreSQL with
 * BENCH_DATABASE_URL. Statements are counted through drizzle's logger hook; a transaction counts once more.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { NoopLogger } from 'drizzle-orm/logger';
import { PgSession } from 'drizzle-orm/pg-core/session';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { subscription } from '../src/db/schema/billing.js';
import { ensureSubscription } from '../src/modules/quota/service.js';
import { invoicePdf } from '../test/support/invoice-pdf.js';
import { multipartBody } from '../test/support/conversions.js';
import { signInByMagicLink } from './sign-in.js';

const FILES = Number(process.env.BENCH_STMT_FILES ?? 4);
let counting = false;
const counts = new Map<string, number>();
const bump = (k: string) => counting && counts.set(k, (counts.get(k) ?? 0) + 1);
// drizzle calls its logger's logQuery(sql, params) for every statement it sends (NoopLogger when none is set)
(NoopLogger.prototype as unknown as { logQuery(q: string): void }).logQuery = (q: string) => {
  bump(q.replace(/\$\d+/g, '?').replace(/\s+/g, ' ').slice(0, 90));
};

const dataDir = await mkdtemp(join(tmpdir(), 'tallysheet-stmts-'));
const appUrl = 'http://127.0.0.1:3995';
const config = loadConfig({
  NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, APP_URL: appUrl,
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL, BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123' } : {}),
  API_RATE_LIMIT_PER_MINUTE: '1000000', WEB_DIST_DIR: join(dataDir, 'no-web'),
});
const app = await buildApp(config);
const origTx = (app.db as unknown as { session: PgSession }).session.constructor.prototype.transaction;
(app.db as unknown as { session: PgSession }).session.constructor.prototype.transaction = function (...a: unknown[]) {
  bump('BEGIN … COMMIT (transaction)');
  return origTx.apply(this, a);
};
try {
  const { cookie, userId } = await signInByMagicLink(app, { appUrl, dataDir, email: `stmts-${Date.now()}@example.com` });
  await ensureSubscription(app.db, userId, new Date());
  await app.db.update(subscription).set({ plan: 'premium', status: 'active', currentPeriodStart: new Date(Date.now() - 86400_000), currentPeriodEnd: new Date(Date.now() + 29 * 86400_000) }).where(eq(subscription.userId, userId));
  const lines = Array.from({ length: 25 }, (_, i) => ({ description: `Item ${i + 1} of the bench order`, quantity: (i % 7) + 1, unitPrice: 10 + i * 3.5 }));
  const pdf = invoicePdf({ lines });
  const ids: string[] = [];
  for (let f = 0; f < FILES; f++) {
    const { payload, contentType } = multipartBody('invoices', `stmt-${f}.pdf`, pdf);
    const up = await app.inject({ method: 'POST', url: '/api/invoices/upload', headers: { cookie, 'content-type': contentType }, payload });
    ids.push((up.json() as { files: { id: string }[] }).files[0]!.id);
  }
  // warm-up conversion (threads load the engine), then the counted one
  for (const counted of [false, true]) {
    counting = counted;
    const res = await app.inject({ method: 'POST', url: '/api/conversions', headers: { cookie, origin: appUrl, 'content-type': 'application/json' }, payload: { invoiceIds: ids } });
    const id = (res.json() as { data: { _id: string } }).data._id;
    for (;;) {
      await new Promise((r) => setTimeout(r, 200));
      const wasCounting = counting;
      counting = false; // the poll itself is not the job's
      const s = await app.inject({ method: 'GET', url: `/api/conversions/${id}`, headers: { cookie } });
      counting = wasCounting;
      const st = (s.json() as { data: { conversion: { status: string } } }).data.conversion.status;
      if (st === 'succeeded' || st === 'failed') break;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  counting = false;
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1])) console.log(String(v).padStart(4), k);
  console.log(`${total} statements (transactions counted once, their statements each) for one conversion of ${FILES} PDFs: ${(total / FILES).toFixed(1)} per PDF`);
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
