#!/usr/bin/env node
// `npm run fuzz [-- --seed N --count N --timeout S --max-memory MB --out DIR --from I]`: mutates the engine's own generated
// fixtures (truncate, flip, splice, zero runs, huge lengths, deep nesting, decompression bombs, self-referencing
// page trees, non-PDFs) with a seeded generator and reads each input exactly as `tallysheet extract` does (a worker
// thread per file under a time and memory limit). Reports process crashes (the fuzzer itself dying — it runs the
// inputs in a child process and notices), hangs past the limit, clear errors, unexpected errors and peak memory.
// `--from I` skips the inputs before I (they are still generated, so `--seed S --from I --count I+1` reproduces input
// I of seed S alone). Exit status 1 when any input crashed, hung past the limit or ended in an unclear error.
// Needs the built engine (`npm run build -w packages/extract`).
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { deflateSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'packages/extract/dist');

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    count: { type: 'string', default: '200' },
    timeout: { type: 'string', default: '20' },
    'max-memory': { type: 'string', default: '512' },
    out: { type: 'string' },
    from: { type: 'string', default: '0' },
    child: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

// ── seeded generator (mulberry32) ──
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A one-page PDF around a content stream, with optional extra objects (hand-written hostile shapes). */
function rawPdf(objects) {
  const parts = ['%PDF-1.4\n'];
  let length = parts[0].length;
  const offsets = [];
  const bufs = [Buffer.from(parts[0], 'latin1')];
  objects.forEach((o, i) => {
    offsets.push(length);
    const b = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.isBuffer(o) ? o : Buffer.from(o, 'latin1'), Buffer.from('\nendobj\n')]);
    bufs.push(b);
    length += b.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  bufs.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(bufs));
}

function stream(dict, bytes) {
  return Buffer.concat([Buffer.from(`<< ${dict} /Length ${bytes.length} >>\nstream\n`), bytes, Buffer.from('\nendstream')]);
}

const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>';
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const onePage = (content, dict = '') => rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', PAGE, stream(dict, content), FONT]);

/** The mutations; each takes the generator and a base fixture and returns [name, bytes]. */
const MUTATIONS = {
  truncate: (r, b) => b.slice(0, Math.floor(r() * b.length)),
  flip: (r, b) => {
    const c = Buffer.from(b);
    const n = 1 + Math.floor(r() * 16);
    for (let i = 0; i < n; i++) c[Math.floor(r() * c.length)] = Math.floor(r() * 256);
    return c;
  },
  splice: (r, b, other) => {
    const at = Math.floor(r() * b.length);
    const from = Math.floor(r() * other.length);
    return Buffer.concat([Buffer.from(b.slice(0, at)), Buffer.from(other.slice(from))]);
  },
  zeros: (r, b) => {
    const c = Buffer.from(b);
    const at = Math.floor(r() * c.length);
    c.fill(0, at, Math.min(c.length, at + 1 + Math.floor(r() * 4096)));
    return c;
  },
  hugeLength: (r, b) => Buffer.from(Buffer.from(b).toString('latin1').replace(/\/Length \d+/g, () => `/Length ${r() < 0.5 ? 2147483647 : Math.floor(r() * 1e9)}`), 'latin1'),
  xrefDigits: (r, b) => {
    const s = Buffer.from(b).toString('latin1');
    const x = s.lastIndexOf('xref');
    const c = Buffer.from(b);
    for (let i = 0; i < 1 + Math.floor(r() * 6); i++) {
      const p = x + Math.floor(r() * (c.length - x));
      if (c[p] >= 0x30 && c[p] <= 0x39) c[p] = 0x30 + Math.floor(r() * 10);
    }
    return c;
  },
  deepQ: (r) => {
    const n = 1000 * (1 + Math.floor(r() * 200));
    return onePage(Buffer.from(`${'q '.repeat(n)}BT /F1 12 Tf 72 720 Td (x) Tj ET ${'Q '.repeat(n)}`));
  },
  deepArrays: (r) => {
    const n = 1000 * (1 + Math.floor(r() * 100));
    return onePage(Buffer.from(`BT /F1 12 Tf 72 720 Td ${'['.repeat(n)}(x)${']'.repeat(n)} TJ ET`));
  },
  deflateBomb: (r) => onePage(deflateSync(Buffer.alloc((32 + Math.floor(r() * 300)) * 1024 * 1024, 0x20), { level: 9 }), '/Filter /FlateDecode'),
  selfKids: () =>
    rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>', PAGE, stream('', Buffer.from('BT /F1 12 Tf 72 720 Td (x) Tj ET')), FONT]),
  selfForm: () =>
    rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /X1 5 0 R >> >> >>',
      stream('', Buffer.from('/X1 Do')),
      stream('/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /XObject << /X1 5 0 R >> >>', Buffer.from('/X1 Do')),
    ]),
  manyOps: (r) => onePage(Buffer.from(Array.from({ length: 50_000 + Math.floor(r() * 200_000) }, (_, i) => `${i % 600} ${i % 780} m ${(i % 600) + 5} ${i % 780} l S`).join('\n'))),
  notPdf: (r) => {
    const kinds = [() => Buffer.from('Hello, this is not a PDF.\n'), () => Buffer.from(Array.from({ length: 4096 }, () => Math.floor(r() * 256))), () => Buffer.from('%PDF-'), () => Buffer.alloc(0)];
    return kinds[Math.floor(r() * kinds.length)]();
  },
};

async function baseFixtures() {
  const f = await import(join(dist, 'fixtures/index.js'));
  return [await f.makeSampleInvoice(), await f.makeFacturXInvoice(), await f.makeLongInvoice(3), f.makeGarbagePdf()].map((b) => Buffer.from(b));
}

function* inputs(seed, count, bases) {
  const r = rng(seed);
  const names = Object.keys(MUTATIONS);
  for (let i = 0; i < count; i++) {
    const name = names[Math.floor(r() * names.length)];
    const base = bases[Math.floor(r() * bases.length)];
    const other = bases[Math.floor(r() * bases.length)];
    yield { i, mutation: name, bytes: Buffer.from(MUTATIONS[name](r, base, other)) };
  }
}

/** Child: reads the inputs one by one with the CLI's isolation and reports each outcome to the parent. */
async function child() {
  const { IsolatedRunner } = await import(join(dist, 'cli/isolate.js'));
  const dir = values.out ? resolve(values.out) : join(root, 'node_modules/.cache/tallysheet-fuzz', `seed-${values.seed}`);
  mkdirSync(dir, { recursive: true });
  const limits = { timeoutMs: Number(values.timeout) * 1000, maxMemoryMb: Number(values['max-memory']) };
  const runner = new IsolatedRunner(limits);
  const bases = await baseFixtures();
  const start = Number(process.env.FUZZ_FROM ?? 0);
  for (const input of inputs(Number(values.seed), Number(values.count), bases)) {
    if (input.i < start) continue;
    const path = join(dir, `${String(input.i).padStart(5, '0')}-${input.mutation}.pdf`);
    writeFileSync(path, input.bytes);
    process.send({ type: 'start', i: input.i, mutation: input.mutation, path });
    const began = Date.now();
    const reply = await runner.run({ kind: 'file', path, layoutOnly: false, formats: [] }, { onStart: () => process.send({ type: 'taken', i: input.i }) });
    process.send({ type: 'done', i: input.i, mutation: input.mutation, ok: reply.ok, message: reply.ok ? null : reply.message, ms: Date.now() - began, rss: process.memoryUsage.rss() });
  }
  await runner.close();
  process.send({ type: 'end' });
}

const LOAD_MS = 300_000;
const UNCLEAR = /^(unexpected error|the worker stopped unexpectedly|the worker returned no result)/;

async function parent() {
  const count = Number(values.count);
  const stats = { inputs: 0, ok: 0, clearErrors: 0, timeouts: 0, memory: 0, unclear: [], crashes: [], hangs: [], peakRssMb: 0, byMutation: {} };
  const timeoutMs = Number(values.timeout) * 1000;
  let from = Number(values.from);
  while (from < count) {
    // A crash of the child (the fuzzing process itself) is recorded and the run goes on after that input.
    const last = await new Promise((resolvePromise) => {
      const c = fork(import.meta.filename, [...process.argv.slice(2), '--child'], { env: { ...process.env, FUZZ_FROM: String(from) }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
      let current = null;
      let watchdog;
      const arm = (ms, phase) => {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => {
          stats.hangs.push({ ...current, phase });
          c.kill('SIGKILL');
        }, ms);
      };
      c.on('message', (m) => {
        if (m.type === 'start') {
          current = m;
          // After a failure the next input gets a fresh thread, which loads the engine (pdf.js, PDFium) before it
          // takes the input; the time limit starts only then. On a busy machine that load alone can take tens of
          // seconds, so it has its own, generous allowance.
          arm(LOAD_MS, 'engine load');
        } else if (m.type === 'taken') {
          // The isolation must end every input within its limit; well past it, the input hangs the reader.
          arm(timeoutMs + 30_000, 'reading');
        } else if (m.type === 'done') {
          clearTimeout(watchdog);
          current = null;
          stats.inputs++;
          stats.peakRssMb = Math.max(stats.peakRssMb, Math.round(m.rss / 1048576));
          const b = (stats.byMutation[m.mutation] ??= { n: 0, ok: 0, errors: 0, maxMs: 0 });
          b.n++;
          b.maxMs = Math.max(b.maxMs, m.ms);
          if (m.ok) {
            stats.ok++;
            b.ok++;
          } else {
            b.errors++;
            if (/took longer than/.test(m.message)) stats.timeouts++;
            else if (/needed more than .* MB of memory/.test(m.message)) stats.memory++;
            else if (UNCLEAR.test(m.message)) stats.unclear.push({ i: m.i, mutation: m.mutation, message: m.message });
            else stats.clearErrors++;
          }
          from = m.i + 1;
        }
      });
      c.on('exit', (code, signal) => {
        clearTimeout(watchdog);
        if (current) {
          if (!stats.hangs.some((h) => h.i === current.i)) stats.crashes.push({ ...current, code, signal });
          from = current.i + 1;
          stats.inputs++;
        }
        resolvePromise(code === 0 && !current ? 'end' : 'crashed');
      });
    });
    if (last === 'end') break;
  }
  const summary = {
    seed: Number(values.seed),
    inputs: stats.inputs,
    ok: stats.ok,
    clearErrors: stats.clearErrors,
    timeouts: stats.timeouts,
    memoryLimit: stats.memory,
    unclearErrors: stats.unclear.length,
    processCrashes: stats.crashes.length,
    hangsPastLimit: stats.hangs.length,
    peakRssMb: stats.peakRssMb,
  };
  if (values.json) console.log(JSON.stringify({ ...summary, byMutation: stats.byMutation, unclear: stats.unclear, crashes: stats.crashes, hangs: stats.hangs }));
  else {
    console.log(`fuzz seed ${summary.seed}: ${summary.inputs} inputs — ${summary.ok} read, ${summary.clearErrors} clear errors, ` +
      `${summary.timeouts} stopped at the time limit, ${summary.memoryLimit} at the memory limit; ` +
      `${summary.unclearErrors} unclear errors, ${summary.processCrashes} process crashes, ${summary.hangsPastLimit} hangs past the limit; peak RSS ${summary.peakRssMb} MB`);
    for (const [m, b] of Object.entries(stats.byMutation)) console.log(`  ${m.padEnd(12)} ${String(b.n).padStart(5)} inputs, ${b.ok} read, ${b.errors} errors, slowest ${b.maxMs} ms`);
    for (const u of stats.unclear) console.log(`  UNCLEAR #${u.i} (${u.mutation}): ${u.message}`);
    for (const c of stats.crashes) console.log(`  CRASH #${c.i} (${c.mutation}): ${c.path} exit ${c.code ?? c.signal}`);
    for (const h of stats.hangs) console.log(`  HANG #${h?.i} (${h?.mutation}, ${h?.phase}): ${h?.path}`);
  }
  process.exitCode = summary.unclearErrors + summary.processCrashes + summary.hangsPastLimit > 0 ? 1 : 0;
}

if (values.child) await child();
else await parent();
