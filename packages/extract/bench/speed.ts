/**
 * Speed benchmark: pages per second and peak memory of extract(), next to `pdftotext -layout` (poppler) on the same
 * files as a floor. Every scenario runs in its own child Node process (the built dist/, no tsx), so peak memory is
 * that scenario's alone: peak RSS = the child's getrusage max RSS; peak heap = the highest heapUsed sampled after
 * every page and every 10 ms. Timing excludes process start and module loading, includes opening each PDF, and
 * follows one untimed warm-up extraction (pdf.js and font initialisation).
 *
 * Scenarios: the corpus invoices (MANIFEST rows whose ground truth is an e-invoice XML or invoice2data JSON) in
 * layout-only mode and in default mode (embedded XML first), and a generated 500-page invoice in layout-only mode,
 * each with both page readers (pdf.js and PDFium, src/pdf; chosen in the child by TALLYSHEET_PDF_READER).
 *
 * CPU is split: "reader" = the page reader alone (open, read every page into the page model, close) over the same
 * files in the same process after the extraction loop; "analysis" = extraction minus reader (tables, invoice
 * understanding, checks). "cold" = CPU per page of the very first document a fresh process extracts (PDFium and
 * font initialisation included), against the warm figure of the timed loop, and against that same document's own
 * CPU in the timed loop (the first corpus invoice costs several times the corpus average even warm).
 *
 *   node --import tsx bench/speed.ts            (after `npm run build`)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');
const dist = path.join(pkg, 'dist/index.js');

const TARGET_S_PER_PAGE = 0.02;
/** issue 16: peak RSS of the long invoice, warm CPU per page against the bare reader in the same run, cold against warm */
const TARGET_PEAK_MB = 200;
const TARGET_READER_RATIO = 3;
const TARGET_COLD_RATIO = 2;
const LONG_PAGES = 500;
/**
 * Passes over the corpus invoices (layout-only) in one child: pass 1 is the single warm pass of the earlier rounds; the
 * steady state is the mean of the last STEADY_OF passes (a long-lived worker whose JIT has settled). Override with
 * TALLYSHEET_SPEED_PASSES.
 */
const PASSES = Math.max(1, Number(process.env.TALLYSHEET_SPEED_PASSES) || 6);
const STEADY_OF = 3;
/** old-space cap for the second long-invoice run */
const HEAP_CAP_MB = 160;

function corpusDir(): string | null {
  const dir = process.env.TALLYSHEET_CORPUS ? path.resolve(process.env.TALLYSHEET_CORPUS) : path.resolve(pkg, '../../../shared/corpus');
  return fs.existsSync(path.join(dir, 'MANIFEST.tsv')) ? dir : null;
}

function corpusInvoices(dir: string): string[] {
  const lines = fs.readFileSync(path.join(dir, 'MANIFEST.tsv'), 'utf8').split(/\r?\n/).filter(Boolean);
  const head = lines[0].split('\t');
  const iPath = head.indexOf('path');
  const iFmt = head.indexOf('gt_format');
  return lines
    .slice(1)
    .map((l) => l.split('\t'))
    .filter((c) => /^(CII|UBL|invoice2data)/.test(c[iFmt] ?? ''))
    .map((c) => path.join(dir, c[iPath]));
}

// ---------------------------------------------------------------- child process

/** Runs in the child: extract every file, report time, pages and peak memory as one JSON line. */
const CHILD = `
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
const [distUrl, pdfUrl, listFile, mode, warmup, passesArg] = process.argv.slice(1);
const importStart = process.cpuUsage();
const { extract } = await import(distUrl);
const { openPdf } = await import(pdfUrl);
const importUsage = process.cpuUsage(importStart);
// CPU of loading the engine's modules (before the first document; the cold figure below starts after it)
const importCpu = (importUsage.user + importUsage.system) / 1e6;
const files = JSON.parse(readFileSync(listFile, 'utf8'));
const passes = Math.max(1, Number(passesArg) || 1);
let peakHeap = 0;
const sample = () => { const h = process.memoryUsage().heapUsed; if (h > peakHeap) peakHeap = h; };
const timer = setInterval(sample, 10);
const layoutOnly = mode === 'layout';
const cpuNow = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
// CPU of the main thread alone (the thread that runs JavaScript), from Linux's per-thread accounting; null elsewhere.
// The process figure also counts V8's background threads (optimising compiler, concurrent/parallel GC) and PDFium's none.
let ticks = 100;
try { ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100; } catch {}
const mainNow = () => {
  try {
    const s = readFileSync('/proc/self/task/' + process.pid + '/stat', 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / ticks;
  } catch { return null; }
};
const since = (m0) => { const m = mainNow(); return m === null || m0 === null ? null : m - m0; };
// cold: the first document of a fresh process
let coldCpu = 0, coldPages = 0;
{
  const c = cpuNow();
  try { coldPages = (await extract(new Uint8Array(readFileSync(files[0])), { layoutOnly })).file.pages; } catch {}
  coldCpu = cpuNow() - c;
}
// warm-up (untimed)
try { await extract(new Uint8Array(readFileSync(warmup)), { layoutOnly }); } catch {}
const baseRss = process.memoryUsage().rss;
let pages = 0, failed = 0, seconds = 0, cpuSeconds = 0, firstWarmCpu = 0, mainCpuSeconds = 0, peakRssMB = 0;
// pass 1 is the figure of the earlier rounds; passes 2.. run the same files again in the same process (a long-lived worker)
const passList = [];
for (let p = 1; p <= passes; p++) {
  let passPages = 0, passCpu = 0;
  const m0 = mainNow();
  for (const f of files) {
    const data = new Uint8Array(readFileSync(f));
    const t = process.hrtime.bigint();
    const c = cpuNow();
    let n = 0;
    try {
      const r = await extract(data, { layoutOnly, onPage: sample });
      n = r.file.pages;
    } catch { if (p === 1) failed++; }
    const spent = cpuNow() - c;
    passPages += n;
    passCpu += spent;
    if (p === 1) {
      pages += n;
      seconds += Number(process.hrtime.bigint() - t) / 1e9;
      cpuSeconds += spent;
      if (f === files[0]) firstWarmCpu = spent;
    }
    sample();
  }
  const passMain = since(m0);
  if (p === 1) { mainCpuSeconds = passMain; peakRssMB = process.resourceUsage().maxRSS / 1024; }
  passList.push({ pages: passPages, cpuSeconds: passCpu, mainCpuSeconds: passMain });
}
clearInterval(timer);
// the reader alone, same files: once (the figure of the earlier rounds), and when several passes ran, as many more times
// (the reader's own code warmed as much as the analysis'), the last of them reported as the steady reader floor
const readerPass = async () => {
  let cpu = 0, n = 0;
  const m0 = mainNow();
  for (const f of files) {
    const data = new Uint8Array(readFileSync(f));
    const c = cpuNow();
    try {
      const doc = await openPdf(data);
      try { for (let k = 1; k <= doc.pages; k++) { await doc.readPage(k); n++; } } finally { await doc.close(); }
    } catch {}
    cpu += cpuNow() - c;
  }
  return { pages: n, cpuSeconds: cpu, mainCpuSeconds: since(m0) };
};
const reader1 = await readerPass();
let readerSteady = null;
for (let p = 2; p <= passes; p++) readerSteady = await readerPass();
process.stdout.write(JSON.stringify({ files: files.length, failed, pages, seconds, cpuSeconds, mainCpuSeconds, readerCpuSeconds: reader1.cpuSeconds, readerMainCpuSeconds: reader1.mainCpuSeconds, readerPages: reader1.pages, passes: passList, readerSteady, coldCpu, coldPages, importCpu, firstWarmCpu, peakRssMB, baseRssMB: baseRss / 1048576, peakHeapMB: peakHeap / 1048576 }) + '\\n');
`;

interface Pass {
  pages: number;
  cpuSeconds: number;
  mainCpuSeconds: number | null;
}

interface Measure {
  files: number;
  failed: number;
  pages: number;
  seconds: number;
  /** user + system CPU time of the process during the timed work (robust against a busy machine) */
  cpuSeconds: number | null;
  peakRssMB: number | null;
  baseRssMB?: number;
  peakHeapMB?: number | null;
  /** CPU of the page reader alone over the same files (open, read every page, close) */
  readerCpuSeconds?: number;
  readerPages?: number;
  /** CPU and pages of the first document of a fresh process */
  coldCpu?: number;
  coldPages?: number;
  /** CPU of importing the engine's modules in the fresh process, before that first document */
  importCpu?: number;
  /** CPU of that same first document in the warm loop */
  firstWarmCpu?: number;
  /** main-thread CPU of the first warm pass (Linux /proc per-thread accounting; null where unavailable) */
  mainCpuSeconds?: number | null;
  readerMainCpuSeconds?: number | null;
  /** every pass over the files in the same process (pass 1 = the figures above), process and main-thread CPU */
  passes?: Pass[];
  /** the reader alone, its last pass after as many passes as the extraction ran (null with one pass) */
  readerSteady?: Pass | null;
  /** why the child process died, when it did */
  crashed?: string;
}

type Reader = 'pdfjs' | 'pdfium';
/** both readers, or those named in TALLYSHEET_SPEED_READERS (comma-separated, e.g. `pdfium` on a busy machine) */
const READERS: Reader[] = (process.env.TALLYSHEET_SPEED_READERS ?? 'pdfjs,pdfium')
  .split(',')
  .map((r) => r.trim())
  .filter((r): r is Reader => r === 'pdfjs' || r === 'pdfium');

function runChild(files: string[], mode: 'layout' | 'default', warmup: string, reader: Reader, nodeFlags: string[] = [], passes = 1): Measure {
  const list = path.join(os.tmpdir(), `tallysheet-speed-${process.pid}-${mode}.json`);
  fs.writeFileSync(list, JSON.stringify(files));
  try {
    const pdfIndex = pathToFileURL(path.join(pkg, 'dist/pdf/index.js')).href;
    const r = spawnSync(process.execPath, [...nodeFlags, '--input-type=module', '-e', CHILD, pathToFileURL(dist).href, pdfIndex, list, mode, warmup, String(passes)], {
      env: { ...process.env, TALLYSHEET_PDF_READER: reader },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      timeout: 30 * 60 * 1000,
    });
    if (r.status !== 0) {
      // a child that dies (e.g. out of memory under the heap cap) is a result of its own, not the end of the benchmark
      const oom = /heap out of memory/i.test(r.stderr ?? '');
      return { files: files.length, failed: files.length, pages: 0, seconds: 0, cpuSeconds: null, peakRssMB: null, crashed: oom ? 'out of memory' : `exit ${r.status ?? r.signal}: ${(r.stderr ?? '').trim().split('\n').pop()}` };
    }
    return JSON.parse(r.stdout.trim().split('\n').pop()!) as Measure;
  } finally {
    fs.rmSync(list, { force: true });
  }
}

// ---------------------------------------------------------------- pdftotext floor

function havePdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function runPdftotext(files: string[], pagesTotal: number): Measure {
  const timeBin = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
  let seconds = 0;
  let failed = 0;
  let peak = 0;
  for (const f of files) {
    const t = process.hrtime.bigint();
    const r = timeBin
      ? spawnSync(timeBin, ['-f', '%M', 'pdftotext', '-layout', f, '-'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
      : spawnSync('pdftotext', ['-layout', f, '-'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    seconds += Number(process.hrtime.bigint() - t) / 1e9;
    if (r.status !== 0) failed++;
    if (timeBin) {
      const kb = Number((r.stderr ?? '').trim().split('\n').pop());
      if (Number.isFinite(kb)) peak = Math.max(peak, kb / 1024);
    }
  }
  return { files: files.length, failed, pages: pagesTotal, seconds, cpuSeconds: null, peakRssMB: timeBin ? peak : null, peakHeapMB: null };
}

// ---------------------------------------------------------------- report

interface Row {
  scenario: string;
  tool: string;
  files: number;
  pages: number;
  failed: number;
  seconds: number;
  secondsPerPage: number;
  cpuSecondsPerPage: number | null;
  pagesPerSecond: number;
  peakRssMB: number | null;
  peakHeapMB: number | null;
  readerCpuSecondsPerPage: number | null;
  analysisCpuSecondsPerPage: number | null;
  coldCpuSecondsPerPage: number | null;
  /** the first document's cold CPU against its own warm CPU (the corpus average is not that document's cost) */
  coldOverSameWarm: number | null;
  /** CPU seconds of importing the engine's modules (not in the cold figure) */
  importCpuSeconds: number | null;
  /** main-thread CPU per page of the first warm pass and of the reader's first pass */
  mainCpuSecondsPerPage: number | null;
  readerMainCpuSecondsPerPage: number | null;
  /** CPU per page of every pass, process and main thread */
  passes: { cpu: number; main: number | null }[];
  /** the last STEADY_OF passes together, and the reader's last pass (when the child ran more than one pass) */
  steady: { passes: string; cpu: number; main: number | null; readerCpu: number; readerMain: number | null } | null;
  crashed?: string;
}

const perPage = (s: number | null | undefined, pages: number) => (s === null || s === undefined || !pages ? null : s / pages);

function steadyOf(m: Measure): Row['steady'] {
  const ps = m.passes ?? [];
  if (ps.length < 2 || !m.readerSteady) return null;
  const from = Math.max(2, ps.length - STEADY_OF + 1);
  const last = ps.slice(from - 1);
  const pages = last.reduce((a, p) => a + p.pages, 0);
  const mains = last.map((p) => p.mainCpuSeconds);
  return {
    passes: from === ps.length ? String(from) : `${from}-${ps.length}`,
    cpu: last.reduce((a, p) => a + p.cpuSeconds, 0) / pages,
    main: mains.every((x) => x !== null) ? (mains as number[]).reduce((a, x) => a + x, 0) / pages : null,
    readerCpu: m.readerSteady.cpuSeconds / m.readerSteady.pages,
    readerMain: perPage(m.readerSteady.mainCpuSeconds, m.readerSteady.pages),
  };
}

function row(scenario: string, tool: string, m: Measure): Row {
  return {
    scenario,
    tool,
    files: m.files,
    pages: m.pages,
    failed: m.failed,
    seconds: m.seconds,
    secondsPerPage: m.pages ? m.seconds / m.pages : NaN,
    cpuSecondsPerPage: m.cpuSeconds === null || !m.pages ? null : m.cpuSeconds / m.pages,
    pagesPerSecond: m.seconds ? m.pages / m.seconds : NaN,
    peakRssMB: m.peakRssMB,
    peakHeapMB: m.peakHeapMB ?? null,
    readerCpuSecondsPerPage: m.readerCpuSeconds !== undefined && m.readerPages ? m.readerCpuSeconds / m.readerPages : null,
    analysisCpuSecondsPerPage:
      m.readerCpuSeconds !== undefined && m.readerPages && m.cpuSeconds !== null && m.pages ? m.cpuSeconds / m.pages - m.readerCpuSeconds / m.readerPages : null,
    coldCpuSecondsPerPage: m.coldCpu !== undefined && m.coldPages ? m.coldCpu / m.coldPages : null,
    coldOverSameWarm: m.coldCpu !== undefined && m.firstWarmCpu ? m.coldCpu / m.firstWarmCpu : null,
    importCpuSeconds: m.importCpu ?? null,
    mainCpuSecondsPerPage: perPage(m.mainCpuSeconds, m.pages),
    readerMainCpuSecondsPerPage: perPage(m.readerMainCpuSeconds, m.readerPages ?? 0),
    passes: (m.passes ?? []).map((p) => ({ cpu: p.cpuSeconds / p.pages, main: perPage(p.mainCpuSeconds, p.pages) })),
    steady: steadyOf(m),
    ...(m.crashed ? { crashed: m.crashed } : {}),
  };
}

/** The issue-16 targets, from the rows of one run: warm CPU / reader CPU, cold / warm (corpus, layout-only) and peak RSS. */
function targetNotes(rows: Row[]): string[] {
  const out: string[] = [];
  for (const r of rows) {
    if (r.crashed) out.push(`${r.scenario}, ${r.tool}: the child process died (${r.crashed})`);
    if (r.scenario === 'corpus invoices' && r.tool.startsWith('tallysheet --layout-only') && r.cpuSecondsPerPage && r.readerCpuSecondsPerPage) {
      const ratio = r.cpuSecondsPerPage / r.readerCpuSecondsPerPage;
      out.push(`target ${r.tool}: warm CPU ${r.cpuSecondsPerPage.toFixed(4)} s/page = ${ratio.toFixed(1)} x the reader alone (${r.readerCpuSecondsPerPage.toFixed(4)}; target <= ${TARGET_READER_RATIO} x)`);
      if (r.coldCpuSecondsPerPage) out.push(`target ${r.tool}: cold ${r.coldCpuSecondsPerPage.toFixed(3)} s/page = ${(r.coldCpuSecondsPerPage / r.cpuSecondsPerPage).toFixed(1)} x warm (target <= ${TARGET_COLD_RATIO} x)`);
      if (r.coldOverSameWarm) out.push(`target ${r.tool}: cold = ${r.coldOverSameWarm.toFixed(1)} x the same (first) document warm`);
      if (r.importCpuSeconds !== null && r.coldCpuSecondsPerPage) {
        out.push(`  before that first document, importing the engine's modules: ${r.importCpuSeconds.toFixed(3)} s CPU (not in the cold figure; PDFium's loading is)`);
      }
      const f4 = (v: number | null) => (v === null ? 'n/a' : v.toFixed(4));
      if (r.mainCpuSecondsPerPage !== null) {
        out.push(`  first warm pass, main thread only: ${f4(r.mainCpuSecondsPerPage)} s/page = ${(r.mainCpuSecondsPerPage / (r.readerMainCpuSecondsPerPage ?? NaN)).toFixed(1)} x the reader's main thread (${f4(r.readerMainCpuSecondsPerPage)})`);
      }
      if (r.passes.length > 1) out.push(`  CPU s/page of each pass, process (main thread): ${r.passes.map((p, k) => `${k + 1}: ${f4(p.cpu)} (${f4(p.main)})`).join(', ')}`);
      const st = r.steady;
      if (st) {
        out.push(`target ${r.tool}: steady state (passes ${st.passes}) CPU ${f4(st.cpu)} s/page = ${(st.cpu / st.readerCpu).toFixed(1)} x the reader alone warmed as long (${f4(st.readerCpu)}; target <= ${TARGET_READER_RATIO} x)`);
        if (st.main !== null && st.readerMain) out.push(`  steady state, main thread only: ${f4(st.main)} s/page = ${(st.main / st.readerMain).toFixed(1)} x the reader's main thread (${f4(st.readerMain)})`);
        out.push(`  cold ${r.coldCpuSecondsPerPage?.toFixed(3) ?? 'n/a'} s/page = ${r.coldCpuSecondsPerPage ? (r.coldCpuSecondsPerPage / st.cpu).toFixed(1) : 'n/a'} x steady`);
      }
    }
    if (r.scenario.startsWith('generated') && r.tool.startsWith('tallysheet') && !r.tool.includes('heap cap') && r.peakRssMB !== null) {
      out.push(`target ${r.tool}: ${r.scenario} peak RSS ${r.peakRssMB.toFixed(0)} MB (target < ${TARGET_PEAK_MB} MB)`);
    }
  }
  return out;
}

function format(rows: Row[], notes: string[]): string {
  const head = ['scenario', 'tool', 'files', 'pages', 'failed', 's/page', 'CPU s/page', 'reader CPU', 'analysis CPU', 'cold CPU', 'pages/s', 'peak RSS MB', 'peak heap MB'];
  const opt = (v: number | null) => (v === null ? 'n/a' : v.toFixed(4));
  const body = rows.map((r) => [
    r.scenario,
    r.tool,
    String(r.files),
    String(r.pages),
    String(r.failed),
    r.secondsPerPage.toFixed(4),
    opt(r.cpuSecondsPerPage),
    opt(r.readerCpuSecondsPerPage),
    opt(r.analysisCpuSecondsPerPage),
    opt(r.coldCpuSecondsPerPage),
    r.pagesPerSecond.toFixed(1),
    r.peakRssMB === null ? 'n/a' : r.peakRssMB.toFixed(0),
    r.peakHeapMB === null ? 'n/a' : r.peakHeapMB.toFixed(0),
  ]).map((cells, k) => (rows[k]!.crashed ? [...cells.slice(0, 2), ...cells.slice(2).map(() => '-')] : cells));
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [
    `Speed (targets: <= ${TARGET_S_PER_PAGE} s/page in-process on the corpus invoices; peak RSS < ${TARGET_PEAK_MB} MB for ${LONG_PAGES} pages)`,
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...body.map(line),
    ...targetNotes(rows),
    ...notes.map((n) => `note: ${n}`),
  ].join('\n');
}

export default async function runSpeedBench(): Promise<{ name: string; table: string; json: unknown }> {
  const notes: string[] = [];
  if (!fs.existsSync(dist)) {
    const msg = 'speed benchmark skipped: packages/extract is not built (run `npm run build` first)';
    return { name: 'speed', table: msg, json: { skipped: msg } };
  }
  const rows: Row[] = [];
  const pdftotext = havePdftotext();
  if (!pdftotext) notes.push('pdftotext not installed (Debian: apt-get install poppler-utils); its rows are skipped');

  // fixtures from the package's own generator: a one-page warm-up invoice and the long invoice
  const { makeLongInvoice, makeSampleInvoice } = (await import(pathToFileURL(path.join(pkg, 'dist/fixtures/index.js')).href)) as typeof import('../src/fixtures/index.js');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tallysheet-speed-'));
  try {
    const warmup = path.join(tmp, 'warmup.pdf');
    fs.writeFileSync(warmup, await makeSampleInvoice());
    const dir = corpusDir();
    if (dir) {
      const files = corpusInvoices(dir);
      let pages = 0;
      for (const reader of READERS) {
        const layout = runChild(files, 'layout', warmup, reader, [], PASSES);
        pages = layout.pages;
        rows.push(row('corpus invoices', `tallysheet --layout-only [${reader}]`, layout));
        rows.push(row('corpus invoices', `tallysheet (default) [${reader}]`, runChild(files, 'default', warmup, reader)));
      }
      if (pdftotext) rows.push(row('corpus invoices', 'pdftotext -layout', runPdftotext(files, pages)));
    } else {
      notes.push('corpus not found (set TALLYSHEET_CORPUS or place it at ../shared/corpus); corpus rows skipped');
    }
    const longFile = path.join(tmp, `invoice-${LONG_PAGES}p.pdf`);
    fs.writeFileSync(longFile, await makeLongInvoice(LONG_PAGES));
    let longPages = LONG_PAGES;
    for (const reader of READERS) {
      const long = runChild([longFile], 'layout', warmup, reader);
      longPages = long.pages;
      const label = `generated ${long.pages}-page invoice`;
      rows.push(row(label, `tallysheet --layout-only [${reader}]`, long));
      // The same with V8's old space capped (as the server's worker threads are, by resourceLimits): V8 then collects
      // the garbage of the document-wide steps earlier instead of growing the heap.
      rows.push(row(label, `tallysheet --layout-only, heap cap ${HEAP_CAP_MB} MB [${reader}]`, runChild([longFile], 'layout', warmup, reader, [`--max-old-space-size=${HEAP_CAP_MB}`])));
    }
    if (pdftotext) rows.push(row(`generated ${longPages}-page invoice`, 'pdftotext -layout', runPdftotext([longFile], longPages)));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  notes.push(`machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, load average ${os.loadavg()[0].toFixed(2)}, Node ${process.version}`);
  notes.push('s/page = wall time of extract() summed over files / pages; CPU s/page = user+system CPU time / pages (less sensitive to a busy machine); pdftotext times include its process start per file');
  notes.push('reader CPU = the page reader alone (open, every page, close) per page; analysis CPU = CPU s/page − reader CPU; cold CPU = per page of the first document a fresh process extracts (PDFium loading included; importing the engine modules is reported apart)');
  notes.push(`corpus invoices, layout-only: ${PASSES} passes over the same files in one child; the table's CPU columns are pass 1 (after a one-page warm-up); steady state = the last ${STEADY_OF} passes, against the reader's own last pass after as many; process CPU counts V8's background threads (optimising compiler, GC helpers), main thread is the JavaScript thread alone`);
  return {
    name: 'speed',
    table: format(rows, notes),
    json: { targets: { secondsPerPage: TARGET_S_PER_PAGE, peakRssMB: TARGET_PEAK_MB, longPages: LONG_PAGES }, rows, notes },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await runSpeedBench();
  console.log(r.table);
  const out = path.join(here, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'speed.json'), JSON.stringify(r.json, null, 2));
}
