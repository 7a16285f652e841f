/**
 * `npm run bench -w apps/server`: conversion latency and API responsiveness of the real server over loopback
 * HTTP (embedded mode: file-backed PGlite, local storage, in-process queue, worker-thread pool).
 *   1. end to end: one-page invoice, upload → convert → poll → workbook downloaded; p50/p95 over 50 runs
 *   2. 20 users converting at the same moment
 *   3. status endpoint latency (p50/p95/p99) while the worker pool is saturated
 * Prints a table and writes JSON to bench/results/. Not a pass/fail test; targets: p50 < 1 s, status p99 < 50 ms.
 * Knobs: BENCH_RUNS (50), BENCH_USERS (20), BENCH_STATUS_REQUESTS (1000), WORKER_THREADS, and
 * BENCH_DATABASE_URL=postgres://…/postgres to run on PostgreSQL instead of the embedded PGlite.
 * The client runs in a child process (bench/client.ts) so its work does not share the server's event loop.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { fork } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { subscription } from '../src/db/schema/billing.js';
import { ensureSubscription } from '../src/modules/quota/service.js';
import type { ClientJob, ClientMessage, ClientResult } from './client.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const USERS = Number(process.env.BENCH_USERS ?? 20);
const STATUS_REQUESTS = Number(process.env.BENCH_STATUS_REQUESTS ?? 1000);

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

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'tallysheet-bench-'));
  // BENCH_DATABASE_URL=postgres://…/postgres runs the same on a fresh PostgreSQL database (dropped afterwards)
  // instead of the embedded PGlite, whose queries run on the server's own event loop.
  const pgAdminUrl = process.env.BENCH_DATABASE_URL;
  const pgName = `tallysheet_bench_${process.pid}`;
  let pgUrl: string | undefined;
  if (pgAdminUrl) {
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${pgName}"`);
    await admin.end();
    const u = new URL(pgAdminUrl);
    u.pathname = `/${pgName}`;
    pgUrl = u.toString();
  }
  const config = loadConfig({
    ...(pgUrl ? { DATABASE_URL: pgUrl, BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123' } : {}),
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
    config: { threads: config.conversions.threads, jobConcurrency: config.conversions.jobConcurrency, database: pgUrl ? 'PostgreSQL' : 'PGlite (file)', storage: 'local disk', queue: 'in-process (db)' },
  };
  const rows: [string, string][] = [];
  try {
    const users: User[] = [];
    for (let i = 0; i < USERS; i++) users.push(await signIn(app, dataDir, `bench-${i}@example.com`));
    const queueSamples: number[] = [];
    // How long the server's event loop was held up while the pool was saturated (blocked, or not scheduled).
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    let sampler: NodeJS.Timeout | undefined;
    const child = fork(fileURLToPath(new URL('./client.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'] });
    const r = await new Promise<ClientResult>((resolveResult, reject) => {
      child.on('message', (m: ClientMessage) => {
        if (m.type === 'phase' && m.name === 'load-start') {
          sampler = setInterval(() => queueSamples.push(app.conversions.pool?.queued ?? 0), 100);
          loopDelay.enable();
        } else if (m.type === 'phase') {
          clearInterval(sampler);
          loopDelay.disable();
        }
        else if (m.type === 'result') resolveResult(m.result);
        else reject(new Error(m.message));
      });
      child.on('exit', (code) => reject(new Error(`bench client exited with ${code}`)));
      child.send({ base, tokens: users.map((u) => u.token), runs: RUNS, statusRequests: STATUS_REQUESTS, warmups: config.conversions.threads * 2 } satisfies ClientJob);
    });
    clearInterval(sampler);

    const summary = (xs: number[]) => ({ requests: xs.length, p50: round(pct(xs, 50)), p95: round(pct(xs, 95)), p99: round(pct(xs, 99)), max: round(Math.max(...xs)) });
    const e2e = r.endToEnd;
    results.endToEnd = { runs: e2e.length, p50: round(pct(e2e, 50)), p95: round(pct(e2e, 95)), min: round(Math.min(...e2e)), max: round(Math.max(...e2e)) };
    rows.push([`end to end, 1-page invoice (n=${e2e.length})`, `p50 ${round(pct(e2e, 50))} ms · p95 ${round(pct(e2e, 95))} ms (target p50 < 1000 ms)`]);

    const { latencies: conc, wallMs } = r.concurrent;
    results.concurrentUsers = { users: USERS, wallMs: round(wallMs), p50: round(pct(conc, 50)), p95: round(pct(conc, 95)), max: round(Math.max(...conc)), conversionsPerSecond: round((USERS / wallMs) * 1000) };
    rows.push([
      `${USERS} users converting at once`,
      `all done in ${round(wallMs)} ms · per user p50 ${round(pct(conc, 50))} ms, p95 ${round(pct(conc, 95))} ms · ${round((USERS / wallMs) * 1000)} conversions/s`,
    ]);

    results.statusIdle = summary(r.statusIdle);
    rows.push([`GET status, idle server (n=${r.statusIdle.length})`, `p50 ${round(pct(r.statusIdle, 50))} ms · p99 ${round(pct(r.statusIdle, 99))} ms`]);
    const waiting = queueSamples.filter((q) => q > 0).length / Math.max(1, queueSamples.length);
    const meanWaiting = round(queueSamples.reduce((a, b) => a + b, 0) / Math.max(1, queueSamples.length));
    results.statusUnderLoad = {
      onePoller: summary(r.statusOnePoller),
      eightAtOnce: summary(r.statusEightAtOnce),
      loadConversionsDuringRun: r.loadConversions,
      shareOfSamplesWithFilesWaitingForAThread: round(waiting * 100) / 100,
      meanFilesWaiting: meanWaiting,
      eventLoopDelayMs: { p50: round(loopDelay.percentile(50) / 1e6), p99: round(loopDelay.percentile(99) / 1e6), max: round(loopDelay.max / 1e6) },
    };
    const one = r.statusOnePoller;
    const eight = r.statusEightAtOnce;
    rows.push([`GET status, pool saturated, 1 poller (n=${one.length})`, `p50 ${round(pct(one, 50))} ms · p95 ${round(pct(one, 95))} ms · p99 ${round(pct(one, 99))} ms (target p99 < 50 ms)`]);
    rows.push([`GET status, pool saturated, 8 at once (n=${eight.length})`, `p50 ${round(pct(eight, 50))} ms · p95 ${round(pct(eight, 95))} ms · p99 ${round(pct(eight, 99))} ms`]);
    rows.push([
      'pool saturation during the status runs',
      `files waiting for a thread in ${Math.round(waiting * 100)} % of samples (mean ${meanWaiting}); ${r.loadConversions} 5-page conversions by ${USERS} users`,
    ]);
    rows.push([
      'server event-loop delay meanwhile',
      `p50 ${round(loopDelay.percentile(50) / 1e6)} ms · p99 ${round(loopDelay.percentile(99) / 1e6)} ms · max ${round(loopDelay.max / 1e6)} ms`,
    ]);
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
    if (pgAdminUrl) {
      const admin = new pg.Client({ connectionString: pgAdminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${pgName}" WITH (FORCE)`);
      await admin.end();
    }
  }

  const width = Math.max(...rows.map((r) => r[0].length));
  results.loadAverageAtEnd = loadavg().map(round);
  console.log(`\nTallysheet server benchmark (database: ${pgUrl ? 'PostgreSQL' : 'embedded PGlite'})`);
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
