/**
 * `npm run bench -w apps/server` (third part): status reads while the worker pool is saturated (#13 point 8).
 * The embedded default (file-backed PGlite, local storage, in-process queue and worker pool) — or PostgreSQL when
 * BENCH_DATABASE_URL is set (a database the run may fill; it is not dropped).
 *   1. BENCH_STATUS_CONVERSIONS (6) conversions of BENCH_STATUS_FILES (4) PDFs each are started at once, which keeps
 *      every extraction thread busy for a while;
 *   2. meanwhile BENCH_STATUS_READERS (10) clients poll GET /api/conversions/:id (the web app's status route, with a
 *      session cookie) over loopback HTTP, back to back, for conversions still in flight;
 *   3. the same reads once everything has finished (idle), for comparison;
 *   4. the same conversions again with one status read a second, for the main thread's own CPU time per converted
 *      PDF (Linux: /proc/self/task/<pid>/stat; the extraction threads' CPU is not in it) — the work the conversion
 *      job puts on the event loop that answers status reads, nearly independent of the machine's load.
 * Prints p50/p95/p99/max of the read latency under load and idle (target: p99 < 50 ms under load) and writes JSON to
 * bench/results/. Not a pass/fail test; the readers share the server's process, so their own work is in the figures.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { subscription } from '../src/db/schema/billing.js';
import { ensureSubscription } from '../src/modules/quota/service.js';
import { invoicePdf } from '../test/support/invoice-pdf.js';
import { multipartBody } from '../test/support/conversions.js';
import { signInByMagicLink } from './sign-in.js';

const CONVERSIONS = Number(process.env.BENCH_STATUS_CONVERSIONS ?? 6);
const FILES = Number(process.env.BENCH_STATUS_FILES ?? 4);
const READERS = Number(process.env.BENCH_STATUS_READERS ?? 10);
const IDLE_READS = 400;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : NaN;
};
const progress = (msg: string) => console.error(`[bench:status] ${msg}`);
const round = (n: number) => Math.round(n * 10) / 10;
const stats = (xs: number[]) => ({ n: xs.length, p50: round(pct(xs, 50)), p95: round(pct(xs, 95)), p99: round(pct(xs, 99)), max: round(Math.max(...xs)) });

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'tallysheet-bench-status-'));
  const appUrl = 'http://127.0.0.1:3997';
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    APP_URL: appUrl,
    ...(process.env.BENCH_DATABASE_URL
      ? { DATABASE_URL: process.env.BENCH_DATABASE_URL, BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123' }
      : {}),
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_IP: '1000',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    ...(process.env.WORKER_THREADS ? { WORKER_THREADS: process.env.WORKER_THREADS } : {}),
  });
  progress('starting the server');
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const results: Record<string, unknown> = {
    when: new Date().toISOString(),
    database: config.database.kind,
    machine: { cpus: availableParallelism(), loadAverageAtStart: loadavg().map(round) },
    threads: config.conversions.threads,
    jobConcurrency: config.conversions.jobConcurrency,
    conversions: CONVERSIONS,
    filesPerConversion: FILES,
    readers: READERS,
  };
  const rows: [string, string][] = [];
  try {
    // Sign in through the real magic-link flow (mail from the outbox file).
    const email = `bench-status-${Date.now()}@example.com`;
    const { cookie, userId } = await signInByMagicLink(app, { appUrl, dataDir, email });
    progress('signed in; uploading');
    await ensureSubscription(app.db, userId, new Date());
    await app.db
      .update(subscription)
      .set({ plan: 'premium', status: 'active', currentPeriodStart: new Date(Date.now() - 86400_000), currentPeriodEnd: new Date(Date.now() + 29 * 86400_000) })
      .where(eq(subscription.userId, userId));

    // Uploads first (not measured), then every conversion starts at once.
    const lines = Array.from({ length: 25 }, (_, i) => ({ description: `Item ${i + 1} of the bench order`, quantity: (i % 7) + 1, unitPrice: 10 + i * 3.5 }));
    const pdf = invoicePdf({ lines });
    const batches: string[][] = [];
    for (let c = 0; c < CONVERSIONS; c++) {
      const ids: string[] = [];
      for (let f = 0; f < FILES; f++) {
        const { payload, contentType } = multipartBody('invoices', `bench-${c}-${f}.pdf`, pdf);
        const up = await app.inject({ method: 'POST', url: '/api/invoices/upload', headers: { cookie, 'content-type': contentType }, payload });
        if (up.statusCode !== 200) throw new Error(`upload: ${up.statusCode} ${up.body}`);
        ids.push((up.json() as { files: { id: string }[] }).files[0]!.id);
      }
      batches.push(ids);
    }
    progress(`${CONVERSIONS * FILES} uploads done; starting conversions`);
    const startedAt = performance.now();
    const started = await Promise.all(
      batches.map(async (invoiceIds) => {
        const res = await fetch(`${base}/api/conversions`, { method: 'POST', headers: { cookie, origin: appUrl, 'content-type': 'application/json' }, body: JSON.stringify({ invoiceIds }) });
        if (res.status !== 201) throw new Error(`start: ${res.status} ${await res.text()}`);
        return ((await res.json()) as { data: { _id: string } }).data._id;
      }),
    );

    const inFlight = new Set(started);
    // The event loop's delay while the pool is saturated: what every read waits for before it is even looked at.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const loaded: number[] = [];
    let errors = 0;
    const read = async (id: string) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/conversions/${id}`, { headers: { cookie } });
      const body = (await res.json()) as { data?: { conversion?: { status: string } } };
      const ms = performance.now() - t0;
      if (res.status !== 200) {
        errors += 1;
        if (errors > 50) throw new Error(`status reads fail: ${res.status} ${JSON.stringify(body)}`);
      }
      return { ms, status: body.data?.conversion?.status };
    };
    await Promise.all(
      Array.from({ length: READERS }, async (_, r) => {
        let k = r;
        while (inFlight.size > 0) {
          const ids = [...inFlight];
          const id = ids[k++ % ids.length]!;
          const { ms, status } = await read(id);
          if (status === 'succeeded' || status === 'failed') inFlight.delete(id);
          else loaded.push(ms);
        }
      }),
    );
    const busyMs = performance.now() - startedAt;
    loopDelay.disable();
    const ms = (ns: number) => round(ns / 1e6);
    const delay = { p50: ms(loopDelay.percentile(50)), p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max) };
    progress(`all conversions finished after ${round(busyMs / 1000)} s; idle reads`);
    const idle: number[] = [];
    // CPU time of this process per idle read (server and client side, one read at a time): unlike latency, it
    // hardly depends on what else the machine is doing.
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < IDLE_READS; i++) idle.push((await read(started[i % started.length]!)).ms);
    const cpu = process.cpuUsage(cpu0);
    const cpuPerRead = round((cpu.user + cpu.system) / 1000 / IDLE_READS);

    // 4. The conversion job's own cost on the event loop: the same conversions again, with one read a second.
    let loopCpuPerPdf: number | null = null;
    const mainCpuMs = async () => {
      const stat = await readFile(`/proc/self/task/${process.pid}/stat`, 'utf8').catch(() => null);
      if (!stat) return null;
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // utime + stime, in clock ticks (USER_HZ = 100 on Linux)
    };
    const before = await mainCpuMs();
    if (before !== null) {
      progress('converting again with one read a second (event-loop CPU per PDF)');
      // BENCH_PROFILE=file.cpuprofile: a CPU profile of the main thread during this phase (open it in DevTools).
      const profiler = process.env.BENCH_PROFILE ? new (await import('node:inspector/promises')).Session() : null;
      if (profiler) {
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
      }
      let quietReads = 0;
      const again = await Promise.all(
        batches.map(async (invoiceIds) => {
          const res = await fetch(`${base}/api/conversions`, { method: 'POST', headers: { cookie, origin: appUrl, 'content-type': 'application/json' }, body: JSON.stringify({ invoiceIds }) });
          if (res.status !== 201) throw new Error(`start: ${res.status} ${await res.text()}`);
          return ((await res.json()) as { data: { _id: string } }).data._id;
        }),
      );
      const pending = new Set(again);
      for (let k = 0; pending.size > 0; k++) {
        await new Promise((r) => setTimeout(r, 1000));
        const id = [...pending][k % pending.size]!;
        const { status } = await read(id);
        quietReads++;
        if (status === 'succeeded' || status === 'failed') pending.delete(id);
      }
      const after = await mainCpuMs();
      if (profiler) {
        const { profile } = await profiler.post('Profiler.stop');
        await writeFile(process.env.BENCH_PROFILE!, JSON.stringify(profile));
        profiler.disconnect();
      }
      loopCpuPerPdf = round(((after ?? before) - before - quietReads * cpuPerRead) / (CONVERSIONS * FILES));
      results.eventLoopCpuMsPerPdf = loopCpuPerPdf;
    }

    results.underLoad = { ...stats(loaded), errors, wallMs: round(busyMs) };
    results.idle = { ...stats(idle), cpuMsPerRead: cpuPerRead };
    results.eventLoopDelayUnderLoad = delay;
    const l = stats(loaded);
    const d = stats(idle);
    rows.push([
      `status reads while ${CONVERSIONS}×${FILES} PDFs convert (n=${l.n})`,
      `p50 ${l.p50} ms · p95 ${l.p95} ms · p99 ${l.p99} ms · max ${l.max} ms (target p99 < 50 ms) · ${errors} errors · ${round(busyMs / 1000)} s busy`,
    ]);
    rows.push([`event-loop delay while they convert`, `p50 ${delay.p50} ms · p99 ${delay.p99} ms · max ${delay.max} ms`]);
    rows.push([`status reads idle (n=${d.n})`, `p50 ${d.p50} ms · p95 ${d.p95} ms · p99 ${d.p99} ms · max ${d.max} ms · ${cpuPerRead} ms CPU per read`]);
    if (loopCpuPerPdf !== null) rows.push([`event-loop CPU per converted PDF`, `${loopCpuPerPdf} ms (main thread, reads taken out; the extraction threads not counted)`]);
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(`\nTallysheet status-read benchmark (${config.database.kind}, in-process queue, ${config.conversions.threads} extraction threads)`);
  console.log(`machine: ${availableParallelism()} cores, load average ${loadavg().map(round).join(' / ')} (1/5/15 min): figures include other work on the machine`);
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(40)}`);
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
  const outDir = resolve(import.meta.dirname, 'results');
  await mkdir(outDir, { recursive: true });
  const file = join(outDir, `status-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, JSON.stringify(results, null, 2));
  console.log(`\nJSON: ${file}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
