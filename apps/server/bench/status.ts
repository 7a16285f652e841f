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
 * bench/results/. Not a pass/fail test. The readers run in a process of their own (bench/status-readers.ts), so
 * their client work is not on the server's event loop; they still share the machine's cores.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join, resolve } from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { subscription } from '../src/db/schema/billing.js';
import { ensureSubscription } from '../src/modules/quota/service.js';
import { invoicePdf } from '../test/support/invoice-pdf.js';
import { multipartBody } from '../test/support/conversions.js';
import { signInByMagicLink } from './sign-in.js';
import type { ReadersAnswer, ReadersTask } from './status-readers.js';

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

/** CPU time of this process's main thread (the server's event loop) in ms; null off Linux. */
  const mainCpuMs = async () => {
    const stat = await readFile(`/proc/self/task/${process.pid}/stat`, 'utf8').catch(() => null);
    if (!stat) return null;
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // utime + stime, in clock ticks (USER_HZ = 100 on Linux)
  };

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
  let readers: ChildProcess | undefined;
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

    // The readers run in a process of their own (bench/status-readers.ts): the server's event loop answers their
    // requests and does nothing of their client work, so the latencies are the server's.
    const child = fork(fileURLToPath(new URL('./status-readers.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_READERS_BASE: base, BENCH_READERS_COOKIE: cookie },
    });
    readers = child;
    const send = (task: ReadersTask) => {
      const answer = new Promise<ReadersAnswer>((resolveAnswer, reject) => {
        const onExit = (code: number | null) => reject(new Error(`the readers' process ended (${code})`));
        child.once('exit', onExit);
        child.once('message', (m) => {
          child.off('exit', onExit);
          resolveAnswer(m as ReadersAnswer);
        });
      });
      child.send(task);
      return answer;
    };
    // The event loop's delay while the pool is saturated: what every read waits for before it is even looked at.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const loadedAnswer = await send({ kind: 'loaded', ids: started, readers: READERS });
    if ('error' in loadedAnswer) throw new Error(loadedAnswer.error);
    if (!('loaded' in loadedAnswer)) throw new Error('unexpected answer from the readers');
    const loaded = loadedAnswer.loaded;
    const errors = loadedAnswer.errors;
    const busyMs = performance.now() - startedAt;
    loopDelay.disable();
    const ms = (ns: number) => round(ns / 1e6);
    const delay = { p50: ms(loopDelay.percentile(50)), p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max) };
    progress(`all conversions finished after ${round(busyMs / 1000)} s; idle reads`);
    // CPU time of the server's main thread per idle read (one read at a time; the readers' process is not counted):
    // unlike latency, it hardly depends on what else the machine is doing.
    const serverCpu0 = await mainCpuMs();
    const idleAnswer = await send({ kind: 'idle', ids: started, reads: IDLE_READS });
    const serverCpu1 = await mainCpuMs();
    if ('error' in idleAnswer) throw new Error(idleAnswer.error);
    if (!('idle' in idleAnswer)) throw new Error('unexpected answer from the readers');
    const idle = idleAnswer.idle;
    // /proc counts in 10 ms ticks: 400 reads make the per-read figure good to ~0.03 ms
    const cpuPerRead = serverCpu0 !== null && serverCpu1 !== null ? round((serverCpu1 - serverCpu0) / IDLE_READS) : NaN;

    // 4. The conversion job's own cost on the event loop: the same conversions again, with one read a second.
    let loopCpuPerPdf: number | null = null;
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
        const one = await send({ kind: 'one', id });
        if ('error' in one) throw new Error(one.error);
        const status = 'status' in one ? one.status : undefined;
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
    readers?.kill();
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
