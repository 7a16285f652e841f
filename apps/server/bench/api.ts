/**
 * `npm run bench -w apps/server` (second part): the public API over loopback HTTP on the embedded default
 * (file-backed PGlite, local storage, in-process queue and worker pool).
 *   1. a one-page invoice through the API: POST /api/v1/conversions → the conversion.succeeded webhook arrives
 *      at a local receiver; p50/p95 over BENCH_API_RUNS (20). Target p50 < 1 s.
 *   2. BENCH_API_CLIENTS (20) clients at once, each POST → poll GET → download the workbook; every answer must
 *      be 2xx (target: no error).
 * Prints a table and writes JSON to bench/results/. Not a pass/fail test. The clients share the server's process
 * (fetch over loopback), so their own work is inside the figures.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { user } from '../src/db/schema/auth.js';
import { subscription } from '../src/db/schema/billing.js';
import { webhookEndpoint } from '../src/db/schema/api.js';
import { createKey } from '../src/modules/api-keys/service.js';
import { ensureSubscription } from '../src/modules/quota/service.js';
import { invoicePdf } from '../test/support/invoice-pdf.js';

const RUNS = Number(process.env.BENCH_API_RUNS ?? 20);
const CLIENTS = Number(process.env.BENCH_API_CLIENTS ?? 20);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'tallysheet-bench-api-'));
  // The receiver resolves a waiter per conversion id when its event arrives.
  const waiters = new Map<string, () => void>();
  const arrived = new Set<string>();
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const id = (JSON.parse(body) as { data: { conversion: { id: string } | null } }).data.conversion?.id;
      if (id) {
        arrived.add(id);
        waiters.get(id)?.();
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    APP_URL: 'http://127.0.0.1:3998',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    API_KEY_RATE_LIMIT_PER_MINUTE: '1000000',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    ...(process.env.WORKER_THREADS ? { WORKER_THREADS: process.env.WORKER_THREADS } : {}),
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const rows: [string, string][] = [];
  const results: Record<string, unknown> = { when: new Date().toISOString(), machine: { cpus: availableParallelism(), loadAverageAtStart: loadavg().map(round) } };
  try {
    const now = new Date();
    await app.db.insert(user).values({ id: 'bench-api', email: 'bench-api@example.com', createdAt: now, updatedAt: now });
    await ensureSubscription(app.db, 'bench-api', now);
    await app.db
      .update(subscription)
      .set({ plan: 'premium', status: 'active', currentPeriodStart: new Date(Date.now() - 86400_000), currentPeriodEnd: new Date(Date.now() + 29 * 86400_000) })
      .where(eq(subscription.userId, 'bench-api'));
    await app.db.insert(webhookEndpoint).values({ id: 'bench-hook', userId: 'bench-api', url: hookUrl, secret: 'whsec_bench', createdAt: now });
    const { key } = await createKey(app.db, 'bench-api', 'bench', now);
    const auth = { authorization: `Bearer ${key}` };
    const pdf = invoicePdf({ number: 'BENCH-API' });

    const post = async () => {
      const form = new FormData();
      form.append('files', new Blob([pdf], { type: 'application/pdf' }), 'invoice.pdf');
      const res = await fetch(`${base}/api/v1/conversions`, { method: 'POST', headers: { ...auth, 'idempotency-key': randomUUID() }, body: form });
      if (res.status !== 202) throw new Error(`POST ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { id: string } }).data.id;
    };

    // 1. POST → webhook, one at a time (two warm-ups for the worker threads).
    const latencies: number[] = [];
    for (let i = 0; i < RUNS + 2; i++) {
      const t0 = performance.now();
      let resolveHook!: () => void;
      const hooked = new Promise<void>((r) => (resolveHook = r));
      const id = await post();
      if (arrived.has(id)) resolveHook();
      waiters.set(id, resolveHook);
      await hooked;
      if (i >= 2) latencies.push(performance.now() - t0);
    }
    results.postToWebhook = { runs: latencies.length, p50: round(pct(latencies, 50)), p95: round(pct(latencies, 95)), max: round(Math.max(...latencies)) };
    rows.push([`POST → webhook, 1-page invoice (n=${latencies.length})`, `p50 ${round(pct(latencies, 50))} ms · p95 ${round(pct(latencies, 95))} ms (target p50 < 1000 ms)`]);

    // 2. 20 clients at once: POST, poll, download.
    const errors: string[] = [];
    const perClient: number[] = [];
    let requests = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const c0 = performance.now();
        try {
          const id = await post();
          requests++;
          for (;;) {
            const res = await fetch(`${base}/api/v1/conversions/${id}`, { headers: auth });
            requests++;
            if (!res.ok) throw new Error(`GET ${res.status}`);
            const { data } = (await res.json()) as { data: { status: string; files: { outputs: { format: string; url: string }[] }[] } };
            if (data.status === 'failed') throw new Error('conversion failed');
            if (data.status === 'succeeded') {
              const file = await fetch(base + data.files[0]!.outputs.find((o) => o.format === 'xlsx')!.url, { headers: auth });
              requests++;
              if (!file.ok) throw new Error(`download ${file.status}`);
              await file.arrayBuffer();
              break;
            }
            await new Promise((r) => setTimeout(r, 200));
          }
          perClient.push(performance.now() - c0);
        } catch (err) {
          errors.push((err as Error).message);
        }
      }),
    );
    const wall = performance.now() - t0;
    results.concurrentClients = { clients: CLIENTS, requests, errors, wallMs: round(wall), p50: round(pct(perClient, 50)), p95: round(pct(perClient, 95)) };
    rows.push([
      `${CLIENTS} API clients at once (POST, poll, download)`,
      `${errors.length} errors in ${requests} requests · all done in ${round(wall)} ms · per client p50 ${round(pct(perClient, 50))} ms, p95 ${round(pct(perClient, 95))} ms`,
    ]);
  } finally {
    await app.close();
    await new Promise((r) => receiver.close(r));
    await rm(dataDir, { recursive: true, force: true });
  }
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log('\nTallysheet API benchmark (embedded PGlite, in-process queue)');
  console.log(`machine: ${availableParallelism()} cores, load average ${loadavg().map(round).join(' / ')} (1/5/15 min): figures include other work on the machine`);
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(40)}`);
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
  const outDir = resolve(import.meta.dirname, 'results');
  await mkdir(outDir, { recursive: true });
  const file = join(outDir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, JSON.stringify(results, null, 2));
  console.log(`\nJSON: ${file}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
