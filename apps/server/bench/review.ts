/**
 * `npm run bench -w apps/server` (fourth part): the review screen's targets (#12) on the embedded default
 * (file-backed PGlite, local storage, in-process queue and worker pool), with a generated 5-page invoice
 * (packages/extract/bench/generated, English, seeded):
 *   a. open, server side: GET /api/results/:id, then GET of its pdfUrl (what the screen fetches), over loopback HTTP;
 *   b. open, in Chromium (playwright-core, system build): from navigation to /dashboard/review/:id until the first
 *      page's canvas has ink on it and the invoice number field has its value, read in the page
 *      (`performance.now()`, whose origin is the navigation); cold (new browser context) and warm (same context,
 *      assets cached). Skipped with a note when the SPA is not built or no Chromium is found (CHROMIUM_PATH);
 *   c. save: PUT /api/results/:id with the first line's amount corrected, until the answer (files regenerated);
 *      meanwhile a probe reads GET /api/health back to back, and the server's event-loop delay is sampled, to show
 *      whether a save holds up other requests.
 * Targets: open < 1 s, save < 1 s. Prints p50/p95 and writes JSON to bench/results/. Not a pass/fail test; the
 * HTTP client runs in the server's process, so its own work is in the figures.
 * Knobs: BENCH_REVIEW_RUNS (20 server-side runs of a and c), BENCH_REVIEW_BROWSER_RUNS (10; 0 skips b), CHROMIUM_PATH,
 * BENCH_REVIEW_SCREENSHOT=<file>.png (the open screen, and its last PDF page, to look at).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { subscription } from '../src/db/schema/billing.js';
import { ensureSubscription } from '../src/modules/quota/service.js';
import { multipartBody } from '../test/support/conversions.js';
import { signInByMagicLink } from './sign-in.js';

/** the generated benchmark's default seed (packages/extract/bench/generated/index.ts DEFAULT_SEED) */
const GENERATOR_SEED = 20261124;

const RUNS = Number(process.env.BENCH_REVIEW_RUNS ?? 20);
const BROWSER_RUNS = Number(process.env.BENCH_REVIEW_BROWSER_RUNS ?? 10);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_DIST = resolve(import.meta.dirname, '..', '..', 'web', 'dist');

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;
const stats = (xs: number[]) => ({ n: xs.length, p50: round(pct(xs, 50)), p95: round(pct(xs, 95)), max: round(Math.max(...xs)) });
const line = (s: ReturnType<typeof stats>) => `p50 ${s.p50} ms · p95 ${s.p95} ms · max ${s.max} ms`;
const progress = (msg: string) => console.error(`[bench:review] ${msg}`);

/** The first seed from the generated benchmark's default that makes an English 5-page invoice. */
async function fivePageInvoice(): Promise<{ seed: number; pdf: Buffer; pages: number }> {
  // The generator is the extract package's bench code (TypeScript run by tsx), outside this package's typecheck.
  const dir = resolve(import.meta.dirname, '..', '..', '..', 'packages', 'extract', 'bench', 'generated');
  type Spec = { choices: { pages: string; language: string } };
  const { compose } = (await import(pathToFileURL(join(dir, 'compose.ts')).href)) as { compose(seed: number): Spec };
  const { renderGenerated } = (await import(pathToFileURL(join(dir, 'render.ts')).href)) as { renderGenerated(spec: Spec): Promise<{ pdf: Uint8Array; pages: number }> };
  for (let seed = GENERATOR_SEED; seed < GENERATOR_SEED + 5000; seed++) {
    const spec = compose(seed);
    if (spec.choices.pages !== '5' || spec.choices.language !== 'en') continue;
    const r = await renderGenerated(spec);
    if (r.pages === 5) return { seed, pdf: Buffer.from(r.pdf), pages: r.pages };
  }
  throw new Error('no 5-page English invoice among the seeds tried');
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'tallysheet-bench-review-'));
  const appUrl = 'http://127.0.0.1:3996';
  const haveWeb = existsSync(join(WEB_DIST, 'index.html'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    APP_URL: appUrl,
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_IP: '1000',
    WEB_DIST_DIR: haveWeb ? WEB_DIST : join(dataDir, 'no-web'),
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
    runs: RUNS,
  };
  const rows: [string, string][] = [];
  try {
    // Sign in through the real magic-link flow (mail from the outbox file), finish onboarding, lift the quota.
    const email = `bench-review-${Date.now()}@example.com`;
    const { cookie, userId } = await signInByMagicLink(app, { appUrl, dataDir, email });
    const onboard = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie, origin: appUrl, 'content-type': 'application/json' },
      payload: { data: { first_name: 'Bench', last_name: 'Reviewer', onboarding_completed: true } },
    });
    if (onboard.statusCode !== 200) throw new Error(`onboarding: ${onboard.statusCode} ${onboard.body}`);
    await ensureSubscription(app.db, userId, new Date());
    await app.db
      .update(subscription)
      .set({ plan: 'premium', status: 'active', currentPeriodStart: new Date(Date.now() - 86400_000), currentPeriodEnd: new Date(Date.now() + 29 * 86400_000) })
      .where(eq(subscription.userId, userId));

    const invoice = await fivePageInvoice();
    progress(`signed in; converting the generated 5-page invoice (seed ${invoice.seed}, ${invoice.pdf.byteLength} bytes)`);
    const { payload, contentType } = multipartBody('invoices', `generated-${invoice.seed}.pdf`, invoice.pdf);
    const up = await app.inject({ method: 'POST', url: '/api/invoices/upload', headers: { cookie, 'content-type': contentType }, payload });
    if (up.statusCode !== 200) throw new Error(`upload: ${up.statusCode} ${up.body}`);
    const uploadId = (up.json() as { files: { id: string }[] }).files[0]!.id;
    const start = await fetch(`${base}/api/conversions`, { method: 'POST', headers: { cookie, origin: appUrl, 'content-type': 'application/json' }, body: JSON.stringify({ invoiceIds: [uploadId] }) });
    if (start.status !== 201) throw new Error(`start: ${start.status} ${await start.text()}`);
    const conversionId = ((await start.json()) as { data: { _id: string } }).data._id;
    let excelUrl = '';
    for (let i = 0; i < 1200 && !excelUrl; i++) {
      const res = await fetch(`${base}/api/conversions/${conversionId}/status`, { headers: { cookie } });
      const body = (await res.json()) as { data: { conversion: { status: string; error: string | null; excelFiles: { excelS3Url: string }[] } } };
      const c = body.data.conversion;
      if (c.status === 'failed') throw new Error(`conversion failed: ${c.error}`);
      if (c.status === 'succeeded') excelUrl = c.excelFiles[0]!.excelS3Url;
      else await new Promise((r) => setTimeout(r, 100));
    }
    if (!excelUrl) throw new Error('the conversion did not finish in 2 minutes');
    const excelFileId = excelUrl.split('/').pop()!;
    results.invoice = { generatorSeed: invoice.seed, pages: invoice.pages, bytes: invoice.pdf.byteLength };

    // a. open, server side
    progress('a. GET result + PDF');
    const getMs: number[] = [];
    const pdfMs: number[] = [];
    const openMs: number[] = [];
    type Loaded = { data: { pdfUrl: string; result: { invoice: { lineItems: { amount: number | null }[] } & Record<string, unknown> } } };
    let loaded: Loaded | undefined;
    for (let i = 0; i < RUNS + 2; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/results/${excelFileId}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`GET result: ${res.status} ${await res.text()}`);
      loaded = (await res.json()) as Loaded;
      const t1 = performance.now();
      const pdf = await fetch(`${base}${loaded.data.pdfUrl}`, { headers: { cookie } });
      const bytes = await pdf.arrayBuffer();
      if (pdf.status !== 200 || bytes.byteLength !== invoice.pdf.byteLength) throw new Error(`GET pdf: ${pdf.status}, ${bytes.byteLength} bytes`);
      const t2 = performance.now();
      if (i < 2) continue; // warm-up
      getMs.push(t1 - t0);
      pdfMs.push(t2 - t1);
      openMs.push(t2 - t0);
    }
    const lines = loaded!.data.result.invoice.lineItems.length;
    results.openServer = { result: stats(getMs), pdf: stats(pdfMs), both: stats(openMs), lineItems: lines };
    rows.push([`open, server: GET result (${lines} lines) (n=${getMs.length})`, line(stats(getMs))]);
    rows.push([`open, server: GET PDF (n=${pdfMs.length})`, line(stats(pdfMs))]);
    rows.push([`open, server: both, one after the other`, `${line(stats(openMs))} (target < 1000 ms)`]);

    // b. open, in Chromium
    if (!haveWeb) rows.push(['open, Chromium', `skipped: the SPA is not built (npm run build -w apps/web)`]);
    else if (BROWSER_RUNS <= 0) rows.push(['open, Chromium', 'skipped (BENCH_REVIEW_BROWSER_RUNS=0)']);
    else if (!existsSync(CHROMIUM)) rows.push(['open, Chromium', `skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`]);
    else {
      progress('b. the review screen in Chromium');
      const browser = await openBrowser(base, cookie, excelFileId);
      results.openBrowser = browser;
      const m = (s: typeof browser.cold) =>
        `; p50 on the way: page loaded ${s.milestonesP50.domContentLoaded} ms, data ${s.milestonesP50.resultReceived} ms, PDF ${s.milestonesP50.pdfReceived} ms, fields ${s.milestonesP50.fieldsInTheDom} ms, page 1 sized ${s.milestonesP50.page1CanvasSized} ms`;
      rows.push([`open, Chromium, cold context (n=${browser.cold.n})`, `${line(browser.cold)} (target < 1000 ms)${m(browser.cold)}`]);
      rows.push([`open, Chromium, warm (assets cached) (n=${browser.warm.n})`, `${line(browser.warm)}${m(browser.warm)}`]);
      rows.push([`open, Chromium's CPU time, cold / warm`, `${line(browser.cold.chromiumCpuMs)} / ${line(browser.warm.chromiumCpuMs)}`]);
    }

    // c. save: the first line's amount corrected (a different value each time, so every save changes something)
    progress('c. PUT corrections');
    const invoiceBody = structuredClone(loaded!.data.result.invoice);
    const amount0 = invoiceBody.lineItems[0]!.amount ?? 0;
    const saveMs: number[] = [];
    const probeMs: number[] = [];
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    for (let i = 0; i < RUNS + 2; i++) {
      invoiceBody.lineItems[0]!.amount = Math.round((amount0 + (i + 1) * 0.01) * 100) / 100;
      let saving = true;
      const probes: number[] = [];
      // a second client asking something small meanwhile: what a save costs everyone else
      const probe = (async () => {
        while (saving) {
          const t = performance.now();
          await (await fetch(`${base}/api/health`)).arrayBuffer();
          probes.push(performance.now() - t);
        }
      })();
      if (i >= 2) loopDelay.enable();
      const t0 = performance.now();
      const res = await fetch(`${base}/api/results/${excelFileId}`, {
        method: 'PUT',
        headers: { cookie, origin: appUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ invoice: invoiceBody }),
      });
      const body = await res.text();
      const ms = performance.now() - t0;
      saving = false;
      await probe;
      loopDelay.disable();
      if (res.status !== 200) throw new Error(`PUT: ${res.status} ${body}`);
      if (i < 2) continue;
      saveMs.push(ms);
      probeMs.push(...probes);
    }
    // the same saves with nothing else asking: how long the server's event loop was busy per save (its own
    // active time, from performance.eventLoopUtilization: other processes on the machine hardly change it)
    const busyMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      invoiceBody.lineItems[0]!.amount = Math.round((amount0 - (i + 1) * 0.01) * 100) / 100;
      const before = performance.eventLoopUtilization();
      const res = await fetch(`${base}/api/results/${excelFileId}`, {
        method: 'PUT',
        headers: { cookie, origin: appUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ invoice: invoiceBody }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`PUT: ${res.status}`);
      busyMs.push(performance.eventLoopUtilization(before).active);
    }
    const s = stats(saveMs);
    const p = stats(probeMs);
    const busy = stats(busyMs);
    const delay = { p50: round(loopDelay.percentile(50) / 1e6), p99: round(loopDelay.percentile(99) / 1e6), max: round(loopDelay.max / 1e6) };
    results.save = { ...s, healthProbeDuringSaves: p, eventLoopDelayDuringSaves: delay, eventLoopBusyPerSave: busy };
    rows.push([`save: PUT with a corrected amount (n=${s.n})`, `${line(s)} (target < 1000 ms)`]);
    rows.push([`GET /api/health during saves (n=${p.n})`, line(p)]);
    rows.push([`event-loop delay during saves`, `p50 ${delay.p50} ms · p99 ${delay.p99} ms · max ${delay.max} ms`]);
    rows.push([`event loop busy per save, alone (n=${busy.n})`, `${line(busy)} (client side included)`]);
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(`\nTallysheet review-screen benchmark (${config.database.kind}, generated 5-page invoice)`);
  console.log(`machine: ${availableParallelism()} cores, load average ${loadavg().map(round).join(' / ')} (1/5/15 min): figures include other work on the machine`);
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(40)}`);
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
  const outDir = resolve(import.meta.dirname, 'results');
  await mkdir(outDir, { recursive: true });
  const file = join(outDir, `review-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, JSON.stringify(results, null, 2));
  console.log(`\nJSON: ${file}`);
}

/** In the page from its start (an init script, so not subject to the page's CSP): when the fields and page 1's canvas appear. */
const MARKS = `(() => {
  const marks = (window.__reviewMarks = {});
  new MutationObserver(() => {
    if (marks.fields === undefined && document.querySelector('fieldset input')) marks.fields = performance.now();
    const c = document.querySelector('canvas[aria-label="Page 1 of the PDF"]');
    if (marks.canvas === undefined && c && c.width > 0) marks.canvas = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['width'] });
})();`;

/** In the page from its start: the main thread's long tasks (> 50 ms). */
const LONG_TASKS = `(() => {
  const tasks = (window.__longTasks = []);
  new PerformanceObserver((list) => { for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });
})();`;

/**
 * Opens the review screen BROWSER_RUNS times in a fresh context (cold: assets, pdf.js and its worker fetched and
 * compiled) and once more in the same context (warm). The time is read in the page when the first page's canvas
 * has dark pixels and the invoice fields are rendered (they come with the data, all at once): `performance.now()` counts from the navigation.
 */
async function openBrowser(base: string, cookie: string, excelFileId: string) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  type Times = { shown: number; domContentLoaded: number; result: number; pdf: number; fields: number; canvas: number; cpu: number };
  // CPU time of all of Chromium's processes (renderer, its pdf.js worker thread, network, GPU, browser) during an open,
  // per process id: the work an open costs, which other load on the machine changes far less than the wall time
  const cdp = await browser.newBrowserCDPSession();
  const cpuByProcess = async () => {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { id: number; cpuTime: number }[] };
    return new Map(processInfo.map((p) => [p.id, p.cpuTime * 1000]));
  };
  const cpuSince = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((sum, [id, ms]) => sum + ms - (before.get(id) ?? 0), 0);
  const cold: Times[] = [];
  const warm: Times[] = [];
  const cookies = cookie.split('; ').map((pair) => {
    const i = pair.indexOf('=');
    return { name: pair.slice(0, i), value: pair.slice(i + 1), url: base };
  });
  // runs in the page (this package is typechecked without the DOM's types, hence the loose ones)
  const shown = () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const doc = (globalThis as any).document;
    const canvas = doc.querySelector('canvas[aria-label="Page 1 of the PDF"]');
    let label;
    for (const l of doc.querySelectorAll('label')) if (l.textContent.trim() === 'Invoice number') label = l;
    const input = label && doc.getElementById(label.htmlFor);
    if (!canvas || !canvas.width || !input) return false;
    const data: Uint8ClampedArray = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let dark = 0;
    for (let i = 0; i < data.length && dark < 200; i += 16) if (data[i]! < 128 && data[i + 3]! > 0) dark++;
    if (dark < 200) return false;
    // milestones on the way, from the Resource Timing entries (same origin, so the timings are there)
    // (no inner functions here: tsx names them with a helper the page does not have)
    let result = NaN;
    let pdf = NaN;
    for (const r of performance.getEntriesByType('resource') as unknown as { name: string; responseEnd: number }[]) {
      if (/\/api\/results\/[^/]+$/.test(r.name)) result = r.responseEnd;
      if (/\/api\/results\/[^/]+\/pdf$/.test(r.name)) pdf = r.responseEnd;
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const nav = (performance as any).getEntriesByType('navigation')[0];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const marks = (globalThis as any).__reviewMarks ?? {};
    return {
      fields: marks.fields ?? NaN,
      canvas: marks.canvas ?? NaN,
      shown: performance.now(),
      domContentLoaded: nav ? nav.domContentLoadedEventEnd : NaN,
      result,
      pdf,
    };
  };
  try {
    for (let i = 0; i < BROWSER_RUNS + 1; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies(cookies);
      await context.addInitScript(MARKS);
      const page = await context.newPage();
      for (const list of [cold, warm]) {
        const cpu0 = await cpuByProcess();
        await page.goto(`${base}/dashboard/review/${encodeURIComponent(excelFileId)}`, { waitUntil: 'commit' });
        const handle = await page.waitForFunction(shown, undefined, { polling: 'raf', timeout: 30_000 });
        const times = { ...((await handle.jsonValue()) as Times), cpu: cpuSince(cpu0, await cpuByProcess()) };
        if (i > 0) list.push(times); // the first context warms the server and the browser's own caches of the binary
        await page.goto('about:blank');
      }
      await context.close();
    }
    // BENCH_REVIEW_TIMELINE=1: one more cold open, its timeline printed (scripts and API requests: start → end of
    // the response; the main thread's long tasks; the page's own performance marks), to see where the time goes
    if (process.env.BENCH_REVIEW_TIMELINE) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies(cookies);
      await context.addInitScript(MARKS);
      await context.addInitScript(LONG_TASKS);
      const page = await context.newPage();
      // BENCH_REVIEW_TRACE=<file>.json: a Chromium trace of that open as well (chrome://tracing, Perfetto)
      const trace = process.env.BENCH_REVIEW_TRACE;
      if (trace) await browser.startTracing(page, { path: trace, screenshots: false });
      await page.goto(`${base}/dashboard/review/${encodeURIComponent(excelFileId)}`, { waitUntil: 'commit' });
      await page.waitForFunction(shown, undefined, { polling: 'raf', timeout: 30_000 });
      if (trace) await browser.stopTracing();
      // (no inner functions in the page: tsx names them with a helper the page does not have)
      const timeline = await page.evaluate(() => {
        const rows: [number, string][] = [];
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        const g = globalThis as any;
        for (const r of g.performance.getEntriesByType('resource'))
          rows.push([r.startTime, `→ ${Math.round(r.responseEnd)}  ${Math.round(r.encodedBodySize / 1024)} kB  ${String(r.name).replace(g.location.origin, '')}`]);
        for (const t of g.__longTasks ?? []) rows.push([t.start, `… ${Math.round(t.start + t.duration)}  long task ${Math.round(t.duration)} ms`]);
        for (const m of g.performance.getEntriesByType('mark')) rows.push([m.startTime, `mark ${m.name}`]);
        const marks = g.__reviewMarks ?? {};
        rows.push([marks.fields, 'fields in the DOM'], [marks.canvas, 'page 1 canvas sized'], [g.performance.now(), 'shown']);
        rows.sort((a, b) => a[0] - b[0]);
        return rows.map(([t, what]) => `${String(Math.round(t)).padStart(5)} ${what}`);
      });
      console.error(`[bench:review] cold timeline (ms from navigation):\n${timeline.join('\n')}`);
      await context.close();
    }
    // BENCH_REVIEW_SCREENSHOT=<file>.png: the screen once open, and with the PDF pane scrolled to the last page
    const shotPath = process.env.BENCH_REVIEW_SCREENSHOT;
    if (shotPath) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies(cookies);
      const page = await context.newPage();
      await page.goto(`${base}/dashboard/review/${encodeURIComponent(excelFileId)}`);
      await page.waitForFunction(shown, undefined, { polling: 'raf', timeout: 30_000 });
      await page.screenshot({ path: shotPath });
      await page.locator('[aria-label="PDF pages"]').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await page.waitForTimeout(2000);
      await page.screenshot({ path: shotPath.replace(/\.png$/, '-last-page.png') });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const summary = (list: Times[]) => ({
    ...stats(list.map((t) => t.shown)),
    chromiumCpuMs: stats(list.map((t) => t.cpu)),
    milestonesP50: {
      domContentLoaded: round(pct(list.map((t) => t.domContentLoaded), 50)),
      resultReceived: round(pct(list.map((t) => t.result), 50)),
      pdfReceived: round(pct(list.map((t) => t.pdf), 50)),
      fieldsInTheDom: round(pct(list.map((t) => t.fields), 50)),
      page1CanvasSized: round(pct(list.map((t) => t.canvas), 50)),
    },
  });
  return { cold: summary(cold), warm: summary(warm) };
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
