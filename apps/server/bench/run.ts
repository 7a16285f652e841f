/**
 * `npm run bench -w apps/server`: conversion latency and API responsiveness of the real server over loopback
 * HTTP (embedded mode: file-backed PGlite, local storage, in-process queue, worker-thread pool).
 *   1. end to end: one-page invoice, upload → convert → poll → workbook downloaded; p50/p95 over 50 runs
 *   2. 20 users converting at the same moment
 *   3. status endpoint latency (p50/p95/p99) while the worker pool is saturated
 * Prints a table and writes JSON to bench/results/. Not a pass/fail test; targets: p50 < 1 s, status p99 < 50 ms.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { subscription } from '../src/db/schema/billing.js';
import { ensureSubscription } from '../src/modules/billing/usage.js';
import { invoicePdf } from '../test/support/invoice-pdf.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const USERS = Number(process.env.BENCH_USERS ?? 20);
const STATUS_REQUESTS = Number(process.env.BENCH_STATUS_REQUESTS ?? 1000);
const POLL_MS = 20;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

interface User {
  email: string;
  token: string;
}

async function signIn(app: FastifyInstance, dataDir: string, email: string): Promise<User> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/magic-link',
    headers: { origin: app.config.appUrl, 'content-type': 'application/json' },
    payload: { email, callbackURL: '/dashboard' },
  });
  if (res.statusCode !== 200) throw new Error(`magic link: ${res.statusCode} ${res.body}`);
  const mails = (await readFile(join(dataDir, 'outbox', 'mail.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
  const mail = mails.reverse().find((m: { to: string }) => m.to.toLowerCase() === email);
  const link = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\S+/.exec(mail.text)![0];
  const u = new URL(link);
  const verify = await app.inject({ method: 'GET', url: u.pathname + u.search });
  const token = String(verify.headers['set-auth-token'] ?? '');
  if (!token) throw new Error(`verify gave no token: ${verify.statusCode}`);
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
  const { user } = me.json() as { user: { id: string; createdAt: string } };
  // The bench converts far more than the free plan's 5 a month.
  await ensureSubscription(app.db, user.id, new Date(), new Date(user.createdAt));
  await app.db
    .update(subscription)
    .set({ plan: 'premium', status: 'active', currentPeriodStart: new Date(Date.now() - 86400_000), currentPeriodEnd: new Date(Date.now() + 29 * 86400_000) })
    .where(eq(subscription.userId, user.id));
  return { email, token };
}

function client(base: string, user: User) {
  const auth = { authorization: `Bearer ${user.token}` };
  return {
    async upload(name: string, pdf: Buffer): Promise<string> {
      const form = new FormData();
      form.append('invoices', new Blob([pdf], { type: 'application/pdf' }), name);
      const res = await fetch(`${base}/api/invoices/upload`, { method: 'POST', headers: auth, body: form });
      if (!res.ok) throw new Error(`upload ${res.status} ${await res.text()}`);
      return ((await res.json()) as { files: { id: string }[] }).files[0]!.id;
    },
    async start(ids: string[]): Promise<string> {
      const res = await fetch(`${base}/api/conversions`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ invoiceIds: ids }),
      });
      if (res.status !== 201) throw new Error(`start ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { _id: string } }).data._id;
    },
    async status(id: string) {
      const res = await fetch(`${base}/api/conversions/${id}/status`, { headers: auth });
      if (!res.ok) throw new Error(`status ${res.status}`);
      return (await res.json()) as { data: { conversion: { status: string; error: string | null; excelFiles: { excelS3Url: string }[] } } };
    },
    async download(url: string): Promise<number> {
      const res = await fetch(`${base}${url}`, { headers: auth });
      if (!res.ok) throw new Error(`download ${res.status}`);
      return (await res.arrayBuffer()).byteLength;
    },
  };
}

/** Upload → start → poll → download the first workbook; answers the elapsed milliseconds. */
async function convertOnce(c: ReturnType<typeof client>, pdf: Buffer, name: string, deadlineMs = 120_000): Promise<number> {
  const t0 = performance.now();
  const id = await c.start([await c.upload(name, pdf)]);
  for (;;) {
    const s = await c.status(id);
    const st = s.data.conversion.status;
    if (st === 'succeeded') {
      const bytes = await c.download(s.data.conversion.excelFiles[0]!.excelS3Url);
      if (bytes < 1000) throw new Error('workbook too small');
      return performance.now() - t0;
    }
    if (st === 'failed') throw new Error(`conversion failed: ${s.data.conversion.error}`);
    if (performance.now() - t0 > deadlineMs) throw new Error('conversion did not finish in time');
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'tallysheet-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    APP_URL: 'http://127.0.0.1:3999',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_IP: '100000',
    AUTH_RATE_LIMIT_EMAIL: '100',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    ...(process.env.WORKER_THREADS ? { WORKER_THREADS: process.env.WORKER_THREADS } : {}),
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const results: Record<string, unknown> = {
    when: new Date().toISOString(),
    machine: { cpus: availableParallelism(), model: cpus()[0]?.model, node: process.version, loadAverageAtStart: loadavg().map(round) },
    config: { threads: config.conversions.threads, jobConcurrency: config.conversions.jobConcurrency, database: 'PGlite (file)', storage: 'local disk', queue: 'in-process (db)' },
  };
  const rows: [string, string][] = [];
  try {
    const pdf = invoicePdf({ number: 'BENCH-1' });
    const users: User[] = [];
    for (let i = 0; i < USERS; i++) users.push(await signIn(app, dataDir, `bench-${i}@example.com`));
    const one = client(base, users[0]!);

    // Warm-up: every pool thread loads pdf.js once.
    await Promise.allSettled(Array.from({ length: config.conversions.threads * 2 }, (_, i) => convertOnce(one, pdf, `warm-${i}.pdf`)));

    // 1. End to end, one at a time.
    const e2e: number[] = [];
    for (let i = 0; i < RUNS; i++) e2e.push(await convertOnce(one, pdf, `e2e-${i}.pdf`));
    results.endToEnd = { runs: RUNS, p50: round(pct(e2e, 50)), p95: round(pct(e2e, 95)), min: round(Math.min(...e2e)), max: round(Math.max(...e2e)) };
    rows.push(['end to end, 1-page invoice (n=' + RUNS + ')', `p50 ${round(pct(e2e, 50))} ms · p95 ${round(pct(e2e, 95))} ms (target p50 < 1000 ms)`]);

    // 2. Every user converting at the same moment.
    const t0 = performance.now();
    const concurrent = await Promise.all(users.map((u, i) => convertOnce(client(base, u), pdf, `burst-${i}.pdf`)));
    const wall = performance.now() - t0;
    results.concurrentUsers = {
      users: USERS,
      wallMs: round(wall),
      p50: round(pct(concurrent, 50)),
      p95: round(pct(concurrent, 95)),
      max: round(Math.max(...concurrent)),
      conversionsPerSecond: round((USERS / wall) * 1000),
    };
    rows.push([
      `${USERS} users converting at once`,
      `all done in ${round(wall)} ms · per user p50 ${round(pct(concurrent, 50))} ms, p95 ${round(pct(concurrent, 95))} ms · ${round((USERS / wall) * 1000)} conversions/s`,
    ]);

    // 3a. Status endpoint with nothing else going on, for reference.
    const idleId = await one.start([await one.upload('idle.pdf', pdf)]);
    await convertOnce(one, pdf, 'idle-wait.pdf');
    const idle: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await one.status(idleId);
      idle.push(performance.now() - t);
    }
    results.statusIdle = { requests: idle.length, p50: round(pct(idle, 50)), p99: round(pct(idle, 99)) };
    rows.push([`GET status, idle server (n=${idle.length})`, `p50 ${round(pct(idle, 50))} ms · p99 ${round(pct(idle, 99))} ms`]);

    // 3b. Status endpoint while the pool is saturated with 5-page invoices from every user.
    const heavy = invoicePdf({ number: 'HEAVY', pages: 5 });
    const load = users.map((u, i) => convertOnce(client(base, u), heavy, `load-${i}.pdf`, 300_000));
    const probeId = await one.start([await one.upload('probe.pdf', pdf)]);
    await new Promise((r) => setTimeout(r, 300));
    const latencies: number[] = [];
    let busyAtEnd = 0;
    const workers = 8;
    let sent = 0;
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (sent < STATUS_REQUESTS) {
          sent++;
          const t = performance.now();
          await one.status(probeId);
          latencies.push(performance.now() - t);
        }
      }),
    );
    busyAtEnd = app.conversions.pool?.queued ?? 0;
    await Promise.all(load);
    results.statusUnderLoad = {
      requests: latencies.length,
      concurrency: workers,
      p50: round(pct(latencies, 50)),
      p95: round(pct(latencies, 95)),
      p99: round(pct(latencies, 99)),
      max: round(Math.max(...latencies)),
      poolTasksWaitingAtEnd: busyAtEnd,
    };
    rows.push([
      `GET status under load (n=${latencies.length}, ${workers} at once)`,
      `p50 ${round(pct(latencies, 50))} ms · p95 ${round(pct(latencies, 95))} ms · p99 ${round(pct(latencies, 99))} ms (target p99 < 50 ms; ${busyAtEnd} files still queued for the pool at the end)`,
    ]);
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }

  const width = Math.max(...rows.map((r) => r[0].length));
  results.loadAverageAtEnd = loadavg().map(round);
  console.log('\nTallysheet server benchmark');
  console.log(`machine: ${availableParallelism()} cores, load average ${loadavg().map(round).join(' / ')} (1/5/15 min): figures include other work on the machine`);
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(40)}`);
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
  const outDir = resolve(import.meta.dirname, 'results');
  await mkdir(outDir, { recursive: true });
  const file = join(outDir, `server-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, JSON.stringify(results, null, 2));
  console.log(`\nJSON: ${file}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
